import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A collector's own records (ADR 084) and the account's export, which holds them (issue 54):
 * `private` too, so no shared cache keeps them even if one ignores no-store.
 */
const PRIVATE = ['/api/collection/', '/api/auth/me/export'];

/**
 * `Cache-Control: private, no-store` on every answer about a private collection; `no-store` on
 * every answer about accounts (`/api/auth`) and on every answer to a signed-in caller: they may carry personal data or unpublished photos, which neither a shared
 * proxy nor the browser's disk cache should keep. After the auth plugin, so the actor is known.
 * A plain user's read of the public catalogue has no actor (ADR 067): it is the public answer,
 * kept and revalidated like an anonymous one (the ETag plugin's `no-cache`).
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (PRIVATE.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'private, no-store');
    else if (request.actor || request.url.startsWith('/api/auth/') || request.url === '/api/auth')
      reply.header('cache-control', 'no-store');
    return payload;
  });
});
