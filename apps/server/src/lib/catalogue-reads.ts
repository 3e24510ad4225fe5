import type { Locale } from '@museum/contract';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../texts/accept-language';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer depends on who asks beyond what they may see of the catalogue (the export: a
     * signed-in caller's budget is per account, an anonymous one's per address), so a signed-in
     * caller is never answered here as an anonymous visitor (ADR 067).
     */
    perCaller?: boolean;
    /**
     * The answer is written in the caller's language (`Accept-Language`; the import templates' header
     * row): caches keep one answer per language, and its ETag and `Vary` name the language too.
     */
    perLanguage?: boolean;
  }
}

const CATALOGUE = '/api/archive/';

/**
 * A read of the public catalogue: a GET under `/api/archive/` that anyone may make. Its answer
 * depends on nothing but what the caller may see of the catalogue (published rows for anonymous
 * visitors), so every caller who sees what they see gets the same bytes (ADR 009, 067).
 */
export const isPublicCatalogueRead = (request: FastifyRequest): boolean =>
  request.method === 'GET' &&
  !request.routeOptions.config.auth &&
  !request.routeOptions.config.perCaller &&
  request.url.startsWith(CATALOGUE);

/** The language a read's answer is written in, when it depends on the caller's (`perLanguage`); else undefined. */
export const answerLanguage = (request: FastifyRequest): Locale | undefined =>
  request.routeOptions.config.perLanguage ? requestLocale(request) : undefined;
