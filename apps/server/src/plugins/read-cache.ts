import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
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

interface CachedAnswer {
  version: string;
  body: Buffer;
}

/** One computation of a key at a version; `done` gives its body, or undefined when it failed. */
interface Flight {
  key: string;
  version: string;
  done: Promise<Buffer | undefined>;
  settle(body: Buffer | undefined): void;
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
 * A route without a query schema can't read its query: the query is left out entirely.
 */
export function readCacheKey(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url;
  if (!route) return undefined;
  const query = request.routeOptions.schema?.querystring ? canonical(request.query) : '';
  return `${route}\n${canonical(request.params)}\n${query}`;
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

const olderThan = (a: string, b: string) => BigInt(a) < BigInt(b);

function startFlight(key: string, version: string): Flight {
  let settle: (body: Buffer | undefined) => void = () => {};
  const done = new Promise<Buffer | undefined>((resolve) => {
    settle = resolve;
  });
  return { key, version, done, settle };
}

/**
 * Keeps the JSON of anonymous catalogue reads in memory, at most `maxBytes` (keys included) and
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

  const answer = (request: FastifyRequest, outcome: ReadCacheOutcome, version: string, body: Buffer) => {
    counts[outcome] += 1;
    // The ETag names the version the body was made at, which may be older than the newest.
    request.catalogueVersion = version;
    return { type: 'application/json; charset=utf-8', outcome, body };
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
    if (cached && !olderThan(cached.version, version)) served = answer(request, 'hit', cached.version, cached.body);
    else if (flight && !olderThan(flight.version, version)) {
      if (cached) served = answer(request, 'stale', cached.version, cached.body);
      else {
        const body = await flight.done;
        if (body) served = answer(request, 'shared', flight.version, body);
      }
    }
    if (served) return reply.header('content-type', served.type).header('x-cache', served.outcome).send(served.body);

    // This request computes the key at this version; readers arriving meanwhile use it.
    const mine = startFlight(key, version);
    flights.set(key, mine);
    request.readCacheFlight = mine;
  });

  const land = (request: FastifyRequest, body: Buffer | undefined) => {
    const flight = request.readCacheFlight;
    if (!flight) return;
    request.readCacheFlight = undefined;
    if (flights.get(flight.key) === flight) flights.delete(flight.key);
    flight.settle(body);
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const flight = request.readCacheFlight;
    if (!flight) return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      land(request, undefined);
      return payload;
    }
    const body = ownedBytes(payload);
    const cached = answers.get(flight.key);
    // A slower computation at an older version never replaces a newer answer.
    if (!cached || !olderThan(flight.version, cached.version)) answers.set(flight.key, { version: flight.version, body });
    counts.miss += 1;
    reply.header('x-cache', 'miss');
    land(request, body);
    return payload;
  });
  // Whatever happened to the answer (an error before onSend, a client gone), waiters are released.
  app.addHook('onResponse', async (request) => land(request, undefined));
  app.addHook('onRequestAbort', async (request) => land(request, undefined));
});
