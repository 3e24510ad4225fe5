import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildStamp, buildSubtype, buildType } from './catalogue-factories';
import { signIn } from './factories';
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
      nameEn: null,
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
    expect(body).toContainEqual(
      expect.objectContaining({
        id: stamp.id,
        name: stamp.name,
        description: 'На крышке',
        kind: 'OTHER',
        bearing: { products: 0, details: 0 },
      }),
    );
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
        nameEn: null,
        description: 'Опора',
        belongsTo: 'станок',
        carriesNumber: false,
        subtypes: [{ id: subtype.id, name: subtype.name, nameEn: null, description: 'Лёгкий' }],
      });
      expect(body.find((t: { id: number }) => t.id === bare.id).subtypes).toEqual([]);
    }
  });
});

/** Web addresses users give are http(s) only (issue 30, point 9): no stored link can run script. */
describe('links users store on a manufacturer', () => {
  const ctx = useTestApp();

  it('refuses a url that is not an absolute http(s) address with a Russian 400, on create and on edit', async () => {
    const { auth } = await signIn(ctx.database, 'ADMIN', ctx.clock.now());
    const existing = await buildManufacturer(ctx.database, { name: 'Завод со ссылкой' });
    for (const url of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:a@b.ru',
      '/uploads/../../phish/login.html',
    ]) {
      for (const [method, path] of [
        ['POST', '/api/archive/manufacturers'],
        ['PUT', `/api/archive/manufacturers/${existing.id}`],
      ] as const) {
        const res = await ctx.app.inject({ method, url: path, headers: auth, payload: { name: `Завод ${url.length}`, url } });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
        expect(res.json().errors).toEqual([expect.objectContaining({ message: 'Ссылка должна быть адресом сайта: http:// или https://' })]);
      }
    }
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/archive/manufacturers',
      headers: auth,
      payload: {
        name: 'Завод с сайтом',
        url: 'https://zavod.example/istoriya',
        description: '<p><a href="https://zavod.example">сайт</a> и <a href="mailto:a@b.ru">почта</a></p>',
      },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const stored = (await getJson(ctx.app, `/api/archive/manufacturers/${ok.json().id}`)).body;
    expect(stored.url).toBe('https://zavod.example/istoriya');
    expect(stored.description).toBe(
      '<p><a href="https://zavod.example" rel="noopener noreferrer nofollow">сайт</a> и <a rel="noopener noreferrer nofollow">почта</a></p>',
    );
  });
});
