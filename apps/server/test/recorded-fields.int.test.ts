import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalogue } from '../src/db/catalogue-dump';
import { importCatalogue } from '../src/db/catalogue-import';
import { createLocalStorage } from '../src/lib/local-storage';
import { createServicesHere } from '../src/services';
import { buildDetail, buildPhoto, buildProduct, buildType, linkPhotos } from './catalogue-factories';
import { signIn } from './factories';
import { createTestApp, type TestApp, useTestApp } from './harness';
import { getJson, qs } from './http';
import { writeWebDist } from './serving/web-dist-fixture';

/** What collectors record (issue 31): condition, markings, provenance on products and details. */
describe('recorded fields: condition, markings, provenance', () => {
  const t = useTestApp();
  const send = (method: 'POST' | 'PUT', url: string, auth: Record<string, string>, payload: object) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, payload });
  const ids = async (url: string, params: Record<string, string | number>) => {
    const { status, body } = await getJson(t.app, `/api/archive${url}?${qs(params)}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.content.map((item: { id: number }) => item.id);
  };

  it('are written, read back normalised, and empty on rows written before them', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database);
    const old = await buildDetail(t.database, { typeId: type.id });
    expect((await getJson(t.app, `/api/archive/details/${old.id}`)).body).toMatchObject({
      condition: null,
      markings: null,
      provenance: null,
    });

    const created = await send('POST', '/details', auth, {
      type: { id: type.id },
      condition: 'раскопочное',
      markings: '  ТОЗ\r\nАЕ 3310   \r\n\r\n\r\n1915  ',
      provenance: 'Найден под Ржевом в 1998 г.\nКоллекция И. Петрова <b>',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      condition: 'раскопочное',
      markings: 'ТОЗ\nАЕ 3310\n\n1915',
      provenance: 'Найден под Ржевом в 1998 г.\nКоллекция И. Петрова <b>',
    });
    const product = await send('POST', '/products', auth, { name: 'Пулемёт', condition: 'отличное', markings: '№ 1234', provenance: '' });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json()).toMatchObject({ condition: 'отличное', markings: '№ 1234', provenance: null });
    const cleared = await send('PUT', `/products/${product.json().id}`, auth, { name: 'Пулемёт', condition: '' });
    expect(cleared.json()).toMatchObject({ condition: null, markings: null, provenance: null });

    const bad = await send('POST', '/products', auth, { name: 'Пулемёт', condition: 'новое' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('Состояние');
    const long = await send('POST', '/details', auth, { type: { id: type.id }, markings: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
  });

  it('filter search, details, products and the gallery by condition=, and show it on cards', async () => {
    const type = await buildType(t.database);
    const good = await buildDetail(t.database, { typeId: type.id, condition: 'хорошее', year: 1911 });
    const poor = await buildDetail(t.database, { typeId: type.id, condition: 'плохое', year: 1911 });
    const goodProduct = await buildProduct(t.database, { condition: 'хорошее', year: 1911 });
    await buildProduct(t.database, { year: 1911 });
    const photo = await buildPhoto(t.database);
    const other = await buildPhoto(t.database);
    await linkPhotos(t.database, 'detail', good.id, [photo.id]);
    await linkPhotos(t.database, 'detail', poor.id, [other.id]);

    expect(await ids('/details/page', { type: type.id, condition: 'хорошее' })).toEqual([good.id]);
    expect(await ids('/details/page', { type: type.id, condition: 'плохое' })).toEqual([poor.id]);
    expect(await ids('/products/search', { year: 1911, condition: 'хорошее' })).toEqual([goodProduct.id]);
    const all = await getJson(t.app, `/api/archive/search/all?${qs({ year: 1911, condition: 'хорошее', sort: 'id,asc' })}`);
    expect(all.body.content.map((c: { id: number; kind: string }) => [c.kind, c.id])).toEqual([
      ['product', goodProduct.id],
      ['detail', good.id],
    ]);
    expect(all.body.content[1]).toMatchObject({ condition: 'хорошее' });
    expect(await ids('/photos/page', { condition: 'хорошее' })).toEqual([photo.id]);
    expect(await ids('/photos/page', { condition: 'плохое' })).toEqual([other.id]);
    for (const url of ['/details/page', '/products/search', '/search/all', '/photos/page', '/export']) {
      const res = await getJson(t.app, `/api/archive${url}?condition=${encodeURIComponent('новое')}`);
      expect(res.status, url).toBe(400);
      expect(res.body.detail, url).toContain('Состояние');
    }
  });

  it('find markings by words and as the number search forgives: Latin look-alikes, spaces, hyphens', async () => {
    const type = await buildType(t.database);
    const marked = await buildDetail(t.database, { typeId: type.id, markings: 'Клеймо приёмки\nАЕ 3310 ТОЗ 1915' });
    const product = await buildProduct(t.database, { markings: 'КМ-1443' });
    const provenance = await buildDetail(t.database, { typeId: type.id, provenance: 'Найден поисковиками под Ржевом' });
    await buildDetail(t.database, { typeId: type.id, markings: 'ВЕ 9999' });
    const found = (q: string) => ids('/details/page', { type: type.id, q });

    // Latin A and E, no space, a hyphen, lower case: all one inscription.
    for (const q of ['AE3310', 'AE 3310', 'ae-3310', 'АЕ3310', 'АЕ-3310-ТОЗ', 'AE331']) expect(await found(q), q).toEqual([marked.id]);
    expect(await found('приёмка'), 'a word of it').toEqual([marked.id]);
    expect(await found('3310'), 'a number in it').toEqual([marked.id]);
    expect(await found('Ржев'), 'provenance words').toEqual([provenance.id]);
    expect(await found('AE 3311')).toEqual([]);
    expect(await ids('/products/search', { q: 'KM1443' })).toEqual([product.id]);
    expect(await ids('/products/search', { q: 'km 1443', sort: 'relevance,desc' })).toEqual([product.id]);
  });

  it('are in the export, CSV and JSON Lines', async () => {
    const type = await buildType(t.database);
    const detail = await buildDetail(t.database, {
      typeId: type.id,
      condition: 'плохое',
      markings: 'ТОЗ\n1915',
      provenance: 'Из собрания Н.',
    });
    const json = await t.app.inject({ url: `/api/archive/export?format=jsonl&type=${type.id}` });
    expect(JSON.parse(json.body.trim())).toMatchObject({
      id: detail.id,
      condition: 'плохое',
      markings: 'ТОЗ\n1915',
      provenance: 'Из собрания Н.',
    });
    const csv = await t.app.inject({ url: `/api/archive/export?format=csv&type=${type.id}` });
    const [header] = csv.body.split('\r\n');
    expect(header).toContain('Состояние,Надписи и маркировка,Происхождение');
    expect(csv.body).toContain(',плохое,"ТОЗ\n1915",Из собрания Н.,');
  });

  it('are recorded in the history and carried by a proposal to the item', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database);
    const detail = await buildDetail(t.database, { typeId: type.id, condition: 'хорошее' });
    const proposed = await t.app.inject({
      method: 'POST',
      url: '/api/archive/change-requests',
      headers: user.auth,
      payload: {
        action: 'UPDATE',
        entityType: 'DETAIL',
        entityId: detail.id,
        payload: { type: { id: type.id }, condition: 'удовлетворительное', markings: 'AE 3310', provenance: 'Куплен\r\nв 2001 г.' },
      },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(JSON.parse(proposed.json().payloadJson)).toMatchObject({
      condition: 'удовлетворительное',
      markings: 'AE 3310',
      provenance: 'Куплен\nв 2001 г.',
    });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/archive/change-requests/${proposed.json().id}/approve`,
      headers: moderator.auth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await getJson(t.app, `/api/archive/details/${detail.id}`)).body).toMatchObject({
      condition: 'удовлетворительное',
      markings: 'AE 3310',
    });
    const [revision] = (await getJson(t.app, `/api/archive/details/${detail.id}/history`)).body;
    expect(revision).toMatchObject({
      action: 'UPDATE',
      before: { condition: 'хорошее', markings: null, provenance: null },
      after: { condition: 'удовлетворительное', markings: 'AE 3310', provenance: 'Куплен\nв 2001 г.' },
    });
  });

  it('are in the OpenAPI document of the pages, the writes and the filters', async () => {
    const text = (await t.app.inject({ url: '/api/openapi.json' })).body;
    for (const value of ['раскопочное', '"markings"', '"provenance"']) expect(text).toContain(value);
  });
});

describe('recorded fields in the catalogue dump', () => {
  let source: TestApp;
  let target: TestApp;
  let work: string;
  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(), createTestApp()]);
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-recorded-'));
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
    await fs.rm(work, { recursive: true, force: true });
  });

  it('survive export and import', async () => {
    const type = await buildType(source.database);
    const detail = await buildDetail(source.database, {
      typeId: type.id,
      condition: 'раскопочное',
      markings: 'AE 3310',
      provenance: 'Ржев',
    });
    const product = await buildProduct(source.database, { condition: 'не использовалось', markings: 'ТОЗ\n1915' });
    const storage = (app: TestApp) => createLocalStorage(path.join(app.dataDir, 'uploads'));
    await exportCatalogue(source.database, storage(source), work);
    const services = createServicesHere({ database: target.database, storage: storage(target) });
    await importCatalogue(target.database, storage(target), work, services.bumpCatalogueVersion);
    expect((await getJson(target.app, `/api/archive/details/${detail.id}`)).body).toMatchObject({
      condition: 'раскопочное',
      markings: 'AE 3310',
      provenance: 'Ржев',
    });
    expect((await getJson(target.app, `/api/archive/products/${product.id}`)).body).toMatchObject({
      condition: 'не использовалось',
      markings: 'ТОЗ\n1915',
    });
    // The search vector is rebuilt on import: the inscription is found by its forgiving key.
    const found = await getJson(target.app, '/api/archive/details/page?q=ae-3310');
    expect(found.body.content.map((c: { id: number }) => c.id)).toEqual([detail.id]);
  });
});

describe('recorded fields in the JSON-LD of an item page', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await writeWebDist(await fs.mkdtemp(path.join(os.tmpdir(), 'museum-web-')));
    t = await createTestApp({ webDist, publicUrl: 'https://museum.example' });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const jsonLdOf = async (url: string) => {
    const res = await t.app.inject({ url });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    return { head, jsonLd: JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? 'null') };
  };

  it('gives the condition as an OfferItemCondition and the inscriptions and provenance as additional properties', async () => {
    const type = await buildType(t.database);
    const detail = await buildDetail(t.database, {
      typeId: type.id,
      condition: 'раскопочное',
      markings: 'АЕ 3310 </script><script>alert(1)</script>',
      provenance: 'Ржев',
    });
    const { head, jsonLd } = await jsonLdOf(`/details/${detail.id}`);
    expect(jsonLd).toMatchObject({
      itemCondition: 'https://schema.org/DamagedCondition',
      additionalProperty: expect.arrayContaining([
        { '@type': 'PropertyValue', name: 'Состояние', value: 'раскопочное' },
        { '@type': 'PropertyValue', name: 'Надписи и маркировка', value: 'АЕ 3310 </script><script>alert(1)</script>' },
        { '@type': 'PropertyValue', name: 'Происхождение', value: 'Ржев' },
      ]),
    });
    expect(head).not.toContain('<script>alert(1)');
    expect(head).toContain('Состояние: раскопочное');
    // The English page names the field and the grade in English, as its summary does.
    const english = await jsonLdOf(`/en/details/${detail.id}`);
    expect(english.jsonLd.additionalProperty).toEqual(
      expect.arrayContaining([
        { '@type': 'PropertyValue', name: 'Condition', value: 'excavated' },
        { '@type': 'PropertyValue', name: 'Provenance', value: 'Ржев' },
      ]),
    );

    const plain = await buildProduct(t.database, { condition: 'не использовалось' });
    const product = await jsonLdOf(`/products/${plain.id}`);
    expect(product.jsonLd.itemCondition).toBe('https://schema.org/NewCondition');
    const old = await jsonLdOf(`/products/${(await buildProduct(t.database)).id}`);
    expect(old.jsonLd).not.toHaveProperty('itemCondition');
    expect(JSON.stringify(old.jsonLd.additionalProperty)).not.toContain('Состояние');
  });
});
