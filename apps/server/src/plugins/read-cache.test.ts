import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueVersionTracker } from '../modules/catalogue/catalogue-version-tracker';
import { apiEtagPlugin } from './api-etag';
import { catalogueVersionPlugin } from './catalogue-version';
import { ownedBytes, readCachePlugin } from './read-cache';

/** A version the test moves by hand, as the notifications would. */
function fixedTracker() {
  let version = '1';
  const tracker: CatalogueVersionTracker = {
    current: async () => version,
    refresh: async () => version,
    onMove: () => () => {},
    listening: () => true,
    start: async () => {},
    stop: async () => {},
  };
  return { tracker, move: (to: string) => (version = to) };
}

/** A gate the route's computation waits at, so the test decides when it finishes. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** The cache's own plugins around one slow route whose computations the test counts and releases. */
async function appWithSlowRoute() {
  const versions = fixedTracker();
  const app = Fastify();
  app.decorateRequest('actor', null);
  await app.register(catalogueVersionPlugin, { tracker: versions.tracker });
  await app.register(apiEtagPlugin, { appVersion: 'test' });
  await app.register(readCachePlugin, { maxBytes: 2 ** 20, maxEntries: 100 });
  const computations: { version: string; gate: ReturnType<typeof gate> }[] = [];
  let current = 'первый ответ';
  app.get('/api/archive/slow', async () => {
    const computation = { version: await versions.tracker.current(), gate: gate() };
    computations.push(computation);
    const answer = current;
    await computation.gate.opened;
    return { answer };
  });
  return { app, versions, computations, setAnswer: (a: string) => (current = a) };
}

/** Lets the event loop run until `done` holds (each step is one turn, not a wall-clock wait). */
async function until(done: () => boolean) {
  for (let turn = 0; !done(); turn++) {
    if (turn > 10_000) throw new Error('never happened');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('read cache under concurrent readers and writes', () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('computes a cold key once: readers arriving meanwhile wait for that one computation', async () => {
    const s = await appWithSlowRoute();
    close = () => s.app.close();
    const readers = Array.from({ length: 5 }, () => s.app.inject({ url: '/api/archive/slow' }));
    await until(() => s.computations.length === 1 && s.app.readCacheUsage().inFlight === 1);
    // Give the other readers every chance to start a computation of their own.
    for (let i = 0; i < 50; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(s.computations).toHaveLength(1);
    s.computations[0]?.gate.open();

    const answers = await Promise.all(readers);
    expect(answers.map((a) => a.json().answer)).toEqual(Array(5).fill('первый ответ'));
    expect(answers.map((a) => a.headers['x-cache']).sort()).toEqual(['miss', 'shared', 'shared', 'shared', 'shared']);
    expect(new Set(answers.map((a) => a.headers.etag))).toEqual(new Set(['"c1-test"']));
    expect(s.app.readCacheUsage()).toMatchObject({ miss: 1, shared: 4, inFlight: 0 });
  });

  it("after a version move, the first reader computes the new answer; readers meanwhile get the previous version's, tagged with it", async () => {
    const s = await appWithSlowRoute();
    close = () => s.app.close();
    const warm = s.app.inject({ url: '/api/archive/slow' });
    await until(() => s.computations.length === 1);
    s.computations[0]?.gate.open();
    await warm;

    s.versions.move('2');
    s.setAnswer('второй ответ');
    const first = s.app.inject({ url: '/api/archive/slow' });
    await until(() => s.computations.length === 2);
    const during = await Promise.all([s.app.inject({ url: '/api/archive/slow' }), s.app.inject({ url: '/api/archive/slow' })]);
    expect(during.map((a) => [a.headers['x-cache'], a.json().answer, a.headers.etag])).toEqual([
      ['stale', 'первый ответ', '"c1-test"'],
      ['stale', 'первый ответ', '"c1-test"'],
    ]);
    expect(s.computations).toHaveLength(2);

    s.computations[1]?.gate.open();
    const fresh = await first;
    expect([fresh.headers['x-cache'], fresh.json().answer, fresh.headers.etag]).toEqual(['miss', 'второй ответ', '"c2-test"']);
    const after = await s.app.inject({ url: '/api/archive/slow' });
    expect([after.headers['x-cache'], after.json().answer]).toEqual(['hit', 'второй ответ']);
  });

  it('releases the waiting readers when the computation fails, and keeps nothing', async () => {
    const versions = fixedTracker();
    const app = Fastify();
    close = () => app.close();
    app.decorateRequest('actor', null);
    await app.register(catalogueVersionPlugin, { tracker: versions.tracker });
    await app.register(readCachePlugin, { maxBytes: 2 ** 20, maxEntries: 100 });
    let calls = 0;
    const failing = gate();
    app.get('/api/archive/failing', async () => {
      calls += 1;
      await failing.opened;
      throw new Error('the database went away');
    });
    const readers = Array.from({ length: 3 }, () => app.inject({ url: '/api/archive/failing' }));
    await until(() => calls === 1);
    failing.open();
    const answers = await Promise.all(readers);
    expect(answers.map((a) => a.statusCode)).toEqual([500, 500, 500]);
    expect(app.readCacheUsage().entries).toBe(0);
    expect(app.readCacheUsage().inFlight).toBe(0);
  });
});

describe('ownedBytes', () => {
  it('holds a small answer in memory of its own, never a slice of a shared slab', () => {
    const text = JSON.stringify({ name: 'Кожух', number: 'АЕ 3310' });
    const bytes = ownedBytes(text);
    expect(bytes.toString()).toBe(text);
    expect(bytes.buffer.byteLength).toBe(Buffer.byteLength(text));
  });
});
