import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { answerLanguage } from '../lib/catalogue-reads';
import { isAnonymousCatalogueRead } from './catalogue-version';

/** How a cacheable read was answered, in its `x-cache` header and in the counts. */
export type ReadCacheOutcome = 'hit' | 'stale' | 'shared' | 'miss';

declare module 'fastify' {
  interface FastifyRequest {
    /** The computation this request runs for its key, for the readers waiting on it. */
    readCacheFlight: Flight | undefined;
  }
  interface FastifyInstance {
    /** What the read cache holds now, and how its reads were answered since the start. */
    readCacheUsage(): { entries: number; bytes: number; inFlight: number } & Record<ReadCacheOutcome, number>;
  }
}

/** The headers that say what a body is: replayed with it, so a CSV stays a CSV and a download a download. */
interface BodyHeaders {
  type: string;
  disposition: string | undefined;
}

interface CachedAnswer extends BodyHeaders {
  version: string;
  body: Buffer;
}

/** One computation of a key at a version; `done` gives its answer, or undefined when it failed. */
interface Flight {
  key: string;
  version: string;
  done: Promise<CachedAnswer | undefined>;
  settle(answer: CachedAnswer | undefined): void;
}

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
 * A route without a query schema can't read its query: the query is left out entirely. An answer
 * written in the caller's language (`perLanguage`) is kept once per language.
 */
export function readCacheKey(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url;
  if (!route) return undefined;
  const query = request.routeOptions.schema?.querystring ? canonical(request.query) : '';
  return `${route}\n${canonical(request.params)}\n${query}\n${answerLanguage(request) ?? ''}`;
}

/**
 * A string's UTF-8 bytes in memory of their own. A small Buffer.from() is a slice of a shared
 * 8 KB slab, which a cached answer would keep alive whole: a 2 KB item page held 8 KB while the
 * byte budget counted 2.
 */
export function ownedBytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text);
  return bytes;
}

/** A buffer's bytes in memory of their own, for the same reason as `ownedBytes`. */
const ownedCopy = (bytes: Buffer) => {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
};

const olderThan = (a: string, b: string) => BigInt(a) < BigInt(b);

function startFlight(key: string, version: string): Flight {
  let settle: (answer: CachedAnswer | undefined) => void = () => {};
  const done = new Promise<CachedAnswer | undefined>((resolve) => {
    settle = resolve;
  });
  return { key, version, done, settle };
}

/**
 * Keeps the answers of anonymous catalogue reads in memory with the headers that say what they
 * are (type, disposition), at most `maxBytes` (keys included) and
 * `maxEntries` answers, keyed by route and validated parameters (`readCacheKey`), each valid for
 * the catalogue version it was made at (ADR 009, ADR 023). Under writes:
 * - one computation per key and version: readers arriving while it runs don't run it again;
 * - while it runs they get the previous version's answer when there is one (stale by at most
 *   that one computation), else they wait for it; the reader that started it waits, so a
 *   visitor who reads after a write has committed sees it.
 * A signed-in reader comes here only as an anonymous visitor (the auth plugin sets no actor for
 * a plain user with nothing unpublished, ADR 067): every answer kept here was computed for nobody.
 * Whoever sees more (moderators, uploaders of unpublished photos) never comes here.
 */
export const readCachePlugin = fp<{ maxBytes: number; maxEntries: number }>(async (app: FastifyInstance, { maxBytes, maxEntries }) => {
  app.decorateRequest('readCacheFlight', undefined);
  const counts: Record<ReadCacheOutcome, number> = { hit: 0, stale: 0, shared: 0, miss: 0 };
  const flights = new Map<string, Flight>();
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
  app.decorate('readCacheUsage', () => ({
    entries: answers?.size ?? 0,
    bytes: answers?.calculatedSize ?? 0,
    inFlight: flights.size,
    ...counts,
  }));
  if (!answers) return;

  const answer = (request: FastifyRequest, outcome: ReadCacheOutcome, kept: CachedAnswer) => {
    counts[outcome] += 1;
    // The ETag names the version the body was made at, which may be older than the newest.
    request.catalogueVersion = kept.version;
    return { ...kept, outcome };
  };

  // After the catalogue version plugin's and the ETag's preHandlers: the version is known.
  app.addHook('preHandler', async (request, reply) => {
    const version = request.catalogueVersion;
    if (version === undefined || !isAnonymousCatalogueRead(request)) return;
    const key = readCacheKey(request);
    if (key === undefined) return;

    let served: ReturnType<typeof answer> | undefined;
    const cached = answers.get(key);
    const flight = flights.get(key);
    // An answer at a newer version than this request read (another request stored it meanwhile) is fresher still.
    if (cached && !olderThan(cached.version, version)) served = answer(request, 'hit', cached);
    else if (flight && !olderThan(flight.version, version)) {
      if (cached) served = answer(request, 'stale', cached);
      else {
        const shared = await flight.done;
        if (shared) served = answer(request, 'shared', shared);
      }
    }
    if (served) {
      if (served.disposition) reply.header('content-disposition', served.disposition);
      return reply.header('content-type', served.type).header('x-cache', served.outcome).send(served.body);
    }

    // This request computes the key at this version; readers arriving meanwhile use it.
    const mine = startFlight(key, version);
    flights.set(key, mine);
    request.readCacheFlight = mine;
  });

  const land = (request: FastifyRequest, landed: CachedAnswer | undefined) => {
    const flight = request.readCacheFlight;
    if (!flight) return;
    request.readCacheFlight = undefined;
    if (flights.get(flight.key) === flight) flights.delete(flight.key);
    flight.settle(landed);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const flight = request.readCacheFlight;
    if (!flight) return payload;
    const type = reply.getHeader('content-type');
    const body = typeof payload === 'string' ? ownedBytes(payload) : Buffer.isBuffer(payload) ? ownedCopy(payload) : undefined;
    // An encoded body (compressed before this hook) would be replayed to callers that did not ask for it.
    if (reply.statusCode !== 200 || !body || typeof type !== 'string' || reply.hasHeader('content-encoding')) {
      land(request, undefined);
      return payload;
    }
    const disposition = reply.getHeader('content-disposition');
    const made: CachedAnswer = {
      version: flight.version,
      body,
      type,
      disposition: typeof disposition === 'string' ? disposition : undefined,
    };
    const cached = answers.get(flight.key);
    // A slower computation at an older version never replaces a newer answer.
    if (!cached || !olderThan(flight.version, cached.version)) answers.set(flight.key, made);
    counts.miss += 1;
    reply.header('x-cache', 'miss');
    land(request, made);
    return payload;
  });
  // Whatever happened to the answer (an error before onSend, a client gone), waiters are released.
  app.addHook('onResponse', async (request) => land(request, undefined));
  app.addHook('onRequestAbort', async (request) => land(request, undefined));
});
