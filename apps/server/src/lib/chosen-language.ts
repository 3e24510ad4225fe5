import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, type Locale, localisedPath } from '@museum/contract';

/** The language a reader chose with the web's switch or offer, from its cookie; null without one. */
export function chosenLocale(cookieHeader: string | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.slice(0, 4096).split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return LOCALES.find((locale) => locale === value) ?? null;
  }
  return null;
}

/**
 * Where `/` sends a reader who chose another language: its home (`/en`, the query kept), so the
 * first paint is already in it (ADR 081). Only the root: an explicit address is never overridden,
 * and a visitor without the cookie (every crawler) gets the Russian root as before.
 */
export function chosenHome(pathname: string, search: string, cookieHeader: string | undefined): string | null {
  if (pathname !== '/') return null;
  const chosen = chosenLocale(cookieHeader);
  return chosen && chosen !== DEFAULT_LOCALE ? `${localisedPath(chosen, '/')}${search}` : null;
}
