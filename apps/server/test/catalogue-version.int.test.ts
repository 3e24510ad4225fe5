import { scaled } from '@museum/test-kit';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogueVersionRepository } from '../src/modules/catalogue/catalogue-version.repository';
import { buildProduct } from './catalogue-factories';
import { untilVersionHeard } from './catalogue-version-heard';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { testDriver } from './test-database';
import { testImage, upload } from './upload-helpers';

/**
 * The published catalogue's version (ADR 023): moved by the database when a transaction changes
 * what anonymous visitors see, and only then; kept in memory by the server, which reads it after
 * its own writes and hears everyone else's.
 */
describe(`the published catalogue version on ${testDriver}`, () => {
  const t = useTestApp({ readCacheMb: 4 });
  const stored = () => createCatalogueVersionRepository(t.database.db).current();
  const read = (url: string) => t.app.inject({ url: `/api/archive${url}` });
  const send = (method: 'POST' | 'PUT', url: string, auth: Record<string, string>, payload: object) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, payload });
  const proposeRename = (auth: Record<string, string>, productId: number, name: string, photos: { id: number }[] = []) =>
    send('POST', '/change-requests', auth, {
      action: 'UPDATE',
      entityType: 'PRODUCT',
      entityId: productId,
      payload: { name, belongsTo: 'максим', photos },
    });

  it("stays for a plain user's unpublished upload and proposal: the cached answer is still served", async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database, { name: 'Станок до предложения' });
    await untilVersionHeard(t);
    await read(`/products/${product.id}`);
    const before = await stored();

    const photo = await upload(t.app, user.auth, await testImage());
    expect(photo.statusCode).toBe(201);
    expect(photo.json().published).toBe(false);
    expect((await proposeRename(user.auth, product.id, 'Предложенное имя', [{ id: photo.json().id }])).statusCode).toBe(201);

    expect(await stored()).toBe(before);
    const after = await read(`/products/${product.id}`);
    expect(after.headers['x-cache']).toBe('hit');
    expect(after.json().name).toBe('Станок до предложения');
  });

  it("moves for a moderator's edit, and the very next anonymous read shows it", async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database, { name: 'Станок до правки' });
    await untilVersionHeard(t);
    const first = await read(`/products/${product.id}`);
    const before = await stored();

    const saved = await send('PUT', `/products/${product.id}`, moderator.auth, {
      name: 'Станок после правки',
      belongsTo: 'максим',
      photos: [],
    });
    expect(saved.statusCode).toBe(200);

    expect(BigInt(await stored())).toBe(BigInt(before) + 1n);
    const after = await read(`/products/${product.id}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.json().name).toBe('Станок после правки');
    expect(after.headers.etag).not.toBe(first.headers.etag);
  });

  it('moves when a proposal is approved (its photo published), not before', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database, { name: 'Станок без снимка' });
    const photo = (await upload(t.app, user.auth, await testImage())).json();
    const proposal = (await proposeRename(user.auth, product.id, 'Станок со снимком', [{ id: photo.id }])).json();
    await read(`/products/${product.id}`);
    const before = await stored();

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/archive/change-requests/${proposal.id}/approve`,
      headers: moderator.auth,
    });
    expect(approved.statusCode).toBe(200);

    expect(BigInt(await stored())).toBe(BigInt(before) + 1n);
    const after = (await read(`/products/${product.id}`)).json();
    expect(after.name).toBe('Станок со снимком');
    expect(after.photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);
  });

  it("moves for a moderator's upload, which is published at once", async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const before = await stored();
    expect((await upload(t.app, moderator.auth, await testImage())).json().published).toBe(true);
    expect(BigInt(await stored())).toBe(BigInt(before) + 1n);
  });

  it('moves once per transaction however many published rows it changes', async () => {
    const products = [await buildProduct(t.database), await buildProduct(t.database), await buildProduct(t.database)];
    const before = await stored();
    await t.database.rawQuery(`update products set year = 1910 where id = any($1::int[])`, [products.map((p) => p.id)]);
    expect(BigInt(await stored())).toBe(BigInt(before) + 1n);
  });

  it('hears a write made outside this server (plain SQL, as another process would): readers get it without a request of its own', async () => {
    const product = await buildProduct(t.database, { name: 'Первый процесс' });
    await untilVersionHeard(t);
    await read(`/products/${product.id}`);
    expect((await read(`/products/${product.id}`)).headers['x-cache']).toBe('hit');

    // Heard, not polled: the driver's LISTEN is in use (PGlite's own, or a PostgreSQL connection).
    expect(t.app.catalogueVersion.listening()).toBe(true);
    await t.database.rawQuery(`update products set name = 'Второй процесс' where id = $1`, [product.id]);
    // The notification arrives after the commit, on its own connection: wait for it, not for a TTL.
    await vi.waitFor(async () => expect((await read(`/products/${product.id}`)).json().name).toBe('Второй процесс'), {
      timeout: scaled(5_000),
      interval: 20,
    });
  });

  it.runIf(testDriver === 'postgres')(
    'reads the version on its own while its listening connection is gone, and listens again',
    async () => {
      const product = await buildProduct(t.database, { name: 'До обрыва' });
      await untilVersionHeard(t);
      await read(`/products/${product.id}`);
      expect(t.app.catalogueVersion.listening()).toBe(true);

      await t.database.rawQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`,
      );
      await vi.waitFor(() => expect(t.app.catalogueVersion.listening()).toBe(false), { timeout: scaled(5_000), interval: 20 });
      // No notification can be heard now: the short TTL brings the write in.
      await t.database.rawQuery(`update products set name = 'После обрыва' where id = $1`, [product.id]);
      await vi.waitFor(async () => expect((await read(`/products/${product.id}`)).json().name).toBe('После обрыва'), {
        timeout: scaled(5_000),
        interval: 50,
      });
      await vi.waitFor(() => expect(t.app.catalogueVersion.listening()).toBe(true), { timeout: scaled(20_000), interval: 100 });
    },
    scaled(60_000),
  );
});
