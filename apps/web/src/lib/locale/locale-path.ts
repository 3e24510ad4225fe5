import { DEFAULT_LOCALE, type Locale } from '@museum/contract';

/** Where the English pages live: the same paths under /en; Russian stays at the root (ADR 054). */
const PREFIX: Readonly<Record<Locale, string>> = { ru: '', en: '/en' };

/** The locale of an address: English under /en, else Russian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === PREFIX.en || pathname.startsWith(`${PREFIX.en}/`) ? 'en' : DEFAULT_LOCALE;
}

/** The router's basename for a locale: every link and navigation of a page stays in its language. */
export const routerBasename = (locale: Locale) => PREFIX[locale] || '/';

/** The page's path inside the app (what the route table matches), without the language prefix. */
export function pathInApp(pathname: string): string {
  const locale = localeOfPath(pathname);
  return locale === DEFAULT_LOCALE ? pathname : pathname.slice(PREFIX[locale].length) || '/';
}

/** The same page's address in `locale`: /products/1 <-> /en/products/1, query and hash kept. */
export function pathInLocale(locale: Locale, pathname: string, rest = ''): string {
  const path = pathInApp(pathname);
  const prefix = PREFIX[locale];
  return `${prefix && path === '/' ? prefix : `${prefix}${path}`}${rest}`;
}
