import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueVersionRepository } from '../src/modules/catalogue/catalogue-version.repository';
import { buildPhoto, buildProduct, linkPhotos } from './catalogue-factories';
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

  it('is shared knowledge between processes: a write through another app on the same database invalidates it', async () => {
    const product = await buildProduct(t.database, { name: 'Первый процесс' });
    await read(`/products/${product.id}`);
    // What another server process does after its write commits.
    await t.database.db.execute(sql`update products set name = 'Второй процесс' where id = ${product.id}`);
    expect((await read(`/products/${product.id}`)).json().name).toBe('Первый процесс');
    await createCatalogueVersionRepository(t.database.db).bump();
    expect((await read(`/products/${product.id}`)).json().name).toBe('Второй процесс');
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
    await read(`/products/${product.id}`);
    const refused = await t.app.inject({ method: 'PUT', url: `/api/archive/products/${product.id}`, payload: { name: 'x' } });
    expect(refused.statusCode).toBe(401);
    expect((await read(`/products/${product.id}`)).headers['x-cache']).toBe('hit');
  });
});
