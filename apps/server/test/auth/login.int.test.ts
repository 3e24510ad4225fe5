import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../src/db/schema';
import { hashToken } from '../../src/lib/tokens';
import { buildUser, DEFAULT_PASSWORD } from '../factories';
import { useTestApp } from '../harness';
import { post, problem } from './auth-helpers';

// The real argon2, watched: every verification the login makes is recorded with the hash it used.
const { argon2Verify } = vi.hoisted(() => ({ argon2Verify: vi.fn<(hash: string, password: string) => Promise<boolean>>() }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  argon2Verify.mockImplementation((hash, password) => real.verify(hash, password));
  return { ...real, verify: argon2Verify };
});

/** The algorithm and cost part of an encoded argon2 hash (`$argon2id$v=19$m=19456,t=2,p=1`), which sets the work. */
const argon2Parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('POST /api/auth/login', () => {
  const t = useTestApp();

  it('signs in by login or by e-mail, any case, with a new 256-bit token each time', async () => {
    const { user } = await buildUser(t.database);
    const tokens = new Set<string>();
    for (const username of [user.username, user.username.toUpperCase(), user.email, ` ${user.email.toUpperCase()} `]) {
      const res = await post(t, '/api/auth/login', { username, password: DEFAULT_PASSWORD });
      expect(res.statusCode, username).toBe(200);
      expect(res.json()).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        role: 'USER',
        username: user.username,
        roles: ['ROLE_USER'],
      });
      tokens.add(res.json().token);
    }
    expect(tokens.size).toBe(4);
  });

  it('answers the highest role and the role list for moderators and admins', async () => {
    for (const [role, roles] of [
      ['MODERATOR', ['ROLE_USER', 'ROLE_MODERATOR']],
      ['ADMIN', ['ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN']],
    ] as const) {
      const { user } = await buildUser(t.database, { role });
      const res = await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
      expect(res.json()).toMatchObject({ role, roles });
    }
  });

  it('stores only the hash of the session token, ending after the absolute lifetime (90 days by default)', async () => {
    const { user } = await buildUser(t.database);
    const res = await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    const token = res.json().token as string;
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 90 * 24 * 3_600_000);
  });

  it('answers a wrong password and an unknown user with the same 401 BAD_CREDENTIALS body', async () => {
    const { user } = await buildUser(t.database);
    const wrong = await post(t, '/api/auth/login', { username: user.username, password: 'не тот пароль' });
    const unknown = await post(t, '/api/auth/login', { username: 'nobody-here', password: 'не тот пароль' });
    expect(problem(wrong)).toMatchObject({ status: 401, code: 'BAD_CREDENTIALS', detail: 'Неверный логин или пароль' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('does the same argon2 work for an unknown user as for a wrong password', async () => {
    const { user } = await buildUser(t.database);
    const [stored] = await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    // Counting the hash evaluations, not the time: the machine may be busy, the work is what must match.
    const verifications = async (username: string) => {
      argon2Verify.mockClear();
      const res = await post(t, '/api/auth/login', { username, password: 'не тот пароль' });
      expect(res.statusCode).toBe(401);
      return argon2Verify.mock.calls.map(([hash]) => argon2Parameters(hash));
    };
    const known = await verifications(user.username);
    const unknown = await verifications('nobody-here');
    expect(known).toEqual([argon2Parameters(stored?.hash ?? '')]);
    expect(unknown).toEqual(known);
  });

  it('says ACCOUNT_NOT_CONFIRMED only to someone who knows the password', async () => {
    const { user } = await buildUser(t.database, { confirmed: false });
    const wrong = await post(t, '/api/auth/login', { username: user.username, password: 'не тот пароль' });
    expect(problem(wrong)).toMatchObject({ status: 401, code: 'BAD_CREDENTIALS' });

    const right = await post(t, '/api/auth/login', { username: user.email, password: DEFAULT_PASSWORD });
    expect(problem(right)).toMatchObject({ status: 403, code: 'ACCOUNT_NOT_CONFIRMED' });
    // The web client offers "resend" when the message speaks of confirmation
    expect(right.json().detail).toMatch(/подтвержд/);
    expect(right.json().username).toBe(user.username);
    expect(right.json()).not.toHaveProperty('token');
  });

  it('refuses a disabled account, telling so only with the right password', async () => {
    const { user } = await buildUser(t.database);
    await t.database.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id));
    expect(problem(await post(t, '/api/auth/login', { username: user.username, password: 'не тот пароль' }))).toMatchObject({
      status: 401,
    });
    expect(problem(await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD }))).toMatchObject({
      status: 403,
      code: 'ACCOUNT_DISABLED',
    });
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  const t = useTestApp();

  const signIn = async () => {
    const { user } = await buildUser(t.database, { role: 'MODERATOR' });
    const res = await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    return { user, auth: { authorization: `Bearer ${res.json().token}` } };
  };

  it('answers who is signed in', async () => {
    const { user, auth } = await signIn();
    const res = await t.app.inject({ url: '/api/auth/me', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      roles: ['ROLE_USER', 'ROLE_MODERATOR'],
      secondFactor: false,
      wantedMail: true,
    });
  });

  it('answers 401 without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense-token-0000000000' }, { authorization: 'Basic abc' }]) {
      expect(problem(await t.app.inject({ url: '/api/auth/me', headers }))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });

  it('ends the session at once on logout, leaving other sessions of the account', async () => {
    const { user, auth } = await signIn();
    const other = await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD });
    const otherAuth = { authorization: `Bearer ${other.json().token}` };

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/me', headers: otherAuth })).statusCode).toBe(200);
  });

  it('accepts a logout with no body, an empty JSON body or {}', async () => {
    for (const [headers, payload] of [
      [{}, undefined],
      [{ 'content-type': 'application/json' }, ''],
      [{ 'content-type': 'application/json' }, '{}'],
    ] as const) {
      const { auth } = await signIn();
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...auth, ...headers }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(204);
      expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    }
  });

  it('stops honouring a session after 30 days without use', async () => {
    const { auth } = await signIn();
    t.clock.advance(30 * 24 * 3_600_000 - 1_000);
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    // That use counted: another 30 days less a second are fine, one more second is not.
    t.clock.advance(30 * 24 * 3_600_000 - 1_000);
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(200);
    t.clock.advance(30 * 24 * 3_600_000);
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
  });

  it('stops honouring a session used every day once its absolute lifetime ends', async () => {
    const { auth } = await signIn();
    for (let day = 1; day < 90; day += 1) {
      t.clock.advance(24 * 3_600_000);
      if (day % 10 === 0) expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode, `day ${day}`).toBe(200);
    }
    t.clock.advance(24 * 3_600_000);
    expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
  });
});
