import { DEFAULT_LOCALE, ENTERED_LOCALE, type Locale } from '@museum/contract';
import { createContext, type ReactNode, useContext } from 'react';
import type { Messages } from '../../messages/catalogue';
import { setActiveLocale } from './active-locale';
import { catalogueOf } from './catalogues';

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Gives the pages inside it their language; without one, a page renders in Russian. */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  setActiveLocale(locale);
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The interface language of the page. */
export const useLocale = (): Locale => useContext(LocaleContext);

/**
 * The `lang` of catalogue text (names, descriptions: entered in Russian) on this page: "ru" on
 * pages in any other language, so readers and screen readers say it in Russian; nothing on Russian pages.
 */
export const useContentLang = (): Locale | undefined => (useLocale() === ENTERED_LOCALE ? undefined : ENTERED_LOCALE);

/** Every UI text in the page's language, read at render time. */
export const useMessages = (): Messages => catalogueOf(useLocale());
