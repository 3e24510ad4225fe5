import { describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../factories';
import { type TestApp, useTestApp } from '../harness';
import { codeAt, login, nextIp, post, problem, STRONG_PASSWORD, turnOn, wrongCodeAt } from './auth-helpers';

const me = (t: TestApp, headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });

/** Starts a setup and answers its secret, as a thief with a session would. */
async function pendingSecret(t: TestApp, auth: Record<string, string>): Promise<string> {
  const setup = await post(t, '/api/auth/totp/setup', undefined, { headers: auth });
  expect(setup.statusCode).toBe(200);
  return setup.json().secret as string;
}

describe('re-authentication for sensitive account changes (ADR 046)', () => {
  const t = useTestApp();

  it('keeps a stolen session from turning the second factor on: the password is asked, and a wrong one changes nothing', async () => {
    const { user } = await buildUser(t.database);
    const owner = await login(t, user.username, DEFAULT_PASSWORD);
    const stolen = await login(t, user.username, DEFAULT_PASSWORD);
    const secret = await pendingSecret(t, stolen);

    const withoutPassword = await post(t, '/api/auth/totp/enable', { code: codeAt(t, secret) }, { headers: stolen });
    expect(problem(withoutPassword)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(withoutPassword.json().errors).toEqual([{ path: '/body/currentPassword', message: expect.any(String) }]);

    const wrong = await post(t, '/api/auth/totp/enable', { code: codeAt(t, secret), currentPassword: 'угаданный' }, { headers: stolen });
    expect(problem(wrong)).toMatchObject({ status: 400, code: 'BAD_CURRENT_PASSWORD', detail: 'Неверный текущий пароль' });
    expect(wrong.json().errors).toEqual([{ path: '/body/currentPassword', message: 'Неверный текущий пароль' }]);

    // Nothing changed: the owner's session lives and the password alone still signs in.
    expect((await me(t, owner)).json()).toMatchObject({ secondFactor: false });
    expect((await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).json()).toHaveProperty('token');
    expect(t.securityEvents.filter((e) => e.name === 'second_factor_enabled' && e.userId === user.id)).toEqual([]);
    expect(t.securityEvents.filter((e) => e.name === 'login_failed' && e.userId === user.id)).toMatchObject([
      { during: 'reauthentication' },
    ]);
  });

  it('counts wrong passwords on the login counters: the sixth try is 429, and so is a login from a new browser', async () => {
    const { user } = await buildUser(t.database);
    const auth = await login(t, user.username, DEFAULT_PASSWORD);
    const secret = await pendingSecret(t, auth);
    for (let i = 0; i < 5; i++) {
      const res = await post(t, '/api/auth/totp/enable', { code: codeAt(t, secret), currentPassword: `guess-${i}` }, { headers: auth });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await post(
      t,
      '/api/auth/totp/enable',
      { code: codeAt(t, secret), currentPassword: DEFAULT_PASSWORD },
      { headers: auth },
    );
    expect(problem(blocked)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(t.securityEvents.filter((e) => e.name === 'login_locked' && e.userId === user.id)).toMatchObject([
      { during: 'reauthentication' },
    ]);
    const fromElsewhere = await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD }, { ip: nextIp() });
    expect(problem(fromElsewhere)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('asks for a code too once the factor is on: for the password, for turning it off and for new recovery codes', async () => {
    const { user } = await buildUser(t.database);
    const auth = await login(t, user.username, DEFAULT_PASSWORD);
    const { secret, recoveryCodes } = await turnOn(t, auth);
    t.clock.advance(60_000);

    for (const [url, body] of [
      ['/api/auth/change-password', { currentPassword: DEFAULT_PASSWORD, newPassword: STRONG_PASSWORD }],
      ['/api/auth/totp/disable', { currentPassword: DEFAULT_PASSWORD }],
      ['/api/auth/totp/recovery-codes', { currentPassword: DEFAULT_PASSWORD }],
    ] as const) {
      const missing = await post(t, url, body, { headers: auth });
      expect(problem(missing), url).toMatchObject({ status: 400, code: 'SECOND_FACTOR_CODE_REQUIRED' });
      expect(missing.json().errors, url).toEqual([{ path: '/body/currentCode', message: expect.any(String) }]);
      const wrong = await post(t, url, { ...body, currentCode: wrongCodeAt(t, secret) }, { headers: auth });
      expect(problem(wrong), url).toMatchObject({ status: 400, code: 'BAD_SECOND_FACTOR' });
      expect(wrong.json().errors, url).toEqual([{ path: '/body/currentCode', message: 'Неверный или уже использованный код' }]);
    }
    expect(t.securityEvents.filter((e) => e.name === 'second_factor_failed' && e.userId === user.id)).toHaveLength(3);

    // A recovery code does as well as the app's code.
    const changed = await post(
      t,
      '/api/auth/change-password',
      { currentPassword: DEFAULT_PASSWORD, newPassword: STRONG_PASSWORD, currentCode: recoveryCodes[0] },
      { headers: auth },
    );
    expect(changed.statusCode).toBe(204);
    const off = await post(
      t,
      '/api/auth/totp/disable',
      { currentPassword: STRONG_PASSWORD, currentCode: codeAt(t, secret) },
      { headers: auth },
    );
    expect(off.statusCode).toBe(204);
    expect((await me(t, auth)).json()).toMatchObject({ secondFactor: false });
  });

  it('replaces the recovery codes: the old ones stop working, the new ones are answered once, the owner gets a mail', async () => {
    const { user } = await buildUser(t.database);
    const auth = await login(t, user.username, DEFAULT_PASSWORD);
    expect(problem(await post(t, '/api/auth/totp/recovery-codes', { currentPassword: DEFAULT_PASSWORD }, { headers: auth }))).toMatchObject(
      { status: 409, code: 'SECOND_FACTOR_OFF' },
    );
    const { secret, recoveryCodes: old } = await turnOn(t, auth);
    t.clock.advance(60_000);

    const wrong = await post(
      t,
      '/api/auth/totp/recovery-codes',
      { currentPassword: 'не тот', currentCode: codeAt(t, secret) },
      { headers: auth },
    );
    expect(problem(wrong)).toMatchObject({ status: 400, code: 'BAD_CURRENT_PASSWORD' });
    const res = await post(
      t,
      '/api/auth/totp/recovery-codes',
      { currentPassword: DEFAULT_PASSWORD, currentCode: codeAt(t, secret) },
      { headers: auth },
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect((await t.latestMailTo(user.email)).subject).toMatch(/Новые коды восстановления/);
    expect(t.securityEvents.filter((e) => e.name === 'recovery_codes_replaced' && e.userId === user.id)).toHaveLength(1);

    const challenge = async () =>
      (await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).json().challenge as string;
    expect((await post(t, '/api/auth/login/second-factor', { challenge: await challenge(), code: old[1] })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login/second-factor', { challenge: await challenge(), code: fresh[1] })).statusCode).toBe(200);
  });

  it('needs a session for new recovery codes', async () => {
    expect((await post(t, '/api/auth/totp/recovery-codes', { currentPassword: 'x' })).statusCode).toBe(401);
  });
});

describe('REQUIRE_ADMIN_2FA with a stolen admin session', () => {
  const t = useTestApp({ sessions: { idleMs: 30 * 86_400_000, maxAgeMs: 90 * 86_400_000, requireAdminSecondFactor: true } });

  it('reports the roles the server grants, and the token cannot enrol a factor to become an admin', async () => {
    const { user: admin } = await buildUser(t.database, { role: 'ADMIN' });
    const { user } = await buildUser(t.database);
    const signIn = await post(t, '/api/auth/login', { username: admin.username, password: DEFAULT_PASSWORD });
    // An admin without the factor is a plain user here, and is told so.
    expect(signIn.json()).toMatchObject({ role: 'USER', roles: ['ROLE_USER'] });
    const stolen = { authorization: `Bearer ${signIn.json().token}` };
    expect((await me(t, stolen)).json()).toMatchObject({ roles: ['ROLE_USER'], secondFactor: false });
    const adminAction = () => post(t, `/api/admin/users/${user.username}/disable`, undefined, { headers: stolen });
    expect(problem(await adminAction())).toMatchObject({ status: 403, code: 'SECOND_FACTOR_REQUIRED' });

    const secret = await pendingSecret(t, stolen);
    expect((await post(t, '/api/auth/totp/enable', { code: codeAt(t, secret) }, { headers: stolen })).statusCode).toBe(400);
    expect(
      (await post(t, '/api/auth/totp/enable', { code: codeAt(t, secret), currentPassword: 'admin123' }, { headers: stolen })).statusCode,
    ).toBe(400);
    expect(problem(await adminAction())).toMatchObject({ status: 403, code: 'SECOND_FACTOR_REQUIRED' });
    expect((await me(t, stolen)).json()).toMatchObject({ roles: ['ROLE_USER'] });

    // The owner, who knows the password, turns it on: now the roles say admin, and they hold.
    await turnOn(t, stolen);
    expect((await me(t, stolen)).json()).toMatchObject({ roles: ['ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN'], secondFactor: true });
    expect((await adminAction()).statusCode).toBe(204);
  });

  it('leaves moderators and admins with the factor their roles', async () => {
    const { user: moderator } = await buildUser(t.database, { role: 'MODERATOR' });
    const auth = await login(t, moderator.username, DEFAULT_PASSWORD);
    expect((await me(t, auth)).json()).toMatchObject({ roles: ['ROLE_USER', 'ROLE_MODERATOR'] });
  });
});

describe('roles without REQUIRE_ADMIN_2FA', () => {
  const t = useTestApp();

  it('reports an admin without the factor as an admin', async () => {
    const { user: admin } = await buildUser(t.database, { role: 'ADMIN' });
    const signIn = await post(t, '/api/auth/login', { username: admin.username, password: DEFAULT_PASSWORD });
    expect(signIn.json()).toMatchObject({ role: 'ADMIN', roles: ['ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN'] });
    expect((await me(t, { authorization: `Bearer ${signIn.json().token}` })).json()).toMatchObject({
      roles: ['ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN'],
    });
  });
});
