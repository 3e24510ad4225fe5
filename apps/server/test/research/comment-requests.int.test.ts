import type { ChangeRequestDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { buildDetail, buildManufacturer, buildProduct, buildType } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';

describe('COMMENT change requests («Сообщить об ошибке»)', () => {
  const t = useTestApp({});
  const base = '/api/archive/change-requests';
  const send = (auth: Record<string, string>, body: object) => t.app.inject({ method: 'POST', url: base, headers: auth, payload: body });

  it('any signed-in user reports a mistake in a product, a detail or a manufacturer; it waits in the queue beside the others', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database);
    const detail = await buildDetail(t.database, { typeId: (await buildType(t.database)).id });
    const maker = await buildManufacturer(t.database);
    const ids: number[] = [];
    for (const [entityType, entityId] of [
      ['PRODUCT', product.id],
      ['DETAIL', detail.id],
      ['MANUFACTURER', maker.id],
    ] as const) {
      const res = await send(user.auth, {
        action: 'COMMENT',
        entityType,
        entityId,
        payload: { text: `  Год указан неверно: ${entityType}  ` },
      });
      expect(res.statusCode).toBe(201);
      const request: ChangeRequestDto = res.json();
      expect(request).toMatchObject({
        status: 'PENDING',
        action: 'COMMENT',
        entityType,
        entityId,
        createdBy: { username: user.user.username },
      });
      expect(JSON.parse(request.payloadJson)).toEqual({ text: `Год указан неверно: ${entityType}` });
      ids.push(request.id);
    }
    // Even a moderator's note waits for a moderator: nothing is applied.
    const own = await send(moderator.auth, {
      action: 'COMMENT',
      entityType: 'PRODUCT',
      entityId: product.id,
      payload: { text: 'Проверить' },
    });
    expect(own.json()).toMatchObject({ status: 'PENDING' });

    const queue = (await t.app.inject({ url: `${base}?size=250`, headers: moderator.auth })).json();
    expect(queue.content.map((r: ChangeRequestDto) => r.id)).toEqual(expect.arrayContaining(ids));
    const mine = (await t.app.inject({ url: `${base}/mine`, headers: user.auth })).json();
    expect(mine.content.map((r: ChangeRequestDto) => r.id).sort()).toEqual([...ids].sort());
  });

  it('moderators close a note as accepted or rejected; the item does not change and has no new revision', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const product = await buildProduct(t.database, { name: 'Неизменный', year: 1910 });
    const note = (text: string) => send(user.auth, { action: 'COMMENT', entityType: 'PRODUCT', entityId: product.id, payload: { text } });
    const first = (await note('Год 1912')).json();
    const second = (await note('Опечатка')).json();

    expect((await t.app.inject({ method: 'POST', url: `${base}/${first.id}/approve`, headers: user.auth })).statusCode).toBe(403);
    const accepted = await t.app.inject({ method: 'POST', url: `${base}/${first.id}/approve`, headers: moderator.auth });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'APPROVED', reviewedBy: { username: moderator.user.username } });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `${base}/${second.id}/reject?reason=${encodeURIComponent('Ошибки нет')}`,
      headers: moderator.auth,
    });
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', reason: 'Ошибки нет' });
    expect((await t.app.inject({ method: 'POST', url: `${base}/${first.id}/approve`, headers: moderator.auth })).statusCode).toBe(409);

    expect((await t.app.inject({ url: `/api/archive/products/${product.id}` })).json()).toMatchObject({ name: 'Неизменный', year: 1910 });
    const revisions = await t.database.rawQuery(`select 1 from revisions where entity_type = 'PRODUCT' and entity_id = $1`, [product.id]);
    expect(revisions).toHaveLength(0);
  });

  it('refuses anonymous callers, empty or over-long text, missing items, and manufacturer changes other than notes', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database);
    const comment = (body: object) => ({ action: 'COMMENT', entityType: 'PRODUCT', entityId: product.id, ...body });
    expect((await send({}, comment({ payload: { text: 'x' } }))).statusCode).toBe(401);
    const empty = await send(user.auth, comment({ payload: { text: '   ' } }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Сообщение: опишите ошибку.');
    expect((await send(user.auth, comment({ payload: { text: 'я'.repeat(4001) } }))).statusCode).toBe(400);
    expect((await send(user.auth, comment({ payload: 'текст' }))).statusCode).toBe(400);
    expect((await send(user.auth, comment({ entityId: null, payload: { text: 'x' } }))).statusCode).toBe(400);
    const missing = await send(user.auth, { action: 'COMMENT', entityType: 'MANUFACTURER', entityId: 999_999, payload: { text: 'x' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Производитель не найден');
    const makerUpdate = await send(user.auth, { action: 'UPDATE', entityType: 'MANUFACTURER', entityId: 1, payload: { name: 'x' } });
    expect(makerUpdate.statusCode).toBe(400);
  });
});

describe('COMMENT requests count against the daily change-request limit', () => {
  const limits = testConfig().writeLimits;
  const t = useTestApp({ writeLimits: { ...limits, user: { ...limits.user, changeRequestsPerDay: 2 } } });

  it('answers 429 past the per-account daily limit', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const product = await buildProduct(t.database);
    const body = { action: 'COMMENT', entityType: 'PRODUCT', entityId: product.id, payload: { text: 'Ошибка' } };
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/archive/change-requests', headers: user.auth, payload: body })).statusCode,
      );
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
