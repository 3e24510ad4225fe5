/** The locale seam: the page's language, its texts and Intl by it (ADR 054). */
export { activeLocale, activeMessages } from './active-locale';
export { catalogueOf, LANGUAGE_NAMES, loadCatalogue, replaceCatalogue } from './catalogues';
export { compareNames, formatDateTime, formatMoment, formatNumber, INTL_TAGS, lowerCase } from './intl';
export { LocaleProvider, useContentLang, useLocale, useMessages } from './locale-context';
export { localeOfPath, pathInApp, pathInLocale, routerBasename } from './locale-path';
export { activeConditionName, useConditionName, usePurposeName } from './purpose-name';
export { cookieLocale, preferredLocale, savedChoiceAddress, savedLocale, saveLocale } from './saved-locale';
