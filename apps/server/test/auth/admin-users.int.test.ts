import { describe, expect, it } from 'vitest';
import { createSessionsRepository } from '../../src/modules/auth/sessions.repository';
import { createTotpRepository } from '../../src/modules/auth/totp.repository';
import { createUsersRepository } from '../../src/modules/users/users.repository';
import { createUsersService } from '../../src/modules/users/users.service';
import { buildUser, DEFAULT_PASSWORD } from '../factories';
import { useTestApp } from '../harness';
import { login, post, problem, turnOn } from './auth-helpers';

describe('POST /api/admin/users/{username}/disable and /enable', () => {
  const t = useTestApp();
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
  const adminCall = (username: string, action: 'disable' | 'enable', headers: Record<string, string>) =>
    post(t, `/api/admin/users/${encodeURIComponent(username)}/${action}`, undefined, { headers });

  it('disables an account: its sessions end, login is refused with a clear message; enabling lets it in again', async () => {
    const { user: admin } = await buildUser(t.database, { role: 'ADMIN' });
    const adminAuth = await login(t, admin.username, DEFAULT_PASSWORD);
    const { user } = await buildUser(t.database);
    const userAuth = await login(t, user.username, DEFAULT_PASSWORD);

    expect((await adminCall(user.username, 'disable', adminAuth)).statusCode).toBe(204);
    expect((await me(userAuth)).statusCode).toBe(401);
    const refused = await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    expect(problem(refused)).toMatchObject({
      status: 403,
      code: 'ACCOUNT_DISABLED',
      detail: 'Учётная запись заблокирована администратором. Если это ошибка, напишите нам.',
    });
    // Only someone who knows the password learns that.
    expect((await post(t, '/api/auth/login', { username: user.username, password: 'не тот пароль' })).statusCode).toBe(401);
    expect(t.securityEvents.filter((e) => e.name === 'account_disabled' && e.userId === user.id)).toEqual([
      {
        name: 'account_disabled',
        userId: user.id,
        username: user.username,
        byUserId: admin.id,
        byUsername: admin.username,
        ip: expect.any(String),
      },
    ]);

    expect((await adminCall(user.username.toUpperCase(), 'enable', adminAuth)).statusCode).toBe(204);
    expect((await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect(t.securityEvents.some((e) => e.name === 'account_enabled' && e.userId === user.id)).toBe(true);
  });

  it('is for admins only: 401 anonymous, 403 for moderators (logged), 404 for an unknown name, 409 for oneself', async () => {
    const { user } = await buildUser(t.database);
    const { user: moderator } = await buildUser(t.database, { role: 'MODERATOR' });
    const { user: admin } = await buildUser(t.database, { role: 'ADMIN' });
    const moderatorAuth = await login(t, moderator.username, DEFAULT_PASSWORD);
    const adminAuth = await login(t, admin.username, DEFAULT_PASSWORD);

    expect((await adminCall(user.username, 'disable', {})).statusCode).toBe(401);
    expect(problem(await adminCall(user.username, 'disable', moderatorAuth))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(t.securityEvents.filter((e) => e.name === 'access_denied' && e.userId === moderator.id)).toEqual([
      {
        name: 'access_denied',
        userId: moderator.id,
        username: moderator.username,
        ip: expect.any(String),
        method: 'POST',
        route: '/api/admin/users/:username/disable',
        code: 'FORBIDDEN',
      },
    ]);
    expect(problem(await adminCall('nobody-here', 'disable', adminAuth))).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    expect(problem(await adminCall(admin.username, 'disable', adminAuth))).toMatchObject({ status: 409, code: 'CANNOT_DISABLE_SELF' });
    expect((await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /api/admin/users/{username}/reset-second-factor', () => {
  const t = useTestApp();
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });
  const reset = (username: string, headers: Record<string, string>) =>
    post(t, `/api/admin/users/${encodeURIComponent(username)}/reset-second-factor`, undefined, { headers });

  it('turns the factor off, ends every session of the account and mails its owner; the password alone signs in again', async () => {
    const { user: admin } = await buildUser(t.database, { role: 'ADMIN' });
    const adminAuth = await login(t, admin.username, DEFAULT_PASSWORD);
    const { user } = await buildUser(t.database);
    const userAuth = await login(t, user.username, DEFAULT_PASSWORD);
    const { recoveryCodes } = await turnOn(t, userAuth);

    expect((await reset(user.username.toUpperCase(), adminAuth)).statusCode).toBe(204);
    expect((await me(userAuth)).statusCode).toBe(401);
    // The mail of the reset, whichever of the account's mails (the factor turned on, then off) was written last.
    const mails = (await t.outbox()).filter((m) => m.to.toLowerCase() === user.email.toLowerCase());
    const mail = mails.find((m) => /Второй фактор сброшен администратором/.test(m.subject));
    expect(mail, mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(mail?.text).toContain('все входы завершены');
    expect(t.securityEvents.filter((e) => e.name === 'second_factor_reset' && e.userId === user.id)).toEqual([
      {
        name: 'second_factor_reset',
        userId: user.id,
        username: user.username,
        byUserId: admin.id,
        byUsername: admin.username,
        ip: expect.any(String),
      },
    ]);
    const signIn = await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    expect(signIn.json()).toHaveProperty('token');
    // The old recovery codes went with the factor: a new one starts with new codes.
    const fresh = { authorization: `Bearer ${signIn.json().token}` };
    expect((await me(fresh)).json()).toMatchObject({ secondFactor: false });
    const again = await turnOn(t, fresh);
    expect(again.recoveryCodes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
  });

  it('answers 404 for an unknown name, 409 without a factor and for oneself, 403 to moderators and 401 anonymous', async () => {
    const { user: admin } = await buildUser(t.database, { role: 'ADMIN' });
    const adminAuth = await login(t, admin.username, DEFAULT_PASSWORD);
    const { user: moderator } = await buildUser(t.database, { role: 'MODERATOR' });
    const moderatorAuth = await login(t, moderator.username, DEFAULT_PASSWORD);
    const { user } = await buildUser(t.database);
    const userAuth = await login(t, user.username, DEFAULT_PASSWORD);

    expect(problem(await reset('nobody-here', adminAuth))).toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
      detail: 'Пользователь «nobody-here» не найден',
    });
    expect(problem(await reset(user.username, adminAuth))).toMatchObject({ status: 409, code: 'SECOND_FACTOR_OFF' });
    await turnOn(t, userAuth);
    await turnOn(t, adminAuth);
    expect(problem(await reset(admin.username, adminAuth))).toMatchObject({ status: 409, code: 'CANNOT_RESET_SELF' });
    expect(problem(await reset(user.username, moderatorAuth))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await reset(user.username, {})).statusCode).toBe(401);
    expect((await me(userAuth)).json()).toMatchObject({ secondFactor: true });
  });

  it('checks the role in the service too, not only in the route', async () => {
    const { user } = await buildUser(t.database);
    const { db } = t.database;
    const users = createUsersService({
      db,
      users: createUsersRepository(db),
      sessions: createSessionsRepository(db),
      totp: createTotpRepository(db),
      mailer: t.mailer,
      clock: t.clock,
      securityLog: { event: () => {} },
    });
    const plainUser = { userId: user.id, username: user.username, role: 'USER' as const, sessionId: 1 };
    await expect(users.resetSecondFactor(user.username, { by: plainUser })).rejects.toMatchObject({ status: 403 });
    await expect(users.disable(user.username, { by: plainUser })).rejects.toMatchObject({ status: 403 });
  });
});
