import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { buildPhoto, buildProduct } from '../catalogue-factories';
import { addRecord, addWanted, gunInput } from '../collection-factories';
import { DEFAULT_PASSWORD, signIn } from '../factories';
import { type TestApp, useTestApp } from '../harness';
import { codeAt, login, problem, turnOn, wrongCodeAt } from './auth-helpers';

const remove = (t: TestApp, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/auth/me', headers, payload });
const me = (t: TestApp, headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
const records = (t: TestApp, headers: Record<string, string>) => t.app.inject({ url: '/api/collection/items', headers });

describe('DELETE /api/auth/me: the owner deletes their account (issue 54)', () => {
  const t = useTestApp();

  it('erases the account, its sessions and its private collection; public contributions stay without an author', async () => {
    const owner = await signIn(t.database, 'USER', t.clock.now());
    const other = await signIn(t.database, 'USER', t.clock.now());
    const secondSession = await login(t, owner.user.username, DEFAULT_PASSWORD);
    await addRecord(t.app, owner.auth, gunInput({ number: '21105' }));
    await addWanted(t.app, owner.auth, { number: '21106' });
    const othersRecord = await addRecord(t.app, other.auth, gunInput({ number: '21107' }));
    const othersWanted = await addWanted(t.app, other.auth, { number: '21108' });
    const product = await buildProduct(t.database, { createdBy: owner.user.id });
    const photo = await buildPhoto(t.database, { uploadedBy: owner.user.id });
    const proposed = await t.app.inject({
      method: 'POST',
      url: '/api/archive/change-requests',
      headers: owner.auth,
      payload: { action: 'CREATE', entityType: 'PRODUCT', entityId: null, payload: { name: `Предложенный ${owner.user.id}` } },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);

    const res = await remove(t, owner.auth, { password: DEFAULT_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers['set-cookie']).toMatch(/^museum_photos=;.*Max-Age=0/);

    // Every session ended; the old password opens nothing.
    expect((await me(t, owner.auth)).statusCode).toBe(401);
    expect((await me(t, secondSession)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: owner.user.username, password: DEFAULT_PASSWORD },
    });
    expect(again.statusCode).toBe(401);

    const { db } = t.database;
    expect(await db.select().from(schema.users).where(eq(schema.users.id, owner.user.id))).toEqual([]);
    expect(await db.select().from(schema.sessions).where(eq(schema.sessions.userId, owner.user.id))).toEqual([]);
    expect(await db.select().from(schema.collectionItems).where(eq(schema.collectionItems.ownerId, owner.user.id))).toEqual([]);
    expect(await db.select().from(schema.collectionWanted).where(eq(schema.collectionWanted.ownerId, owner.user.id))).toEqual([]);

    // Public contributions stay, credited to no one (the web shows «удалённый участник»).
    const [keptProduct] = await db.select().from(schema.products).where(eq(schema.products.id, product.id));
    expect(keptProduct).toMatchObject({ id: product.id, createdBy: null });
    const [keptPhoto] = await db.select().from(schema.photos).where(eq(schema.photos.id, photo.id));
    expect(keptPhoto).toMatchObject({ id: photo.id, uploadedBy: null });
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const pending = await t.app.inject({ url: '/api/archive/change-requests?status=PENDING&size=100', headers: moderator.auth });
    expect(pending.statusCode, pending.body).toBe(200);
    const listed = pending.json().content.find((r: { id: number }) => r.id === proposed.json().id);
    expect(listed).toMatchObject({ status: 'PENDING', createdBy: null });
    const [keptRequest] = await db.select().from(schema.changeRequests).where(eq(schema.changeRequests.id, proposed.json().id));
    expect(keptRequest).toMatchObject({ status: 'PENDING', createdBy: null });

    // Another member's records and numbers are untouched, and so is their session.
    expect((await records(t, other.auth)).json().content).toMatchObject([{ id: othersRecord.id, number: '21107' }]);
    const wanted = await t.app.inject({ url: '/api/collection/wanted', headers: other.auth });
    expect(wanted.json()).toMatchObject([{ id: othersWanted.id, number: '21108' }]);

    expect(t.securityEvents.filter((e) => e.name === 'account_deleted')).toContainEqual(
      expect.objectContaining({ userId: owner.user.id, username: owner.user.username }),
    );
  });

  it('refuses a wrong or missing password with a problem on its field, in Russian by default, and deletes nothing', async () => {
    const owner = await signIn(t.database, 'USER', t.clock.now());
    await addRecord(t.app, owner.auth, gunInput());

    const wrong = await remove(t, owner.auth, { password: 'угаданный' });
    expect(problem(wrong)).toMatchObject({ status: 400, code: 'BAD_CURRENT_PASSWORD', detail: 'Неверный текущий пароль' });
    expect(wrong.json().errors).toEqual([{ path: '/body/password', message: 'Неверный текущий пароль' }]);
    const missing = await remove(t, owner.auth, {});
    expect(problem(missing)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(missing.json().errors).toEqual([{ path: '/body/password', message: expect.any(String) }]);
    const noBody = await remove(t, owner.auth);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.headers['content-type']).toMatch(/^application\/problem\+json/);

    expect((await me(t, owner.auth)).statusCode).toBe(200);
    expect((await records(t, owner.auth)).json().content).toHaveLength(1);
    expect(t.securityEvents.filter((e) => e.name === 'account_deleted' && e.userId === owner.user.id)).toEqual([]);
    expect(t.securityEvents.filter((e) => e.name === 'login_failed' && e.userId === owner.user.id)).toMatchObject([
      { during: 'reauthentication' },
    ]);
  });

  it('asks for a code when the second factor is on: missing and wrong ones are refused, the right one deletes', async () => {
    const owner = await signIn(t.database, 'USER', t.clock.now());
    const { secret } = await turnOn(t, owner.auth);
    t.clock.advance(60_000);

    const missing = await remove(t, owner.auth, { password: DEFAULT_PASSWORD });
    expect(problem(missing)).toMatchObject({ status: 400, code: 'SECOND_FACTOR_CODE_REQUIRED' });
    expect(missing.json().errors).toEqual([{ path: '/body/code', message: expect.any(String) }]);
    const wrong = await remove(t, owner.auth, { password: DEFAULT_PASSWORD, code: wrongCodeAt(t, secret) });
    expect(problem(wrong)).toMatchObject({ status: 400, code: 'BAD_SECOND_FACTOR' });
    expect(wrong.json().errors).toEqual([{ path: '/body/code', message: 'Неверный или уже использованный код' }]);
    expect((await me(t, owner.auth)).statusCode).toBe(200);

    const right = await remove(t, owner.auth, { password: DEFAULT_PASSWORD, code: codeAt(t, secret) });
    expect(right.statusCode, right.body).toBe(204);
    expect((await me(t, owner.auth)).statusCode).toBe(401);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/me', payload: { password: DEFAULT_PASSWORD } });
    expect(problem(res)).toMatchObject({ status: 401 });
  });
});
