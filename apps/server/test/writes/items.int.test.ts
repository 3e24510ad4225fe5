import { ENGLISH_KEYS, RECORDED_KEYS } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import {
  buildDetail,
  buildManufacturer,
  buildPhoto,
  buildProduct,
  buildStamp,
  buildSubtype,
  buildType,
  linkPhotos,
} from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';

describe('product and detail writes', () => {
  const t = useTestApp();
  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: Record<string, string>, payload?: unknown) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('creates, updates and deletes a product, answering the product page and recording each write', async () => {
    const { auth, user } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const maker = await buildManufacturer(t.database);
    const photo = await buildPhoto(t.database, { published: false });
    const created = await send('POST', '/products', auth, {
      name: '  Пулемёт Максима обр. 1910  ',
      description: '<p>Ствол <b>Тулы</b></p>',
      source: '',
      belongsTo: 'maxim',
      number: '',
      year: '1910',
      parent: null,
      manufacturer: { id: maker.id, name: 'ignored' },
      photos: [{ id: photo.id }, { id: photo.id }],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({
      name: 'Пулемёт Максима обр. 1910',
      description: '<p>Ствол <b>Тулы</b></p>',
      source: null,
      number: null,
      year: 1910,
      belongsTo: 'максим',
      manufacturer: { id: maker.id, name: maker.name },
      parent: null,
      details: [],
    });
    // A moderator's write publishes the photos it uses.
    expect(product.photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);
    expect((await t.app.inject({ url: `/api/archive/photos/${photo.id}` })).statusCode).toBe(200);

    t.clock.advance(60_000);
    const updated = await send('PUT', `/products/${product.id}`, auth, { ...product, name: 'Максим', year: null, photos: [] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Максим', year: null, photos: [], manufacturer: { id: maker.id } });
    expect(updated.json().updatedAt).not.toBe(product.updatedAt);

    expect((await send('DELETE', `/products/${product.id}`, auth)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/archive/products/${product.id}` })).statusCode).toBe(404);
    expect((await send('DELETE', `/products/${product.id}`, auth)).statusCode).toBe(404);

    // A deleted item's history is for moderators only.
    const history = (await t.app.inject({ url: `/api/archive/products/${product.id}/history`, headers: auth })).json();
    expect(history.map((r: { action: string }) => r.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(history[2]).toMatchObject({
      before: null,
      after: { name: 'Пулемёт Максима обр. 1910', photoIds: [photo.id] },
      user: { username: user.username },
    });
    expect(history[1]).toMatchObject({ before: { name: 'Пулемёт Максима обр. 1910' }, after: { name: 'Максим', photoIds: [] } });
    expect(history[0]).toMatchObject({ before: { name: 'Максим' }, after: null, changeRequestId: null });
  });

  it('refuses a product that would be its own ancestor (400 CYCLE)', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const grand = await buildProduct(t.database);
    const parent = await buildProduct(t.database, { parentId: grand.id });
    const child = await buildProduct(t.database, { parentId: parent.id });
    const self = await send('PUT', `/products/${grand.id}`, auth, { name: grand.name, parent: { id: grand.id } });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('CYCLE');
    const loop = await send('PUT', `/products/${grand.id}`, auth, { name: grand.name, parent: { id: child.id } });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toMatchObject({ code: 'CYCLE', errors: [{ path: '/parent' }] });
    // Re-parenting lower in the tree is fine.
    expect((await send('PUT', `/products/${child.id}`, auth, { name: child.name, parent: { id: grand.id } })).statusCode).toBe(200);
  });

  it('deleting a product detaches its children, details and photo links', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const gun = await buildProduct(t.database);
    const mount = await buildProduct(t.database, { parentId: gun.id });
    const detail = await buildDetail(t.database, { productId: gun.id });
    const photo = await buildPhoto(t.database);
    await linkPhotos(t.database, 'product', gun.id, [photo.id]);
    expect((await send('DELETE', `/products/${gun.id}`, auth)).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/archive/products/${mount.id}` })).json().parent).toBeNull();
    expect((await t.app.inject({ url: `/api/archive/details/${detail.id}` })).json().product).toBeNull();
    expect((await t.app.inject({ url: `/api/archive/photos/${photo.id}` })).json().products).toEqual([]);
    const [revision] = (await t.app.inject({ url: `/api/archive/products/${gun.id}/history`, headers: auth })).json();
    expect(revision.before).toMatchObject({ childIds: [mount.id], detailIds: [detail.id], photoIds: [photo.id] });
  });

  it('refuses unknown references with 400 UNKNOWN_REFERENCE naming the fields, writing nothing', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const name = `Нет такого ${Date.now()}`;
    const res = await send('POST', '/products', auth, { name, manufacturer: { id: 999_999 }, photos: [{ id: 999_998 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('UNKNOWN_REFERENCE');
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['/manufacturer', '/photos']);
    const list = (await t.app.inject({ url: `/api/archive/products?q=${encodeURIComponent(name)}` })).json();
    expect(list.totalElements).toBe(0);
  });

  it('validates the write shapes: name required, year an integer, belongsTo known', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    for (const body of [
      {},
      { name: '   ' },
      { name: 'x', year: 19.5 },
      { name: 'x', year: 'tenth' },
      { name: 'x', belongsTo: 'пушка' },
      { name: 'x', photos: [{ id: -1 }] },
    ]) {
      const res = await send('POST', '/products', auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send('POST', '/details', auth, { name: 'без типа' })).json()).toMatchObject({
      status: 400,
      errors: [{ path: '/body/type' }],
    });
  });

  it('refuses implausible years, outside 1800 to the current year, on every write path', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const user = await signIn(t.database, 'USER', t.clock.now());
    const type = await buildType(t.database);
    const detail = await buildDetail(t.database, { typeId: type.id, year: 1904 });
    const nextYear = new Date().getUTCFullYear() + 1;
    const rangeMessage = `Год: от 1800 до ${nextYear - 1}`;
    for (const year of [99, 1799, nextYear + 1, 'abcd', '99']) {
      const res = await send('POST', '/products', auth, { name: 'Максим', year });
      expect(res.statusCode, String(year)).toBe(400);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
    expect((await send('POST', '/products', auth, { name: 'Максим', year: 99 })).json().errors).toEqual([
      { path: '/body/year', message: rangeMessage },
    ]);
    expect((await send('PUT', `/details/${detail.id}`, auth, { type: { id: type.id }, year: 2999 })).statusCode).toBe(400);
    const proposal = await send('POST', '/change-requests', user.auth, {
      action: 'UPDATE',
      entityType: 'DETAIL',
      entityId: detail.id,
      payload: { type: { id: type.id }, year: 'abcd' },
    });
    expect(proposal.statusCode).toBe(400);
    expect(proposal.json().errors).toEqual([{ path: '/payload/year', message: 'Год: четыре цифры' }]);
    const detailNow = (await t.app.inject({ url: `/api/archive/details/${detail.id}` })).json();
    expect(detailNow.year).toBe(1904);
    expect((await send('POST', '/products', auth, { name: 'Максим', year: 1800 })).statusCode).toBe(201);
  });

  it('creates and updates a detail with type, subtype, stamps and photos; the subtype must be of the type', async () => {
    const { auth, user } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database, { belongsTo: 'станок' });
    const subtype = await buildSubtype(t.database, type.id);
    const otherSubtype = await buildSubtype(t.database, (await buildType(t.database)).id);
    const [s1, s2] = [await buildStamp(t.database), await buildStamp(t.database)];
    const product = await buildProduct(t.database);
    const photo = await buildPhoto(t.database);
    const created = await send('POST', '/details', auth, {
      type: { id: type.id },
      subtype: { id: subtype.id },
      product: { id: product.id },
      serialNumber: '1234',
      year: 1916,
      name: 'Щит',
      stamps: [{ id: s1.id }, { id: s2.id }],
      photos: [{ id: photo.id }],
    });
    expect(created.statusCode).toBe(201);
    const detail = created.json();
    expect(detail).toMatchObject({
      name: 'Щит',
      number: '1234',
      serialNumber: '1234',
      year: 1916,
      belongsTo: 'станок',
      type: { id: type.id, belongsTo: 'станок' },
      subtype: { id: subtype.id },
      product: { id: product.id },
    });
    expect(detail.stamps.map((s: { id: number }) => s.id).sort()).toEqual([s1.id, s2.id].sort());
    expect(detail.photos.map((p: { id: number }) => p.id)).toEqual([photo.id]);

    const mismatch = await send('PUT', `/details/${detail.id}`, auth, { ...detail, subtype: { id: otherSubtype.id } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('SUBTYPE_MISMATCH');

    const updated = await send('PUT', `/details/${detail.id}`, auth, { ...detail, subtype: null, stamps: [{ id: s2.id }], photos: [] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ subtype: null, stamps: [{ id: s2.id }], photos: [] });
    expect((await send('DELETE', `/details/${detail.id}`, auth)).statusCode).toBe(204);
    const history = (await t.app.inject({ url: `/api/archive/details/${detail.id}/history`, headers: auth })).json();
    expect(history.map((r: { action: string }) => r.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(history[1]).toMatchObject({
      before: { subtypeId: subtype.id, stampIds: expect.any(Array) },
      after: { subtypeId: null, stampIds: [s2.id] },
    });
    expect(history.every((r: { user: { username: string } }) => r.user.username === user.username)).toBe(true);
    expect((await send('PUT', '/details/999999', auth, { type: { id: type.id } })).statusCode).toBe(404);
  });

  it('records the same revision fields for every product and detail write: columns, links, and what a delete detaches', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database);
    const stamp = await buildStamp(t.database);
    const photo = await buildPhoto(t.database);
    const product = (await send('POST', '/products', auth, { name: 'Станок', photos: [{ id: photo.id }] })).json();
    const detail = (
      await send('POST', '/details', auth, { type: { id: type.id }, product: { id: product.id }, stamps: [{ id: stamp.id }] })
    ).json();
    expect((await send('DELETE', `/products/${product.id}`, auth)).statusCode).toBe(204);
    expect((await send('DELETE', `/details/${detail.id}`, auth)).statusCode).toBe(204);

    const revisions = async (entity: 'products' | 'details', id: number) =>
      (await t.app.inject({ url: `/api/archive/${entity}/${id}/history`, headers: auth })).json() as {
        action: string;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }[];
    const keys = (value: Record<string, unknown> | null) => Object.keys(value ?? {}).sort();
    const itemColumns = [
      'id',
      'name',
      'number',
      'year',
      'belongsTo',
      'manufacturerId',
      'description',
      'source',
      ...ENGLISH_KEYS,
      ...RECORDED_KEYS,
      'photoIds',
    ];
    const [productDelete, productCreate] = await revisions('products', product.id);
    expect(keys(productCreate?.after ?? null)).toEqual([...itemColumns, 'parentId'].sort());
    expect(productDelete?.before).toMatchObject({ childIds: [], detailIds: [detail.id], photoIds: [photo.id] });
    expect(keys(productDelete?.before ?? null)).toEqual([...itemColumns, 'parentId', 'childIds', 'detailIds'].sort());
    const [detailDelete, detailCreate] = await revisions('details', detail.id);
    const detailKeys = [...itemColumns, 'typeId', 'subtypeId', 'productId', 'stampIds'].sort();
    expect(keys(detailCreate?.after ?? null)).toEqual(detailKeys);
    // The product's delete detached the detail before the detail's own delete.
    expect(detailDelete?.before).toMatchObject({ productId: null, stampIds: [stamp.id], photoIds: [] });
    expect(keys(detailDelete?.before ?? null)).toEqual(detailKeys);
    expect(detailDelete?.after).toBeNull();
  });

  it('sanitises descriptions on every write: scripts, on* handlers, javascript: URLs and SVG are removed', async () => {
    const { auth } = await signIn(t.database, 'ADMIN', t.clock.now());
    const hostile =
      '<p onclick="steal()">Текст<script>alert(1)</script></p><a href="javascript:alert(1)">ссылка</a>' +
      '<img src="x" onerror="alert(1)"><svg><circle onload="alert(1)"/></svg><a href="https://example.org" onmouseover="x()">ok</a>' +
      '<img src="/uploads/abc.jpg"><iframe src="https://evil.example"></iframe><style>body{}</style>';
    const check = (html: string) => {
      expect(html).not.toMatch(/script|onclick|onerror|onload|onmouseover|javascript:|<svg|<circle|iframe|<style/i);
      expect(html).toContain('Текст');
      expect(html).toContain('href="https://example.org"');
      expect(html).toContain('<img src="/uploads/abc.jpg" />');
    };
    const product = await send('POST', '/products', auth, { name: 'Опасное', description: hostile });
    check(product.json().description);
    const updated = await send('PUT', `/products/${product.json().id}`, auth, { name: 'Опасное', description: hostile });
    check(updated.json().description);
    const type = await buildType(t.database);
    check((await send('POST', '/details', auth, { type: { id: type.id }, description: hostile })).json().description);
    check((await send('POST', '/manufacturers', auth, { name: `Опасный завод ${Date.now()}`, description: hostile })).json().description);
    check((await send('POST', '/stamps', auth, { name: `Опасное клеймо ${Date.now()}`, description: hostile })).json().description);
    check(
      (await send('POST', '/detail-types', auth, { name: `Опасный тип ${Date.now()}`, belongsTo: 'zip', description: hostile })).json()
        .description,
    );
    // Nothing but markup that sanitises away is stored as null.
    expect((await send('POST', '/products', auth, { name: 'Пусто', description: '<script>x</script>' })).json().description).toBeNull();
  });
});
