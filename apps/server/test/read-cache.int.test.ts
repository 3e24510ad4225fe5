import { scaled } from '@museum/test-kit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPhoto, buildProduct, linkPhotos } from './catalogue-factories';
import { untilVersionHeard } from './catalogue-version-heard';
import { signIn } from './factories';
import { createTestApp, type TestApp } from './harness';

/** The read cache of anonymous catalogue answers (ADR 009), on a real database. */
describe('read cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ readCacheMb: 4 });
  });
  afterAll(() => t.close());

  const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url: `/api/archive${url}`, headers });

  it('answers a repeated anonymous read from memory, with the same body', async () => {
    const product = await buildProduct(t.database, { name: 'Максим из кэша' });
    await untilVersionHeard(t);
    const first = await read(`/products/${product.id}`);
    const second = await read(`/products/${product.id}`);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(second.json().name).toBe('Максим из кэша');
  });

  it('serves what a write changed to the next read, the writer and everyone else', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database, { name: 'До правки' });
    await untilVersionHeard(t);
    await read(`/products/${product.id}`);
    expect((await read(`/products/${product.id}`)).headers['x-cache']).toBe('hit');

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/archive/products/${product.id}`,
      headers: auth,
      payload: { name: 'После правки', belongsTo: 'максим', photos: [] },
    });
    expect(saved.statusCode).toBe(200);
    const after = await read(`/products/${product.id}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().name).toBe('После правки');
  });

  it('is shared knowledge between processes: a write by another process (plain SQL) invalidates it', async () => {
    const product = await buildProduct(t.database, { name: 'Первый процесс' });
    await read(`/products/${product.id}`);
    // What another server process does; the version triggers move the version on its commit.
    await t.database.db.execute(sql`update products set name = 'Второй процесс' where id = ${product.id}`);
    await vi.waitFor(async () => expect((await read(`/products/${product.id}`)).json().name).toBe('Второй процесс'), {
      timeout: scaled(5_000),
      interval: 20,
    });
  });

  it('never caches for a signed-in caller, who may see unpublished photos', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database);
    const hidden = await buildPhoto(t.database, { published: false });
    await linkPhotos(t.database, 'product', product.id, [hidden.id]);

    expect((await read(`/products/${product.id}`)).json().photos).toEqual([]);
    const signedIn = await read(`/products/${product.id}`, auth);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.json().photos.map((p: { id: number }) => p.id)).toEqual([hidden.id]);
    // And the anonymous answer stays the anonymous one.
    expect((await read(`/products/${product.id}`)).json().photos).toEqual([]);
  });

  it('keeps neither refusals nor errors, and a refused write does not empty it', async () => {
    expect((await read('/products/999999')).statusCode).toBe(404);
    expect((await read('/products/999999')).headers['x-cache']).toBeUndefined();
    expect((await read('/products/search?page=-1')).statusCode).toBe(400);

    const product = await buildProduct(t.database);
    await untilVersionHeard(t);
    await read(`/products/${product.id}`);
    const refused = await t.app.inject({ method: 'PUT', url: `/api/archive/products/${product.id}`, payload: { name: 'x' } });
    expect(refused.statusCode).toBe(401);
    expect((await read(`/products/${product.id}`)).headers['x-cache']).toBe('hit');
  });

  it('keys on the validated query: unknown parameters are dropped and the order does not matter', async () => {
    const product = await buildProduct(t.database, { name: 'Один ключ' });
    await untilVersionHeard(t);
    expect((await read(`/products/${product.id}?junk=${'x'.repeat(15_000)}`)).headers['x-cache']).toBe('miss');
    expect((await read(`/products/${product.id}?other=${'y'.repeat(15_000)}`)).headers['x-cache']).toBe('hit');
    expect((await read(`/products/${product.id}`)).headers['x-cache']).toBe('hit');

    const first = await read(`/products/search?q=${encodeURIComponent('Один')}&size=5&junk=1`);
    expect(first.headers['x-cache']).toBe('miss');
    const reordered = await read(`/products/search?size=5&noise=${'z'.repeat(10_000)}&q=${encodeURIComponent('Один')}`);
    expect(reordered.headers['x-cache']).toBe('hit');
    expect(reordered.body).toBe(first.body);
    // A different value of a known parameter is a different answer.
    expect((await read(`/products/search?q=${encodeURIComponent('Один')}&size=6`)).headers['x-cache']).toBe('miss');
  });

  it('replays a download with its type, disposition and language, kept and tagged per language', async () => {
    const url = '/imports/template.csv';
    const ru = await read(url);
    const ruAgain = await read(url);
    expect(ruAgain.headers['x-cache']).toBe('hit');
    for (const answer of [ru, ruAgain]) {
      expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(String(answer.headers.vary)).toMatch(/Accept-Language/);
    }
    expect(ruAgain.body).toBe(ru.body);
    expect(ru.body).toContain('Номер записи');

    const en = await read(url, { 'accept-language': 'en' });
    expect(en.headers['x-cache']).toBe('miss');
    expect(en.body).toContain('Record number');
    expect((await read(url, { 'accept-language': 'en' })).body).toBe(en.body);
    // A browser that kept the Russian file asks again in English: it gets the English one, not a 304.
    expect(en.headers.etag).not.toBe(ru.headers.etag);
    expect((await read(url, { 'accept-language': 'en', 'if-none-match': String(ru.headers.etag) })).statusCode).toBe(200);
    expect((await read(url, { 'if-none-match': String(ru.headers.etag) })).statusCode).toBe(304);
  });
});

/** Long keys count against the budget and the number of entries is capped (issue 15, point 1). */
describe('read cache budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ readCacheMb: 1, readCacheEntries: 500 });
  });
  afterAll(() => t.close());

  it('stays within its byte budget when filled with long distinct keys', async () => {
    const budget = 2 ** 20;
    // Each search text is a distinct valid key of 1000 characters (the longest the contract allows).
    for (let i = 0; i < 600; i++) {
      const q = `${String(i).padStart(4, '0')}${'щ'.repeat(996)}`;
      const answer = await t.app.inject({ url: `/api/archive/products/search?q=${encodeURIComponent(q)}&junk=${'j'.repeat(5_000)}` });
      expect(answer.statusCode).toBe(200);
    }
    const usage = t.app.readCacheUsage();
    expect(usage.bytes).toBeLessThanOrEqual(budget);
    // Keys (over 2 KB each here) are counted: about 400 such entries fit in 1 MB, not 600.
    expect(usage.entries).toBeGreaterThan(300);
    expect(usage.entries).toBeLessThan(480);
    expect(usage.bytes).toBeGreaterThan(usage.entries * 2_000);
  }, 180_000);

  it('caps the number of entries however small the answers', async () => {
    // Distinct pages of the gallery: each a small (empty) answer, far under the byte budget
    // (pages and sizes varied to stay inside the 10 000-row result window, ADR 022).
    for (let i = 0; i < 600; i++) {
      const answer = await t.app.inject({ url: `/api/archive/photos/page?page=${i % 200}&size=${1 + Math.floor(i / 200)}` });
      if (answer.statusCode !== 200) throw new Error(`request ${i}: ${answer.statusCode} ${answer.body}`);
    }
    const usage = t.app.readCacheUsage();
    expect(usage.entries).toBe(500);
    expect(usage.bytes).toBeLessThan(2 ** 20 / 2);
  }, 180_000);
});
