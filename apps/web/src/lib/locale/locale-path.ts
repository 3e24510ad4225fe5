import { DEFAULT_LOCALE, LOCALES, type Locale, localisedPath } from '@museum/contract';

/** Where a language's pages live: the same paths under /{locale} (/en), the default's at the root (ADR 054). */
const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/** The locale of an address: the language whose prefix it starts with, else the default (Russian). */
export function localeOfPath(pathname: string): Locale {
  return (
    LOCALES.find((locale) => {
      const prefix = prefixOf(locale);
      return prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? DEFAULT_LOCALE
  );
}

/** The router's basename for a locale: every link and navigation of a page stays in its language. */
export const routerBasename = (locale: Locale) => prefixOf(locale) || '/';

/** The page's path inside the app (what the route table matches), without the language prefix. */
export const pathInApp = (pathname: string): string => pathname.slice(prefixOf(localeOfPath(pathname)).length) || '/';

/** The same page's address in `locale`: /products/1 <-> /en/products/1, query and hash kept. */
export const pathInLocale = (locale: Locale, pathname: string, rest = ''): string => `${localisedPath(locale, pathInApp(pathname))}${rest}`;
