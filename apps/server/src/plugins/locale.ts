import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inLocale } from '../texts';
import { requestLocale } from '../texts/accept-language';

/**
 * Validation, the handler and whatever they await run in the request's language, so zod's
 * messages and the services' texts follow `Accept-Language` (texts/index.ts). The hook wraps
 * `done` at preValidation, the last step before validation: the earlier steps run in the
 * request's own async context, the later ones in the one the body's end event opens (the same
 * reason @fastify/request-context re-enters there). Errors are rendered by the error handler from
 * the request itself, so a request refused earlier is answered in its language too.
 */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', (request, _reply, done) => inLocale(requestLocale(request), done));
});
