import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SECURITY_HEADERS } from '../lib/security-headers';

/**
 * Security headers on every answer: the first onRequest hook (registered before every other
 * plugin), so a refusal by a later hook (405, 503, 429) carries them too.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
});
