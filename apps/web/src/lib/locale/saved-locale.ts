import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale, localisedPath } from '@museum/contract';

const KEY = 'museum.locale';

/** The language the reader chose (with the switch, or by turning the offer down); null before any choice. */
export function savedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return LOCALES.find((locale) => locale === value) ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps the choice in this browser, and in a cookie too, so the server opens `/` in it for this
 * reader (a crawler, with no cookie, keeps the Russian root; ADR 081).
 */
export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage off (private mode): the choice lasts for this page only, which is no harm.
  }
  writeCookie(locale, 31_536_000);
}

/** The choice's cookie for a year, or gone with `maxAge` 0 (the tests' clean slate). */
export function writeCookie(value: string, maxAge: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in Firefox and older Safari; one plain cookie is all this is.
  document.cookie = `${LOCALE_COOKIE}=${value}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** Whether the server has the choice: an older choice, kept before the cookie, is given to it. */
export function cookieLocale(): Locale | null {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return LOCALES.find((locale) => locale === value) ?? null;
}

/**
 * Of the languages we speak, the first the browser lists (navigator.languages, the same list as
 * Accept-Language): `['en-US', 'ru']` gives English, `['de-DE', 'ru']` Russian, `['de']` none.
 */
export function preferredLocale(languages: readonly string[], locales: readonly Locale[] = LOCALES): Locale | null {
  const codes = languages.map((tag) => tag.toLowerCase().split('-')[0]);
  return codes.map((code) => locales.find((locale) => locale === code)).find((locale) => locale !== undefined) ?? null;
}

/**
 * Where the root sends a reader who chose another language before the server knew of it (a choice
 * kept before the cookie): that language's home, the cookie now set so the server answers the next
 * visit itself; null everywhere else (an explicit address is never overridden).
 */
export function savedChoiceAddress(pathname: string, search: string): string | null {
  const saved = savedLocale();
  if (pathname !== '/' || saved === null || saved === DEFAULT_LOCALE || cookieLocale() === saved) return null;
  saveLocale(saved);
  return `${localisedPath(saved, '/')}${search}`;
}
