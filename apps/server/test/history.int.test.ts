import { describe, expect, it } from 'vitest';
import { createHistoryRepository } from '../src/modules/history/history.repository';
import { buildDetail, buildManufacturer, buildProduct, buildType } from './catalogue-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';

describe('GET /api/archive/{entity}/{id}/history', () => {
  const t = useTestApp();

  it('lists the revisions of an entity, newest first, with who made them', async () => {
    const { user } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const history = createHistoryRepository(t.database.db);
    const product = await buildProduct(t.database);
    const detail = await buildDetail(t.database, { typeId: (await buildType(t.database)).id });
    await history.record({
      entityType: 'PRODUCT',
      entityId: product.id,
      action: 'CREATE',
      before: null,
      after: { name: 'Пулемёт' },
      userId: user.id,
      at: t.clock.now(),
    });
    t.clock.advance(1000);
    await history.record({
      entityType: 'PRODUCT',
      entityId: product.id,
      action: 'UPDATE',
      before: { name: 'Пулемёт' },
      after: { name: 'Пулемёт Максима' },
      userId: user.id,
      at: t.clock.now(),
    });
    await history.record({
      entityType: 'DETAIL',
      entityId: detail.id,
      action: 'CREATE',
      before: null,
      after: { name: 'Ствол' },
      userId: null,
      at: t.clock.now(),
    });

    const res = await t.app.inject({ url: `/api/archive/products/${product.id}/history` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((r: { action: string }) => r.action)).toEqual(['UPDATE', 'CREATE']);
    expect(body[0]).toMatchObject({
      entityType: 'PRODUCT',
      entityId: product.id,
      before: { name: 'Пулемёт' },
      after: { name: 'Пулемёт Максима' },
      user: { username: user.username },
      changeRequestId: null,
    });

    const details = await t.app.inject({ url: `/api/archive/details/${detail.id}/history` });
    expect(details.json()).toHaveLength(1);
    expect(details.json()[0].user).toBeNull();
  });

  it('answers 404 for an entity that is not there and 400 for a bad path', async () => {
    expect((await t.app.inject({ url: '/api/archive/manufacturers/999/history' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/archive/users/1/history' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/archive/products/abc/history' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/archive/products/-1/history' })).statusCode).toBe(400);
  });

  it("hides a deleted item's history from anonymous and plain users (404), not from moderators", async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const admin = await signIn(t.database, 'ADMIN', t.clock.now());
    const plain = await signIn(t.database, 'USER', t.clock.now());
    const maker = await buildManufacturer(t.database, { name: 'Тайный завод' });
    const history = createHistoryRepository(t.database.db);
    const revision = { entityType: 'MANUFACTURER' as const, entityId: maker.id, userId: moderator.user.id, at: t.clock.now() };
    await history.record({ ...revision, action: 'CREATE', before: null, after: { name: 'Тайный завод' } });
    const url = `/api/archive/manufacturers/${maker.id}/history`;
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/archive/manufacturers/${maker.id}`, headers: admin.auth });
    expect(deleted.statusCode).toBe(204);

    for (const headers of [{}, plain.auth]) {
      const hidden = await t.app.inject({ url, headers });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'История изменений не найдена' });
      expect(hidden.body).not.toContain('Тайный');
    }
    for (const headers of [moderator.auth, admin.auth]) {
      const shown = await t.app.inject({ url, headers });
      expect(shown.statusCode).toBe(200);
      expect(shown.json().map((r: { action: string }) => r.action)).toEqual(['DELETE', 'CREATE']);
    }
  });
});
