import { describe, expect, it } from 'vitest';
import { createHistoryRepository } from '../src/modules/history/history.repository';
import { signIn } from './factories';
import { useTestApp } from './harness';

describe('GET /api/archive/{entity}/{id}/history', () => {
  const t = useTestApp();

  it('lists the revisions of an entity, newest first, with who made them', async () => {
    const { user } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const history = createHistoryRepository(t.database.db);
    await history.record({
      entityType: 'PRODUCT',
      entityId: 7,
      action: 'CREATE',
      before: null,
      after: { name: 'Пулемёт' },
      userId: user.id,
      at: t.clock.now(),
    });
    t.clock.advance(1000);
    await history.record({
      entityType: 'PRODUCT',
      entityId: 7,
      action: 'UPDATE',
      before: { name: 'Пулемёт' },
      after: { name: 'Пулемёт Максима' },
      userId: user.id,
      at: t.clock.now(),
    });
    await history.record({
      entityType: 'DETAIL',
      entityId: 7,
      action: 'CREATE',
      before: null,
      after: { name: 'Ствол' },
      userId: null,
      at: t.clock.now(),
    });

    const res = await t.app.inject({ url: '/api/archive/products/7/history' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((r: { action: string }) => r.action)).toEqual(['UPDATE', 'CREATE']);
    expect(body[0]).toMatchObject({
      entityType: 'PRODUCT',
      entityId: 7,
      before: { name: 'Пулемёт' },
      after: { name: 'Пулемёт Максима' },
      user: { username: user.username },
      changeRequestId: null,
    });

    const details = await t.app.inject({ url: '/api/archive/details/7/history' });
    expect(details.json()).toHaveLength(1);
    expect(details.json()[0].user).toBeNull();
  });

  it('answers 404 for an entity without history and 400 for a bad path', async () => {
    expect((await t.app.inject({ url: '/api/archive/manufacturers/999/history' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/archive/users/1/history' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/archive/products/abc/history' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/archive/products/-1/history' })).statusCode).toBe(400);
  });
});
