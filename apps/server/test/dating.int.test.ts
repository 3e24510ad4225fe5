import { IMPERIAL_TULA_FACTORY_NAME, TULA_FACTORY_NAME } from '@museum/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildProduct, buildType, type ProductRow } from './catalogue-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { getJson } from './http';

describe('dating: the table and the catalogue’s own examples (ADR 060)', () => {
  const ctx = useTestApp();
  const made: Record<string, { id: number }> = {};

  beforeAll(async () => {
    const db = ctx.database;
    const itoz = await buildManufacturer(db, { name: IMPERIAL_TULA_FACTORY_NAME });
    const toz = await buildManufacturer(db, { name: TULA_FACTORY_NAME });
    const izhevsk = await buildManufacturer(db, { name: 'Ижевский машиностроительный завод' });
    const receiver = await buildType(db, { name: 'Короб', belongsTo: 'максим' });
    const barrel = await buildType(db, { name: 'Ствол', belongsTo: 'максим' });
    const gun = (number: string | null, year: number | null, overrides: Partial<ProductRow> = {}) =>
      buildProduct(db, { number, year, belongsTo: 'максим', manufacturerId: itoz.id, ...overrides });
    const g12000 = await gun('12000', 1916);
    Object.assign(made, {
      g6000: await gun('6000', 1914),
      g11800: await gun('11800', 1916),
      g12000,
      // One example per gun (ADR 078): its own receiver, written with the sign, is the gun again.
      ownReceiver: await buildDetail(db, {
        typeId: receiver.id,
        number: '№ 12 000',
        year: 1916,
        belongsTo: 'максим',
        manufacturerId: itoz.id,
        productId: g12000.id,
      }),
      g12200: await gun('12 200', 1916),
      g12400: await gun('12400', 1916),
      g30000: await gun('30000', 1930, { name: 'Пулемёт с поздним годом' }),
      g5000: await gun('5000', 1936, { manufacturerId: toz.id }),
      r40000: await buildDetail(db, {
        typeId: receiver.id,
        number: '40000',
        year: 1919,
        belongsTo: 'максим',
        manufacturerId: toz.id,
        name: null,
      }),
      r3000: await buildDetail(db, { typeId: receiver.id, number: '3000', year: 1925, belongsTo: 'максим', manufacturerId: itoz.id }),
      // Not examples: another maker, another purpose, a part without the gun's number, no year, letters in the number.
      izhevsk: await gun('12100', 1916, { manufacturerId: izhevsk.id }),
      mount: await gun('12050', 1916, { belongsTo: 'станок' }),
      barrel: await buildDetail(db, { typeId: barrel.id, number: '12010', year: 1916, belongsTo: 'максим', manufacturerId: itoz.id }),
      undated: await gun('12020', null),
      lettered: await gun('АЕ 12030', 1916),
    });
  });

  const ids = (items: { id: number; kind: string }[]) => items.map((i) => `${i.kind}:${i.id}`);
  const p = (key: string) => `product:${made[key]?.id}`;
  const d = (key: string) => `detail:${made[key]?.id}`;

  it('answers the table as the calculators do, with the nearest examples on each side and an estimate', async () => {
    const { status, body } = await getJson(ctx.app, '/api/archive/dating?serial=12100&table=maxim');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.answer).toEqual({ kind: 'exact', year: 1916 });
    expect(body.table).toBe('maxim');
    expect(ids(body.below)).toEqual([p('g12000'), p('g11800'), p('g6000'), p('g5000'), d('r3000')]);
    expect(ids(body.above)).toEqual([p('g12200'), p('g12400'), p('g30000'), d('r40000')]);
    expect(body.above[0]).toEqual({
      id: made.g12200?.id,
      kind: 'product',
      title: expect.any(String),
      number: '12 200',
      serial: 12200,
      year: 1916,
      path: `/products/${made.g12200?.id}`,
      agrees: true,
    });
    // A detail without a name is titled by its type, and links to its own page.
    expect(body.above[3]).toMatchObject({ title: 'Короб', path: `/details/${made.r40000?.id}`, agrees: true });
    expect(body.above[2]).toMatchObject({ title: 'Пулемёт с поздним годом', agrees: false });
    expect(body.below.map((i: { agrees: boolean }) => i.agrees)).toEqual([true, true, true, true, false]);
    // Within ±1000 numbers: 12 000 and 11 800 below, 12 200 and 12 400 above, all 1916 as the table says.
    expect(body.estimate).toEqual({ year: 1916, low: 1916, high: 1916, examples: 4, within: 300, fromExamples: 1916 });
  });

  it('gives the state factory table’s answer over the same examples', async () => {
    const { body } = await getJson(ctx.app, '/api/archive/dating?serial=13000&table=state-factory');
    expect(body.answer).toEqual({ kind: 'approx', from: 1916, to: 1917 });
    expect(body.table).toBe('state-factory');
    expect(ids(body.below).slice(0, 2)).toEqual([p('g12400'), p('g12200')]);
  });

  it('answers by the table alone where no example is within reach', async () => {
    const { body } = await getJson(ctx.app, '/api/archive/dating?serial=900000&table=maxim');
    expect(body.answer).toEqual({ kind: 'after', year: 1934 });
    expect(body.above).toEqual([]);
    expect(body.below).toHaveLength(5);
    expect(body.estimate).toEqual({ year: 1934, low: 1934, high: 1934, examples: 0, within: 0, fromExamples: null });
  });

  it('answers the examples in a run of numbers for the chart', async () => {
    const { status, body } = await getJson(ctx.app, '/api/archive/dating/points?table=maxim&from=11000&to=12400');
    expect(status).toBe(200);
    expect(ids(body.points)).toEqual([p('g11800'), p('g12000'), p('g12200'), p('g12400')]);
    expect(body.truncated).toBe(false);
    const all = await getJson(ctx.app, '/api/archive/dating/points?table=maxim');
    expect(all.body.points).toHaveLength(9);
    expect(all.body.points.filter((i: { agrees: boolean }) => !i.agrees).map((i: { serial: number }) => i.serial)).toEqual([3000, 30000]);
  });

  it('lists «Проверить год» for moderators and admins only, paged by number', async () => {
    const url = '/api/archive/dating/check';
    expect((await getJson(ctx.app, url)).status).toBe(401);
    const user = await signIn(ctx.database, 'USER');
    const refused = await getJson(ctx.app, url, user.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toMatch(/[А-Яа-яЁё]/);
    const moderator = await signIn(ctx.database, 'MODERATOR');
    const { status, body } = await getJson(ctx.app, url, moderator.auth);
    expect(status).toBe(200);
    expect(ids(body.content)).toEqual([d('r3000'), p('g30000')]);
    expect(body.content[1]).toMatchObject({ year: 1930, answer: { kind: 'exact', year: 1917 }, agrees: false });
    expect(body.totalElements).toBe(2);
    const admin = await signIn(ctx.database, 'ADMIN');
    const second = await getJson(ctx.app, `${url}?page=1&size=1`, admin.auth);
    expect(ids(second.body.content)).toEqual([p('g30000')]);
    expect(second.body.totalPages).toBe(2);
  });

  it('refuses every bad input with a problem in Russian, or English as asked, never a 5xx', async () => {
    const moderator = await signIn(ctx.database, 'MODERATOR');
    const bad = [
      '/api/archive/dating',
      '/api/archive/dating?table=maxim',
      '/api/archive/dating?serial=12100',
      '/api/archive/dating?serial=&table=maxim',
      '/api/archive/dating?serial=abc&table=maxim',
      '/api/archive/dating?serial=12a&table=maxim',
      '/api/archive/dating?serial=-5&table=maxim',
      '/api/archive/dating?serial=1.5&table=maxim',
      '/api/archive/dating?serial=1234567890&table=maxim',
      '/api/archive/dating?serial=12100&table=stateFactory',
      '/api/archive/dating?serial=12100&table=',
      '/api/archive/dating?serial=12100&table=tokarev',
      '/api/archive/dating?serial=1&serial=2&table=maxim',
      '/api/archive/dating/points',
      '/api/archive/dating/points?table=maxim&from=500&to=100',
      '/api/archive/dating/points?table=maxim&from=-1',
      '/api/archive/dating/points?table=maxim&to=abc',
      '/api/archive/dating/points?table=maxim&to=1000000000',
      '/api/archive/dating/check?page=-1',
      '/api/archive/dating/check?size=0',
      '/api/archive/dating/check?size=1000',
      '/api/archive/dating/check?page=x',
    ];
    for (const url of bad) {
      const response = await ctx.app.inject({ url, headers: moderator.auth });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type'], url).toContain('application/problem+json');
      expect(response.json().detail, url).toMatch(/[А-Яа-яЁё]/);
      const english = await ctx.app.inject({ url, headers: { ...moderator.auth, 'accept-language': 'en' } });
      expect(english.statusCode, `${url} in English`).toBe(400);
      expect(english.json().detail, `${url} in English`).not.toMatch(/[А-Яа-яЁё]/);
    }
    const own = await ctx.app.inject({ url: '/api/archive/dating?serial=12a&table=tokarev', headers: { 'accept-language': 'en' } });
    expect(own.json().detail).toContain('Number: one to nine digits');
    expect(own.json().detail).toContain('Table: maxim or state-factory');
    const range = await ctx.app.inject({
      url: '/api/archive/dating/points?table=maxim&from=500&to=100',
      headers: { 'accept-language': 'en' },
    });
    expect(range.json().detail).toMatch(/the start of the range is above its end/i);
  });
});
