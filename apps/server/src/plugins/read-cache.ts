import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { CatalogueVersionRepository } from '../modules/catalogue/catalogue-version.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The catalogue version a cacheable read was answered at; undefined for other requests. */
    readCacheVersion: string | undefined;
    /** The normalised key of a cacheable read (see `readCacheKey`). */
    readCacheKey: string | undefined;
  }
  interface FastifyInstance {
    /** What the read cache holds now: entries and the bytes counted against its budget. */
    readCacheUsage(): { entries: number; bytes: number };
  }
}

interface CachedAnswer {
  version: string;
  body: Buffer;
}

const CATALOGUE = '/api/archive/';
/** What an entry costs besides its key and body: the LRU's node, the object, the version string. */
const ENTRY_OVERHEAD = 200;

/** Plain values in a fixed order: parameters sorted by name, so `?a=1&b=2` and `?b=2&a=1` are one key. */
const canonical = (values: unknown) =>
  values && typeof values === 'object'
    ? JSON.stringify(Object.entries(values as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : '';

/**
 * The key of a cacheable read: its route and its validated parameters, never the raw URL, so
 * parameters the route doesn't know (junk, any length) are dropped and can't make new entries.
 * A route without a query schema can't read its query: the query is left out entirely.
 */
export function readCacheKey(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url;
  if (!route) return undefined;
  const query = request.routeOptions.schema?.querystring ? canonical(request.query) : '';
  return `${route}\n${canonical(request.params)}\n${query}`;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Anonymous catalogue reads are the same for every visitor; signed-in ones may show unpublished photos. */
const isCacheable = (request: FastifyRequest) =>
  request.method === 'GET' && request.actor === null && !request.routeOptions.config.auth && request.url.startsWith(CATALOGUE);

/** A write that may have changed the catalogue: anything but a refused (4xx) request. */
const mayHaveWritten = (request: FastifyRequest, statusCode: number) =>
  !READS.has(request.method) && request.url.startsWith(CATALOGUE) && !(statusCode >= 400 && statusCode < 500);

/**
 * Keeps the JSON of anonymous catalogue reads in memory, at most `maxBytes` (keys included) and
 * `maxEntries` answers, keyed by route and validated parameters (`readCacheKey`), and
 * valid for one catalogue version. Every write under /api/archive moves the version on before
 * its answer leaves, so the writer, and every other process, reads fresh data next.
 */
export const readCachePlugin = fp<{ versions: CatalogueVersionRepository; maxBytes: number; maxEntries: number }>(
  async (app: FastifyInstance, { versions, maxBytes, maxEntries }) => {
    app.decorateRequest('readCacheVersion', undefined);
    app.decorateRequest('readCacheKey', undefined);
    // Keys count too (two bytes a character, as V8 may keep them): a long key is memory like a body.
    const answers =
      maxBytes > 0
        ? new LRUCache<string, CachedAnswer>({
            // Besides the byte budget: a cap on entries, so tiny answers can't make the cache a huge map.
            max: maxEntries,
            maxSize: maxBytes,
            sizeCalculation: (answer, key) => answer.body.length + key.length * 2 + ENTRY_OVERHEAD,
          })
        : null;
    app.decorate('readCacheUsage', () => ({ entries: answers?.size ?? 0, bytes: answers?.calculatedSize ?? 0 }));

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
      const key = readCacheKey(request);
      if (key === undefined) return;
      const version = await versions.current();
      const cached = answers.get(key);
      if (cached?.version === version) {
        return reply.header('content-type', 'application/json; charset=utf-8').header('x-cache', 'hit').send(cached.body);
      }
      request.readCacheVersion = version;
      request.readCacheKey = key;
    });
    app.addHook('onSend', async (request, reply, payload) => {
      const { readCacheVersion: version, readCacheKey: key } = request;
      if (version === undefined || key === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
      answers.set(key, { version, body: Buffer.from(payload) });
      reply.header('x-cache', 'miss');
      return payload;
    });
  },
);
