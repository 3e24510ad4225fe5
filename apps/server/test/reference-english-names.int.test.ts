import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildStamp, buildSubtype, buildType } from './catalogue-factories';
import { signIn } from './factories';
import { createTestApp, type TestApp } from './harness';
import { getJson } from './http';
import { CSV, csv, importer } from './import-helpers';
import { writeWebDist } from './serving/web-dist-fixture';

/** The English names of makers, part types, subtypes and stamps (issue 52 point 3, ADR 082). */
describe('English names of the reference vocabulary', () => {
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
  const send = (method: 'POST' | 'PUT', url: string, auth: Record<string, string>, payload: object) =>
    t.app.inject({ method, url: `/api/archive${url}`, headers: auth, payload });
  const page = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it('are written by admins, trimmed, read back and cleared', async () => {
    const { auth } = await signIn(t.database, 'ADMIN', t.clock.now());
    const type = await send('POST', '/detail-types', auth, { name: 'Кожух', nameEn: '  Water jacket ', belongsTo: 'максим' });
    expect(type.statusCode, type.body).toBe(201);
    expect(type.json()).toMatchObject({ name: 'Кожух', nameEn: 'Water jacket' });
    const subtype = await send('POST', '/detail-subtypes', auth, {
      name: 'гофрированный',
      nameEn: 'corrugated',
      type: { id: type.json().id },
    });
    expect(subtype.statusCode, subtype.body).toBe(201);
    const maker = await send('POST', '/manufacturers', auth, { name: 'Тульский оружейный завод', nameEn: 'Tula Arms Plant' });
    expect(maker.statusCode, maker.body).toBe(201);
    const stamp = await send('POST', '/stamps', auth, { name: 'Двуглавый орёл', nameEn: 'Double-headed eagle', kind: 'ACCEPTANCE' });
    expect(stamp.statusCode, stamp.body).toBe(201);

    const types = (await getJson(t.app, '/api/archive/detail-types')).body;
    expect(types).toEqual([
      expect.objectContaining({
        nameEn: 'Water jacket',
        subtypes: [expect.objectContaining({ name: 'гофрированный', nameEn: 'corrugated' })],
      }),
    ]);
    expect((await getJson(t.app, `/api/archive/manufacturers/${maker.json().id}`)).body).toMatchObject({ nameEn: 'Tula Arms Plant' });
    expect((await getJson(t.app, `/api/archive/stamps/${stamp.json().id}`)).body).toMatchObject({ nameEn: 'Double-headed eagle' });

    const cleared = await send('PUT', `/detail-types/${type.json().id}`, auth, { name: 'Кожух', nameEn: '', belongsTo: 'максим' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().nameEn).toBeNull();
    const long = await send('POST', '/manufacturers', auth, { name: 'Завод', nameEn: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.headers['content-type']).toContain('application/problem+json');
  });

  it('name the parts, makers and stamps on English pages, heads and exports; the Russian pages keep the Russian', async () => {
    const maker = await buildManufacturer(t.database, {
      name: 'Ижевский машиностроительный завод',
      nameEn: 'Izhevsk Machine-Building Plant',
    });
    const type = await buildType(t.database, { name: 'Замок', nameEn: 'Lock' });
    const subtype = await buildSubtype(t.database, type.id, { name: 'облегчённый', nameEn: 'lightened' });
    const stamp = await buildStamp(t.database, { name: 'ОТК', nameEn: 'OTK (quality control)', manufacturerId: maker.id });
    const detail = await buildDetail(t.database, {
      typeId: type.id,
      subtypeId: subtype.id,
      manufacturerId: maker.id,
      number: '7777',
      name: null,
    });
    await t.database.db.execute(`insert into detail_stamps (detail_id, stamp_id) values (${detail.id}, ${stamp.id})`);

    // The answer carries both names; the English page's head and summary use the English ones.
    const answer = (await getJson(t.app, `/api/archive/details/${detail.id}`)).body;
    expect(answer).toMatchObject({
      type: { name: 'Замок', nameEn: 'Lock' },
      subtype: { nameEn: 'lightened' },
      manufacturer: { nameEn: 'Izhevsk Machine-Building Plant' },
      stamps: [{ name: 'ОТК', nameEn: 'OTK (quality control)' }],
    });
    const en = await page(`/en/details/${detail.id}`);
    expect(en).toContain('<title>Lock No. 7777 — ');
    expect(en).toContain('Izhevsk Machine-Building Plant');
    expect(en).not.toContain('Ижевский');
    const ru = await page(`/details/${detail.id}`);
    expect(ru).toContain('<title>Замок № 7777 — ');
    expect(ru).not.toContain('Izhevsk');

    const enMaker = await page(`/en/manufacturers/${maker.id}`);
    expect(enMaker).toContain('<title>Izhevsk Machine-Building Plant — ');
    expect(enMaker).toMatch(/"@type":"Organization"[^}]*"name":"Izhevsk Machine-Building Plant"/);
    expect(await page(`/en/stamps/${stamp.id}`)).toContain('<title>OTK (quality control) — ');

    // The English export names them in English; the Russian one as entered.
    const csvOf = async (lang: string) =>
      parse(
        (await t.app.inject({ url: `/api/archive/export?format=csv&q=7777&lang=${lang}`, headers: { 'accept-language': lang } })).body,
        {
          columns: true,
          bom: true,
        },
      ) as Record<string, string>[];
    const [english] = await csvOf('en');
    expect(Object.values(english ?? {})).toEqual(
      expect.arrayContaining(['Lock', 'lightened', 'Izhevsk Machine-Building Plant', 'OTK (quality control)']),
    );
    const [russian] = await csvOf('ru');
    expect(Object.values(russian ?? {})).toEqual(
      expect.arrayContaining(['Замок', 'облегчённый', 'Ижевский машиностроительный завод', 'ОТК']),
    );
  });

  it('are read back by the import, so an English export imports into the same references', async () => {
    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database, { name: 'Ствол', nameEn: 'Barrel' });
    await buildManufacturer(t.database, { name: 'Златоустовский машиностроительный завод', nameEn: 'Zlatoust Machine-Building Plant' });
    const file = csv(['Kind,Type,Maker,Number', 'part,barrel,Zlatoust Machine-Building Plant,4242']);
    const preview = await importer(t).preview(auth, file, 'import.csv', CSV, 'en');
    expect(preview.statusCode, preview.body).toBe(201);
    expect(preview.json(), preview.body).toMatchObject({ valid: 1, invalid: 0 });
    expect(preview.json().rows).toEqual([expect.objectContaining({ type: 'barrel' })]);
    expect(type.nameEn).toBe('Barrel');
  });
});
