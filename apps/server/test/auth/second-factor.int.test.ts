import { describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../factories';
import { useTestApp } from '../harness';
import { codeAt, login, post, problem, turnOn, wrongCodeAt } from './auth-helpers';

describe('the TOTP second factor', () => {
  const t = useTestApp();

  it('is set up with a scanned secret confirmed by a code, and answers ten recovery codes once', async () => {
    const { user } = await buildUser(t.database);
    const auth = await login(t, user.username, DEFAULT_PASSWORD);
    const elsewhere = await login(t, user.username, DEFAULT_PASSWORD);
    const { secret, otpauthUrl, recoveryCodes } = await turnOn(t, auth);
    // Sessions opened with the password alone end; the one that turned the factor on stays.
    expect((await t.app.inject({ url: '/api/auth/me', headers: elsewhere })).statusCode).toBe(401);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`otpauth://totp/`);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).json()).toMatchObject({ secondFactor: true });
    expect(t.securityEvents.filter((e) => e.name === 'second_factor_enabled' && e.userId === user.id)).toHaveLength(1);
    expect((await t.latestMailTo(user.email)).subject).toMatch(/Второй фактор включён/);
    // Once on, setup and enable refuse.
    expect(problem(await post(t, '/api/auth/totp/setup', undefined, { headers: auth }))).toMatchObject({
      status: 409,
      code: 'SECOND_FACTOR_ON',
    });
  });

  it('refuses a wrong confirmation code, and enable without setup', async () => {
    const { user } = await buildUser(t.database);
    const auth = await login(t, user.username, DEFAULT_PASSWORD);
    expect(
      problem(await post(t, '/api/auth/totp/enable', { code: '123456', currentPassword: DEFAULT_PASSWORD }, { headers: auth })),
    ).toMatchObject({ status: 409, code: 'NO_SETUP' });
    const { secret } = (await post(t, '/api/auth/totp/setup', undefined, { headers: auth })).json();
    const wrong = wrongCodeAt(t, secret);
    expect(
      problem(await post(t, '/api/auth/totp/enable', { code: wrong, currentPassword: DEFAULT_PASSWORD }, { headers: auth })),
    ).toMatchObject({ status: 400, code: 'BAD_SECOND_FACTOR' });
    expect(
      problem(await post(t, '/api/auth/totp/enable', { code: '12ab', currentPassword: DEFAULT_PASSWORD }, { headers: auth })),
    ).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).json()).toMatchObject({ secondFactor: false });
  });

  it('makes login a two-step affair: the password answers a challenge, the code opens the session', async () => {
    const { user } = await buildUser(t.database);
    const { secret } = await turnOn(t, await login(t, user.username, DEFAULT_PASSWORD));
    t.clock.advance(60_000);

    const first = await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactorRequired: true, challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(first.cookies).toHaveLength(0);
    const { challenge } = first.json();

    const wrong = await post(t, '/api/auth/login/second-factor', { challenge, code: wrongCodeAt(t, secret) });
    expect(problem(wrong)).toMatchObject({ status: 401, code: 'BAD_SECOND_FACTOR', detail: 'Неверный или уже использованный код' });
    expect(t.securityEvents.filter((e) => e.name === 'second_factor_failed' && e.userId === user.id)).toHaveLength(1);

    const code = codeAt(t, secret);
    const second = await post(t, '/api/auth/login/second-factor', { challenge, code });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ username: user.username, role: 'USER', token: expect.any(String) });
    expect(second.cookies.map((c) => c.name)).toEqual(['museum_device']);
    const auth = { authorization: `Bearer ${second.json().token}` };
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);

    // The challenge is spent, and the same code can't be used again on a new one.
    expect(problem(await post(t, '/api/auth/login/second-factor', { challenge, code }))).toMatchObject({
      status: 401,
      code: 'CHALLENGE_EXPIRED',
    });
    const again = (await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).json().challenge;
    expect(problem(await post(t, '/api/auth/login/second-factor', { challenge: again, code }))).toMatchObject({
      status: 401,
      code: 'BAD_SECOND_FACTOR',
    });
  });

  it('lets a challenge live five minutes, and a wrong password still answers 401', async () => {
    const { user } = await buildUser(t.database);
    const { secret } = await turnOn(t, await login(t, user.username, DEFAULT_PASSWORD));
    expect((await post(t, '/api/auth/login', { username: user.username, password: 'не тот пароль' })).statusCode).toBe(401);
    const { challenge } = (await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).json();
    t.clock.advance(5 * 60_000 + 1);
    const late = await post(t, '/api/auth/login/second-factor', { challenge, code: codeAt(t, secret) });
    expect(problem(late)).toMatchObject({ status: 401, code: 'CHALLENGE_EXPIRED' });
  });

  it('accepts each recovery code once, in any case and with or without the dash', async () => {
    const { user } = await buildUser(t.database);
    const { recoveryCodes } = await turnOn(t, await login(t, user.username, DEFAULT_PASSWORD));
    const [first = '', second = ''] = recoveryCodes;
    const challenge = async () =>
      (await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).json().challenge;

    expect((await post(t, '/api/auth/login/second-factor', { challenge: await challenge(), code: first.toUpperCase() })).statusCode).toBe(
      200,
    );
    expect(t.securityEvents.filter((e) => e.name === 'recovery_code_used' && e.userId === user.id)).toHaveLength(1);
    expect((await post(t, '/api/auth/login/second-factor', { challenge: await challenge(), code: first })).statusCode).toBe(401);
    expect(
      (await post(t, '/api/auth/login/second-factor', { challenge: await challenge(), code: second.replace('-', '') })).statusCode,
    ).toBe(200);
  });

  it('limits code guesses like password guesses', async () => {
    const { user } = await buildUser(t.database);
    const { secret } = await turnOn(t, await login(t, user.username, DEFAULT_PASSWORD));
    const { challenge } = (await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).json();
    const wrong = wrongCodeAt(t, secret);
    for (let i = 0; i < 5; i++) expect((await post(t, '/api/auth/login/second-factor', { challenge, code: wrong })).statusCode).toBe(401);
    const blocked = await post(t, '/api/auth/login/second-factor', { challenge, code: codeAt(t, secret) });
    expect(problem(blocked)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });

  it('is turned off with the current password and a code, after which the password alone signs in', async () => {
    const { user } = await buildUser(t.database);
    const auth = await login(t, user.username, DEFAULT_PASSWORD);
    const { secret } = await turnOn(t, auth);
    t.clock.advance(60_000);
    const currentCode = codeAt(t, secret);
    expect(problem(await post(t, '/api/auth/totp/disable', { currentPassword: 'не тот', currentCode }, { headers: auth }))).toMatchObject({
      status: 400,
      code: 'BAD_CURRENT_PASSWORD',
    });
    expect(
      (await post(t, '/api/auth/totp/disable', { currentPassword: DEFAULT_PASSWORD, currentCode }, { headers: auth })).statusCode,
    ).toBe(204);
    expect(t.securityEvents.filter((e) => e.name === 'second_factor_disabled' && e.userId === user.id)).toHaveLength(1);
    expect((await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).json()).toHaveProperty('token');
    expect(problem(await post(t, '/api/auth/totp/disable', { currentPassword: DEFAULT_PASSWORD }, { headers: auth }))).toMatchObject({
      status: 409,
      code: 'SECOND_FACTOR_OFF',
    });
  });

  it('needs a session for setup, enable and disable, and answers bad challenges with 4xx', async () => {
    for (const [url, body] of [
      ['/api/auth/totp/setup', undefined],
      ['/api/auth/totp/enable', { code: '123456' }],
      ['/api/auth/totp/disable', { currentPassword: 'x' }],
    ] as const) {
      expect((await post(t, url, body)).statusCode, url).toBe(401);
    }
    expect(problem(await post(t, '/api/auth/login/second-factor', { challenge: 'x'.repeat(43), code: '123456' }))).toMatchObject({
      status: 401,
      code: 'CHALLENGE_EXPIRED',
    });
    expect((await post(t, '/api/auth/login/second-factor', { challenge: 'bad', code: 'nope' })).statusCode).toBe(400);
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  const t = useTestApp({ sessions: { idleMs: 30 * 86_400_000, maxAgeMs: 90 * 86_400_000, requireAdminSecondFactor: true } });

  it('lets an admin act as an admin only once the second factor is on', async () => {
    const { user: admin } = await buildUser(t.database, { role: 'ADMIN' });
    const { user } = await buildUser(t.database);
    const auth = await login(t, admin.username, DEFAULT_PASSWORD);
    const refused = await post(t, `/api/admin/users/${user.username}/disable`, undefined, { headers: auth });
    expect(problem(refused)).toMatchObject({ status: 403, code: 'SECOND_FACTOR_REQUIRED' });
    expect(refused.json().detail).toMatch(/вторым фактором/);
    expect(t.securityEvents.filter((e) => e.name === 'access_denied' && e.userId === admin.id)).toMatchObject([
      { code: 'SECOND_FACTOR_REQUIRED' },
    ]);

    const { secret } = await turnOn(t, auth);
    t.clock.advance(60_000);
    // The session that turned the factor on may act now, and so may a new one signed in with a code.
    expect((await post(t, `/api/admin/users/${user.username}/enable`, undefined, { headers: auth })).statusCode).toBe(204);
    const { challenge } = (await post(t, '/api/auth/login', { username: admin.username, password: DEFAULT_PASSWORD })).json();
    const fresh = await post(t, '/api/auth/login/second-factor', { challenge, code: codeAt(t, secret) });
    const freshAuth = { authorization: `Bearer ${fresh.json().token}` };
    expect((await post(t, `/api/admin/users/${user.username}/disable`, undefined, { headers: freshAuth })).statusCode).toBe(204);
  });
});
