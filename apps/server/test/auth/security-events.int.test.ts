import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { SecurityEventName, SecurityFields } from '../../src/lib/security-log';
import { hashRecoveryCode, newTotpSecret } from '../../src/modules/auth/second-factor';
import { createSessionsRepository } from '../../src/modules/auth/sessions.repository';
import { createTotpRepository } from '../../src/modules/auth/totp.repository';
import { createUsersRepository } from '../../src/modules/users/users.repository';
import { createUsersService } from '../../src/modules/users/users.service';
import { buildUser, DEFAULT_PASSWORD } from '../factories';
import { useTestApp } from '../harness';
import { login, nextIp, post } from './auth-helpers';

const NEW_PASSWORD = 'Новый пароль для проверки журнала 1910';

/** Successes are logged as well as failures, as structured fields (issue 30, point 10; ADR 047). */
describe('security events of successful account actions', () => {
  const t = useTestApp();
  const eventsOf = (name: SecurityEventName, userId: number) => t.securityEvents.filter((e) => e.name === name && e.userId === userId);

  it('logs a password login with the account, the client address and the method', async () => {
    const { user } = await buildUser(t.database);
    const ip = nextIp();
    await login(t, user.username, DEFAULT_PASSWORD, ip);
    expect(eventsOf('login_succeeded', user.id)).toEqual([
      { name: 'login_succeeded', userId: user.id, username: user.username, ip, method: 'password' },
    ]);
  });

  it('logs a second-factor login by app code and by recovery code, not the password step alone', async () => {
    const { user } = await buildUser(t.database);
    const secret = newTotpSecret();
    await createTotpRepository(t.database.db).enable(user.id, secret, 0, [hashRecoveryCode('abcde-fghjk')], t.clock.now());
    const secondStep = async (code: string) => {
      const ip = nextIp();
      const { challenge } = (await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD }, { ip })).json();
      expect(eventsOf('login_succeeded', user.id)).toHaveLength(0);
      expect((await post(t, '/api/auth/login/second-factor', { challenge, code }, { ip })).statusCode).toBe(200);
      return ip;
    };
    const appIp = await secondStep(TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() }));
    expect(eventsOf('login_succeeded', user.id)).toEqual([
      { name: 'login_succeeded', userId: user.id, username: user.username, ip: appIp, method: 'totp' },
    ]);
    t.securityEvents.length = 0;
    const recoveryIp = await secondStep('abcde-fghjk');
    expect(eventsOf('login_succeeded', user.id)).toEqual([
      { name: 'login_succeeded', userId: user.id, username: user.username, ip: recoveryIp, method: 'recovery_code' },
    ]);
  });

  it('logs a password reset from the e-mailed link', async () => {
    const { user } = await buildUser(t.database);
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const token = await t.latestTokenFor(user.email, '/reset-password');
    expect((await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(eventsOf('password_reset', user.id)).toEqual([{ name: 'password_reset', userId: user.id, username: user.username }]);
  });

  it('logs a session ended by signing out and one ended from the sessions list, with its id', async () => {
    const { user } = await buildUser(t.database);
    const laptop = await login(t, user.username, DEFAULT_PASSWORD);
    const phone = await login(t, user.username, DEFAULT_PASSWORD);
    const sessions = (await t.app.inject({ url: '/api/auth/sessions', headers: laptop })).json() as { id: number; current: boolean }[];
    const [phoneSession] = sessions.filter((session) => !session.current);
    const [laptopSession] = sessions.filter((session) => session.current);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${phoneSession?.id}`, headers: laptop })).statusCode).toBe(204);
    expect((await post(t, '/api/auth/logout', undefined, { headers: laptop })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: phone })).statusCode).toBe(401);
    expect(eventsOf('session_ended', user.id)).toEqual([
      { name: 'session_ended', userId: user.id, username: user.username, sessionId: phoneSession?.id, by: 'user' },
      { name: 'session_ended', userId: user.id, username: user.username, sessionId: laptopSession?.id, by: 'logout' },
    ]);
  });

  it('logs a role change with the old and new role and who made it', async () => {
    const { user } = await buildUser(t.database);
    const events: ({ name: SecurityEventName } & SecurityFields)[] = [];
    const users = createUsersService({
      db: t.database.db,
      users: createUsersRepository(t.database.db),
      sessions: createSessionsRepository(t.database.db),
      totp: createTotpRepository(t.database.db),
      mailer: t.mailer,
      clock: t.clock,
      securityLog: { event: (name, fields) => events.push({ name, ...fields }) },
    });
    await users.grant(user.username, 'MODERATOR', { by: 'cli' });
    expect(events).toEqual([{ name: 'role_changed', userId: user.id, username: user.username, from: 'USER', to: 'MODERATOR', by: 'cli' }]);
  });
});
