import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { CatalogueVersionRepository } from '../modules/catalogue/catalogue-version.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The ETag of an anonymous catalogue read: the catalogue version it is answered at. */
    catalogueEtag: string | undefined;
  }
}

const CATALOGUE = '/api/archive/';

/** Anonymous and signed-in answers differ: caches keep them apart by the Authorization header. */
const varyOn = (current: unknown) => (current ? `${String(current)}, Authorization` : 'Authorization');

const isCatalogueRead = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith(CATALOGUE);

/** Whether an If-None-Match header names this tag (in a list, or its weak form). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}`;
  });
}

/**
 * ETags on catalogue reads, and 304 to a matching If-None-Match. An anonymous answer is the
 * same for everyone until the catalogue version moves (every write moves it, ADR 009), so its
 * tag is that version and the app's version, checked before any query runs. A signed-in
 * answer may show unpublished photos; its tag is a hash of its body.
 */
export const apiEtagPlugin = fp<{ versions: CatalogueVersionRepository; appVersion: string }>(
  async (app: FastifyInstance, { versions, appVersion }) => {
    app.decorateRequest('catalogueEtag', undefined);

    // After the auth plugin's onRequest hook (the actor is known), before the read cache's preHandler.
    app.addHook('preHandler', async (request, reply) => {
      if (!isCatalogueRead(request) || request.actor !== null || request.routeOptions.config.auth) return;
      const etag = `"c${await versions.current()}-${appVersion}"`;
      request.catalogueEtag = etag;
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        return reply
          .code(304)
          .header('etag', etag)
          .header('cache-control', 'no-cache')
          .header('vary', varyOn(reply.getHeader('vary')))
          .send();
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      if (!isCatalogueRead(request) || reply.statusCode !== 200) return payload;
      const etag =
        request.catalogueEtag ??
        (typeof payload === 'string' || Buffer.isBuffer(payload)
          ? `"h${createHash('sha1').update(payload).digest('base64url')}"`
          : undefined);
      if (!etag) return payload;
      reply.header('etag', etag).header('vary', varyOn(reply.getHeader('vary')));
      // A signed-in answer keeps the no-store of the no-store plugin: revalidated, never stored.
      if (!request.actor) reply.header('cache-control', 'no-cache');
      if (request.catalogueEtag === undefined && matchesEtag(request.headers['if-none-match'], etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
);
