import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { CatalogueVersionRepository } from '../modules/catalogue/catalogue-version.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalogue version a cacheable read was answered at; undefined for other requests. */
    readCacheVersion: string | undefined;
  }
}

interface CachedAnswer {
  version: string;
  body: Buffer;
}

const CATALOGUE = '/api/archive/';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Anonymous catalogue reads are the same for every visitor; signed-in ones may show unpublished photos. */
const isCacheable = (request: FastifyRequest) =>
  request.method === 'GET' && request.actor === null && !request.routeOptions.config.auth && request.url.startsWith(CATALOGUE);

/** A write that may have changed the catalogue: anything but a refused (4xx) request. */
const mayHaveWritten = (request: FastifyRequest, statusCode: number) =>
  !READS.has(request.method) && request.url.startsWith(CATALOGUE) && !(statusCode >= 400 && statusCode < 500);

/**
 * Keeps the JSON of anonymous catalogue reads in memory, at most `maxBytes`, keyed by URL and
 * valid for one catalogue version. Every write under /api/archive moves the version on before
 * its answer leaves, so the writer, and every other process, reads fresh data next.
 */
export const readCachePlugin = fp<{ versions: CatalogueVersionRepository; maxBytes: number }>(
  async (app: FastifyInstance, { versions, maxBytes }) => {
    app.decorateRequest('readCacheVersion', undefined);
    const answers =
      maxBytes > 0 ? new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: (answer) => answer.body.length + 64 }) : null;

    app.addHook('onSend', async (request, reply, payload) => {
      if (!mayHaveWritten(request, reply.statusCode)) return payload;
      try {
        await versions.bump();
      } catch (err) {
        // The write itself committed: answer it. This process forgets its answers; others keep
        // theirs until the next write that reaches the database.
        answers?.clear();
        request.log.error({ err }, 'could not move the catalogue version on after a write');
      }
      return payload;
    });
    if (!answers) return;

    // After the auth plugin's onRequest hook, so the actor is known.
    app.addHook('preHandler', async (request, reply) => {
      if (!isCacheable(request)) return;
      const version = await versions.current();
      const cached = answers.get(request.url);
      if (cached?.version === version) {
        return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(cached.body);
      }
      request.readCacheVersion = version;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const version = request.readCacheVersion;
      if (version === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      answers.set(request.url, { version, body: Buffer.from(payload) });
      reply.header('x-cache', 'miss');
      return payload;
    });
  },
);
