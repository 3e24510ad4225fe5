import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPublicCatalogueRead } from '../lib/catalogue-reads';
import type { CatalogueVersionTracker } from '../modules/catalogue/catalogue-version-tracker';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The catalogue version an anonymous catalogue read is answered at: read once per request
     * (from memory, ADR 023) and shared by the ETag and the read cache. The read cache sets it
     * back to an older version when it answers with that version's body.
     */
    catalogueVersion: string | undefined;
  }
  interface FastifyInstance {
    /** The catalogue version this server knows (in memory; ADR 023). */
    catalogueVersion: CatalogueVersionTracker;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A read every anonymous visitor gets the same answer to, at one catalogue version; a signed-in
 * reader who sees only the published catalogue reads it as one (the auth plugin, ADR 067).
 */
export const isAnonymousCatalogueRead = (request: FastifyRequest) => request.actor === null && isPublicCatalogueRead(request);

/** A request that may have written: any other method, unless it was refused (4xx). */
const mayHaveWritten = (request: FastifyRequest, statusCode: number) =>
  !READS.has(request.method) && request.url.startsWith('/api/') && !(statusCode >= 400 && statusCode < 500);

/**
 * Starts the version tracker with the app and stops it on close; gives anonymous catalogue reads
 * their version; and after a write, reads the version again before the answer leaves, so the
 * writer (and everyone after) reads what it wrote without waiting for the notification.
 */
export const catalogueVersionPlugin = fp<{ tracker: CatalogueVersionTracker }>(async (app: FastifyInstance, { tracker }) => {
  app.decorateRequest('catalogueVersion', undefined);
  app.decorate('catalogueVersion', tracker);
  await tracker.start(app.log);
  app.addHook('onClose', () => tracker.stop());

  // After the auth plugin's onRequest hook (the actor is known), before the ETag and the read cache.
  app.addHook('preHandler', async (request) => {
    if (isAnonymousCatalogueRead(request)) request.catalogueVersion = await tracker.current();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!mayHaveWritten(request, reply.statusCode)) return payload;
    try {
      await tracker.refresh();
    } catch (err) {
      // The write committed: answer it. The notification, or the next read after the TTL, catches up.
      request.log.error({ err }, 'could not read the catalogue version after a write');
    }
    return payload;
  });
});
