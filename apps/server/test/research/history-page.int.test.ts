import type { RevisionDto, RevisionPage } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildProduct, buildType } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';

describe('GET /api/archive/{entity}/{id}/history/page', () => {
  const t = useTestApp();

  it('pages an item’s revisions newest first, each with who, when and the fields it changed', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const write = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, headers: moderator.auth, payload });
    const created = await write('POST', '/api/archive/products', { name: 'Пулемёт', year: 1910, photos: [] });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    for (const [i, year] of [1911, 1912, 1913].entries()) {
      t.clock.advance(60_000);
      const body = { name: i === 2 ? 'Пулемёт Максима' : 'Пулемёт', year, photos: [] };
      expect((await write('PUT', `/api/archive/products/${id}`, body)).statusCode).toBe(200);
    }

    const first: RevisionPage = (await t.app.inject({ url: `/api/archive/products/${id}/history/page?size=3` })).json();
    expect(first).toMatchObject({ totalElements: 4, totalPages: 2, number: 0, size: 3 });
    expect(first.content.map((r) => r.action)).toEqual(['UPDATE', 'UPDATE', 'UPDATE']);
    const newest = first.content[0] as RevisionDto;
    expect(newest).toMatchObject({ user: { username: moderator.user.username }, entityType: 'PRODUCT', entityId: id });
    expect(newest.changes).toEqual([
      { field: 'name', before: 'Пулемёт', after: 'Пулемёт Максима' },
      { field: 'year', before: 1912, after: 1913 },
    ]);
    expect(Date.parse(newest.at)).toBeGreaterThan(Date.parse((first.content[1] as RevisionDto).at));

    const second: RevisionPage = (await t.app.inject({ url: `/api/archive/products/${id}/history/page?page=1&size=3` })).json();
    expect(second.content.map((r) => r.action)).toEqual(['CREATE']);
    expect(second.content[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Пулемёт' },
        { field: 'year', before: null, after: 1910 },
      ]),
    );
    // The unpaged list carries the same changes.
    const all: RevisionDto[] = (await t.app.inject({ url: `/api/archive/products/${id}/history` })).json();
    expect(all[0]?.changes).toEqual(newest.changes);
  });

  it('answers an item nobody has changed (as the demo catalogue’s) with an empty history, and an item that is not there with 404', async () => {
    const maker = await buildManufacturer(t.database);
    const product = await buildProduct(t.database);
    const detail = await buildDetail(t.database, { typeId: (await buildType(t.database)).id });
    for (const path of [`products/${product.id}`, `details/${detail.id}`, `manufacturers/${maker.id}`]) {
      const page = await t.app.inject({ url: `/api/archive/${path}/history/page` });
      expect(page.statusCode).toBe(200);
      expect(page.json()).toMatchObject({ content: [], totalElements: 0 });
      expect((await t.app.inject({ url: `/api/archive/${path}/history` })).json()).toEqual([]);
    }
    for (const path of ['products', 'details', 'manufacturers']) {
      expect((await t.app.inject({ url: `/api/archive/${path}/999999/history/page` })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/archive/${path}/999999/history` })).statusCode).toBe(404);
    }
  });

  it('hides a deleted item’s history from all but moderators, and checks its query', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    const user = await signIn(t.database, 'USER', t.clock.now());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/archive/manufacturers',
      headers: moderator.auth,
      payload: { name: `Удаляемый завод ${Date.now()}` },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/archive/manufacturers/${created.json().id}/history/page`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/archive/manufacturers/${created.json().id}`, headers: admin.auth })).statusCode,
    ).toBe(204);
    for (const headers of [{}, user.auth]) expect((await t.app.inject({ url, headers })).statusCode).toBe(404);
    const seen: RevisionPage = (await t.app.inject({ url, headers: moderator.auth })).json();
    expect(seen.content.map((r) => r.action)).toEqual(['DELETE', 'CREATE']);
    expect((await t.app.inject({ url: '/api/archive/products/999999/history/page' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}?size=0` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${url}?page=-1` })).statusCode).toBe(400);
  });
});
