import { DEFAULT_LOCALE, LOCALES, type Locale, localisedPath, PAGE_TEXTS } from '@museum/contract';
import { absoluteOn } from '../../../lib/storage';

/** A page's absolute URL in a language. */
const urlIn = (publicUrl: string, locale: Locale, path: string) => absoluteOn(publicUrl, localisedPath(locale, path));

/**
 * The museum as the publisher of the site and its photos: an Organization. schema.org's `Museum` is a Place
 * (a CivicStructure), outside `publisher`'s range (Organization, Person), and this museum has no building (ADR 062).
 */
export const museumLd = (publicUrl: string, locale: Locale) => ({
  '@type': 'Organization',
  // One museum in every language (issue 52): its node is named by the default language's root.
  '@id': `${urlIn(publicUrl, DEFAULT_LOCALE, '/')}#museum`,
  name: PAGE_TEXTS[locale].siteName,
  url: urlIn(publicUrl, locale, '/'),
});

/** The site in a language: the home page's JSON-LD, with the search it offers (ADR 062). */
export const websiteLd = (publicUrl: string, locale: Locale) => ({
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  '@id': `${urlIn(publicUrl, locale, '/')}#website`,
  url: urlIn(publicUrl, locale, '/'),
  name: PAGE_TEXTS[locale].siteName,
  inLanguage: locale,
  publisher: museumLd(publicUrl, locale),
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${urlIn(publicUrl, locale, '/search')}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

/** The trail to a page: home → the list it belongs to → the page, in the page's language. */
export function breadcrumbLd(publicUrl: string, locale: Locale, trail: { name: string; path: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: urlIn(publicUrl, locale, step.path),
    })),
  };
}

/**
 * The page an entity is the main entity of: its URL, language, site and breadcrumb. The default
 * language's page URL is the entity's `@id` in every language (issue 52), so the page has none: one
 * `@id` would make the object and the page one node. The page in the default language names its
 * translations (`workTranslation`), each translation the page it translates (`translationOfWork`).
 */
export function webPageLd(publicUrl: string, locale: Locale, path: string, trail: { name: string; path: string }[]) {
  const pageIn = (other: Locale) => ({ '@type': 'WebPage', url: urlIn(publicUrl, other, path), inLanguage: other });
  return {
    '@type': 'WebPage',
    url: urlIn(publicUrl, locale, path),
    inLanguage: locale,
    ...(locale === DEFAULT_LOCALE
      ? { workTranslation: LOCALES.filter((other) => other !== DEFAULT_LOCALE).map(pageIn) }
      : { translationOfWork: pageIn(DEFAULT_LOCALE) }),
    isPartOf: { '@type': 'WebSite', '@id': `${urlIn(publicUrl, locale, '/')}#website` },
    breadcrumb: breadcrumbLd(publicUrl, locale, trail),
  };
}
