import { IMPERIAL_TULA_FACTORY_NAME } from '@museum/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { Forbidden, Unauthorized } from '../src/lib/errors';
import { createDatingRepository } from '../src/modules/dating/dating.repository';
import { createDatingService } from '../src/modules/dating/dating.service';
import { buildDetail, buildManufacturer, buildProduct, buildType, type ProductRow } from './catalogue-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { getJson } from './http';

/** «Примеры против таблицы» (ADR 078): the examples that contradict the Maxim table's exact year, their neighbours agreeing. */
describe('dating contradictions for moderators', () => {
  const ctx = useTestApp();
  const url = '/api/archive/dating/contradictions';
  const made: Record<string, { id: number }> = {};

  beforeAll(async () => {
    const db = ctx.database;
    const itoz = await buildManufacturer(db, { name: IMPERIAL_TULA_FACTORY_NAME });
    const receiver = await buildType(db, { name: 'Короб', belongsTo: 'максим' });
    const gun = (number: string, year: number, overrides: Partial<ProductRow> = {}) =>
      buildProduct(db, { number, year, belongsTo: 'максим', manufacturerId: itoz.id, ...overrides });
    const g20000 = await gun('20000', 1919);
    Object.assign(made, {
      // The table says 1916 from 11 600 to 23 800: three examples near 20 000 say 1919-1920.
      g20000,
      // The gun's own receiver is the gun again (one example per gun), not a fourth contradiction.
      own: await buildDetail(db, {
        typeId: receiver.id,
        number: '№ 20 000',
        year: 1919,
        belongsTo: 'максим',
        manufacturerId: itoz.id,
        productId: g20000.id,
      }),
      g20100: await gun('20 100', 1920),
      r20200: await buildDetail(db, { typeId: receiver.id, number: '20200', year: 1919, belongsTo: 'максим', manufacturerId: itoz.id }),
      // A lone odd year among agreeing neighbours: «Проверить год» only.
      g14000: await gun('14000', 1930),
      g13900: await gun('13900', 1916),
      g14100: await gun('14100', 1916),
    });
  });

  const ids = (items: { id: number; kind: string }[]) => items.map((i) => `${i.kind}:${i.id}`);

  it('lists each contradicting example by number with its year, the table’s and the neighbours’, for moderators', async () => {
    const moderator = await signIn(ctx.database, 'MODERATOR');
    const { status, body } = await getJson(ctx.app, url, moderator.auth);
    expect(status).toBe(200);
    expect(ids(body.content)).toEqual([`product:${made.g20000?.id}`, `product:${made.g20100?.id}`, `detail:${made.r20200?.id}`]);
    expect(
      body.content.map((c: { number: string; year: number; tableYear: number; examplesYear: number; examples: number }) => [
        c.number,
        c.year,
        c.tableYear,
        c.examplesYear,
        c.examples,
      ]),
    ).toEqual([
      ['20000', 1919, 1916, 1920, 2],
      ['20 100', 1920, 1916, 1919, 2],
      ['20200', 1919, 1916, 1920, 2],
    ]);
    expect(body.content[0]).toMatchObject({ path: `/products/${made.g20000?.id}`, agrees: false });
    expect(body.totalElements).toBe(3);
    const check = await getJson(ctx.app, '/api/archive/dating/check?size=100', moderator.auth);
    expect(ids(check.body.content)).toContain(`product:${made.g14000?.id}`);
  });

  it('pages by number for admins', async () => {
    const admin = await signIn(ctx.database, 'ADMIN');
    const second = await getJson(ctx.app, `${url}?page=1&size=1`, admin.auth);
    expect(ids(second.body.content)).toEqual([`product:${made.g20100?.id}`]);
    expect(second.body.totalPages).toBe(3);
  });

  it('is refused by the service itself to a plain user and to no one', async () => {
    const dating = createDatingService(createDatingRepository(ctx.database.db));
    const query = { page: 0, size: 20 };
    await expect(dating.contradictions(null, query)).rejects.toBeInstanceOf(Unauthorized);
    const user = { userId: 1, username: 'reader', role: 'USER' as const, sessionId: 1 };
    await expect(dating.contradictions(user, query)).rejects.toBeInstanceOf(Forbidden);
    const moderator = { ...user, role: 'MODERATOR' as const };
    expect((await dating.contradictions(moderator, query)).totalElements).toBe(3);
  });

  it('refuses anyone else with a problem, and a malformed page with a 400', async () => {
    const anonymous = await ctx.app.inject({ url });
    expect(anonymous.statusCode).toBe(401);
    const user = await signIn(ctx.database, 'USER');
    const refused = await ctx.app.inject({ url, headers: user.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json().detail).toMatch(/[А-Яа-яЁё]/);
    const moderator = await signIn(ctx.database, 'MODERATOR');
    for (const bad of [`${url}?page=-1`, `${url}?size=0`, `${url}?size=1000`, `${url}?page=x`]) {
      const response = await ctx.app.inject({ url: bad, headers: moderator.auth });
      expect(response.statusCode, bad).toBe(400);
      expect(response.headers['content-type'], bad).toContain('application/problem+json');
    }
  });
});
