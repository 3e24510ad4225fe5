import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildStamp, buildSubtype, buildType } from './catalogue-factories';
import { useTestApp } from './harness';
import { getJson } from './http';

describe('reference lists', () => {
  const ctx = useTestApp();

  it('lists manufacturers sorted by name, with every field', async () => {
    const b = await buildManufacturer(ctx.database, {
      name: 'Бэ завод',
      shortName: 'БЗ',
      country: 'СССР',
      period: '1930',
      url: 'https://b.example',
    });
    await buildManufacturer(ctx.database, { name: 'Аз завод' });
    const { status, body } = await getJson(ctx.app, '/api/archive/manufacturers');
    expect(status).toBe(200);
    const names = body.map((m: { name: string }) => m.name);
    expect(names.indexOf('Аз завод')).toBeLessThan(names.indexOf('Бэ завод'));
    expect(body.find((m: { id: number }) => m.id === b.id)).toEqual({
      id: b.id,
      name: 'Бэ завод',
      shortName: 'БЗ',
      country: 'СССР',
      period: '1930',
      description: null,
      url: 'https://b.example',
    });
  });

  it('bounds the list: each description a plain-text excerpt of at most 300 characters; the whole one on its own page', async () => {
    const long = `<p><b>Тульский</b> оружейный завод &amp; его история. ${'Очень длинное описание. '.repeat(5_000)}</p>`;
    const m = await buildManufacturer(ctx.database, { name: 'Длинный завод', description: long });
    const { body } = await getJson(ctx.app, '/api/archive/manufacturers');
    const listed = body.find((x: { id: number }) => x.id === m.id).description as string;
    expect(listed.length).toBeLessThanOrEqual(300);
    expect(listed).toMatch(/^Тульский оружейный завод & его история\. Очень длинное описание\./);
    expect(listed.endsWith('…')).toBe(true);
    expect(JSON.stringify(body).length).toBeLessThan(20_000);
    expect((await getJson(ctx.app, `/api/archive/manufacturers/${m.id}`)).body.description).toBe(long);
  });

  it('returns one manufacturer, 404 for an unknown id and 400 for a bad one', async () => {
    const m = await buildManufacturer(ctx.database);
    expect((await getJson(ctx.app, `/api/archive/manufacturers/${m.id}`)).body.name).toBe(m.name);
    const missing = await getJson(ctx.app, '/api/archive/manufacturers/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('NOT_FOUND');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await getJson(ctx.app, `/api/archive/manufacturers/${bad}`)).status).toBe(400);
    }
  });

  it('lists stamps', async () => {
    const stamp = await buildStamp(ctx.database, { description: 'На крышке' });
    const { body } = await getJson(ctx.app, '/api/archive/stamps');
    expect(body).toContainEqual({ id: stamp.id, name: stamp.name, description: 'На крышке' });
  });

  it('lists detail types with their subtypes, under both paths', async () => {
    const type = await buildType(ctx.database, { belongsTo: 'станок', description: 'Опора' });
    const subtype = await buildSubtype(ctx.database, type.id, { description: 'Лёгкий' });
    const bare = await buildType(ctx.database);
    for (const path of ['/api/archive/detail-types', '/api/archive/detailTypes']) {
      const { status, body } = await getJson(ctx.app, path);
      expect(status).toBe(200);
      expect(body).toContainEqual({
        id: type.id,
        name: type.name,
        description: 'Опора',
        belongsTo: 'станок',
        subtypes: [{ id: subtype.id, name: subtype.name, description: 'Лёгкий' }],
      });
      expect(body.find((t: { id: number }) => t.id === bare.id).subtypes).toEqual([]);
    }
  });
});
