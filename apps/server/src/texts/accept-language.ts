import { DEFAULT_LOCALE, LOCALES, type Locale } from '@museum/contract';
import type { FastifyRequest } from 'fastify';

/**
 * The language a caller asks for in `Accept-Language`: of the languages we speak, the one with the
 * highest weight (the first listed on a tie); Russian when none is listed or acceptable.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.slice(0, 1000).split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] as Locale;
    if (!LOCALES.includes(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { locale: primary, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

/** The language a request is answered in. */
export const requestLocale = (request: FastifyRequest): Locale => localeFromAcceptLanguage(request.headers['accept-language']);
