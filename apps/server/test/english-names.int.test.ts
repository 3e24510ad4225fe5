import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDetail, buildPhoto, buildProduct, buildType, linkPhotos } from './catalogue-factories';
import { signIn } from './factories';
import { createTestApp, type TestApp, useTestApp } from './harness';
import { getJson } from './http';
import { writeWebDist } from './serving/web-dist-fixture';

/** An item's optional English name and description (issue 32, ADR 064). */
describe('English name and description of items', () => {
  const t = useTestApp();
  const send = (method: 'POST' | 'PUT', url: string, auth: Record<string, string>, payload: object) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, payload });

  it('are written, sanitised, read back, cleared and recorded in the history', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const created = await send('POST', '/products', auth, {
      name: 'Пулемёт',
      nameEn: '  Maxim gun, 1910 pattern ',
      descriptionEn: '<p>Water-cooled <script>alert(1)</script><b>gun</b></p>',
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json();
    expect(product).toMatchObject({ name: 'Пулемёт', nameEn: 'Maxim gun, 1910 pattern' });
    expect(product.descriptionEn).toContain('<b>gun</b>');
    expect(product.descriptionEn).not.toContain('script');

    const edited = await send('PUT', `/products/${product.id}`, auth, { name: 'Пулемёт', nameEn: 'Maxim gun', descriptionEn: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ nameEn: 'Maxim gun', descriptionEn: null });
    const [revision] = (await getJson(t.app, `/api/archive/products/${product.id}/history`)).body;
    expect(revision).toMatchObject({
      action: 'UPDATE',
      before: { nameEn: 'Maxim gun, 1910 pattern' },
      after: { nameEn: 'Maxim gun', descriptionEn: null },
    });

    const type = await buildType(t.database);
    const detail = await send('POST', '/details', auth, { type: { id: type.id }, nameEn: 'Water jacket' });
    expect(detail.statusCode, detail.body).toBe(201);
    expect(detail.json()).toMatchObject({ nameEn: 'Water jacket', descriptionEn: null });

    const long = await send('POST', '/products', auth, { name: 'Пулемёт', nameEn: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toContain('Название по-английски');
  });

  it('come to the item through a plain user’s change request, moderated', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database);
    const detail = await buildDetail(t.database, { typeId: type.id, name: 'Кожух' });
    const proposed = await t.app.inject({
      method: 'POST',
      url: '/api/archive/change-requests',
      headers: user.auth,
      payload: {
        action: 'UPDATE',
        entityType: 'DETAIL',
        entityId: detail.id,
        payload: { type: { id: type.id }, name: 'Кожух', nameEn: 'Water jacket', descriptionEn: '<p onclick="x()">Holds the coolant</p>' },
      },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(JSON.parse(proposed.json().payloadJson)).toMatchObject({ nameEn: 'Water jacket', descriptionEn: '<p>Holds the coolant</p>' });
    expect((await getJson(t.app, `/api/archive/details/${detail.id}`)).body.nameEn).toBeNull();

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/archive/change-requests/${proposed.json().id}/approve`,
      headers: moderator.auth,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await getJson(t.app, `/api/archive/details/${detail.id}`)).body).toMatchObject({
      nameEn: 'Water jacket',
      descriptionEn: '<p>Holds the coolant</p>',
    });
    const [revision] = (await getJson(t.app, `/api/archive/details/${detail.id}/history`)).body;
    expect(revision).toMatchObject({
      before: { nameEn: null },
      after: { nameEn: 'Water jacket', descriptionEn: '<p>Holds the coolant</p>' },
    });
  });

  it('are on the search cards, found by the English name, and exported', async () => {
    const product = await buildProduct(t.database, {
      name: 'Станковый пулемёт',
      nameEn: 'Heavy machine gun',
      descriptionEn: '<p>Tula, <i>1915</i></p>',
    });
    const found = await getJson(t.app, '/api/archive/search/all?q=machine');
    expect(found.status).toBe(200);
    expect(found.body.content).toEqual([
      expect.objectContaining({ id: product.id, kind: 'product', nameEn: 'Heavy machine gun', descriptionEn: 'Tula, 1915' }),
    ]);
    const json = await t.app.inject({ url: '/api/archive/export?format=jsonl&q=machine' });
    expect(JSON.parse(json.body.trim())).toMatchObject({ id: product.id, nameEn: 'Heavy machine gun', descriptionEn: 'Tula, 1915' });
    const csv = await t.app.inject({ url: '/api/archive/export?format=csv&q=machine' });
    expect(csv.body.split('\r\n')[0]).toContain('Название по-английски,Описание по-английски');
    const csvEn = await t.app.inject({ url: '/api/archive/export?format=csv&q=machine', headers: { 'accept-language': 'en' } });
    expect(csvEn.body.split('\r\n')[0]).toContain('English name,English description');
  });
});

describe('English name and description in the heads of English item pages', () => {
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
  const headOf = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it('name and describe the item in English under /en, in Russian at the root', async () => {
    const product = await buildProduct(t.database, {
      name: 'Пулемёт образца 1910 года',
      description: '<p>Русское описание</p>',
      nameEn: 'Maxim gun, 1910 pattern',
      descriptionEn: '<p>The water-cooled gun of the Russian army</p>',
    });
    const en = await headOf(`/en/products/${product.id}`);
    expect(en).toContain('<title>Maxim gun, 1910 pattern — ');
    expect(en).toContain('<meta property="og:title" content="Maxim gun, 1910 pattern — ');
    expect(en).toMatch(/<meta name="description" content="[^"]*The water-cooled gun of the Russian army/);
    expect(en).toContain('<h1>Maxim gun, 1910 pattern</h1>');
    expect(en).not.toContain('Русское описание');
    const ru = await headOf(`/products/${product.id}`);
    expect(ru).toContain('<title>Пулемёт образца 1910 года — ');
    expect(ru).toContain('Русское описание');
    expect(ru).not.toContain('Maxim gun, 1910 pattern');

    const type = await buildType(t.database, { name: 'Кожух' });
    const plain = await buildDetail(t.database, { typeId: type.id, name: 'ранний' });
    const enDetail = await headOf(`/en/details/${plain.id}`);
    expect(enDetail).toContain('<h1 lang="ru">ранний</h1>');
    const named = await buildDetail(t.database, { typeId: type.id, name: 'ранний', nameEn: 'Early water jacket' });
    expect(await headOf(`/en/details/${named.id}`)).toContain('<h1>Early water jacket</h1>');

    // A photo of them names them in English under /en (its facts and its JSON-LD), in Russian at the root.
    const photo = await buildPhoto(t.database, { derivation: 'READY' });
    await linkPhotos(t.database, 'product', product.id, [photo.id]);
    await linkPhotos(t.database, 'detail', named.id, [photo.id]);
    const enPhoto = await headOf(`/en/photos/${photo.id}`);
    expect(enPhoto).toContain('"name":"Maxim gun, 1910 pattern"');
    expect(enPhoto).toContain('"name":"Early water jacket"');
    expect(await headOf(`/photos/${photo.id}`)).toContain('"name":"Пулемёт образца 1910 года"');
  });
});
