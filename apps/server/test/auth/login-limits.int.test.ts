import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/config/limits-config';
import { buildUser, DEFAULT_PASSWORD } from '../factories';
import { useTestApp } from '../harness';
import { nextIp, post, problem } from './auth-helpers';

/** Every password check the app makes, counted, so a test can see how many guesses got evaluated. */
const evaluated = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/lib/passwords')>();
  return {
    ...original,
    verifyPassword: async (...args: Parameters<typeof original.verifyPassword>) => {
      evaluated.count += 1;
      return original.verifyPassword(...args);
    },
  };
});

const MINUTE = 60_000;
const limits = {
  ...DEFAULT_RATE_LIMITS,
  loginPerAccount: { max: 5, windowMs: 15 * MINUTE },
  loginPerIp: { max: 100, windowMs: 15 * MINUTE },
};

/** The device cookie a login answer set, as a request Cookie header. */
const deviceCookie = (res: { cookies: { name: string; value: string }[] }) => {
  const cookie = res.cookies.find((c) => c.name === 'museum_device');
  if (!cookie) throw new Error('no device cookie in the answer');
  return `museum_device=${cookie.value}`;
};

describe('login limits', () => {
  const t = useTestApp({ rateLimits: limits });
  const attempt = (username: string, password: string, cookie?: string) =>
    post(t, '/api/auth/login', { username, password }, { ip: nextIp(), headers: cookie ? { cookie } : {} });

  it('evaluates at most 5 passwords of 20 parallel bad logins for one account', async () => {
    const { user } = await buildUser(t.database);
    evaluated.count = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(user.username, `guess-${i}`)));
    const statuses = answers.map((res) => res.statusCode);
    expect(evaluated.count).toBe(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const lockouts = t.securityEvents.filter((e) => e.name === 'login_locked' && e.userId === user.id);
    expect(lockouts).toHaveLength(15);
    expect(lockouts[0]).toMatchObject({ username: user.username, ip: expect.any(String), knownDevice: false });
    expect(t.securityEvents.filter((e) => e.name === 'login_failed' && e.userId === user.id)).toHaveLength(5);
  });

  it('lets the owner in from a browser that signed in before while the account is locked for everyone else', async () => {
    const { user } = await buildUser(t.database);
    const first = await attempt(user.username, DEFAULT_PASSWORD);
    expect(first.statusCode).toBe(200);
    const cookie = first.headers['set-cookie'] as string;
    expect(cookie).toMatch(/^museum_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict$/);
    const device = deviceCookie(first);

    for (let i = 0; i < 5; i++) expect((await attempt(user.username, `guess-${i}`)).statusCode).toBe(401);
    expect((await attempt(user.username, DEFAULT_PASSWORD)).statusCode).toBe(429);

    // A typo on the known browser is counted on that browser, and the right password still works.
    expect((await attempt(user.username, 'опечатка', device)).statusCode).toBe(401);
    const owner = await attempt(user.username, DEFAULT_PASSWORD, device);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookie(owner)).not.toBe(device);
    // The guessers' lock on the account stays.
    expect((await attempt(user.username, DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it('limits guesses through a stolen device cookie per device, and ignores another account’s cookie', async () => {
    const { user } = await buildUser(t.database);
    const { user: other } = await buildUser(t.database);
    const device = deviceCookie(await attempt(user.username, DEFAULT_PASSWORD));
    for (let i = 0; i < 5; i++) expect((await attempt(user.username, `guess-${i}`, device)).statusCode).toBe(401);
    expect(problem(await attempt(user.username, DEFAULT_PASSWORD, device))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(t.securityEvents.filter((e) => e.name === 'login_locked' && e.userId === user.id).at(-1)).toMatchObject({ knownDevice: true });
    // The account itself is not locked by that: a fresh browser with the right password gets in.
    expect((await attempt(user.username, DEFAULT_PASSWORD)).statusCode).toBe(200);

    // A cookie from `user` counts for nothing on `other`: its guesses fall on the account.
    for (let i = 0; i < 5; i++) expect((await attempt(other.username, `guess-${i}`, device)).statusCode).toBe(401);
    expect((await attempt(other.username, DEFAULT_PASSWORD, device)).statusCode).toBe(429);
  });

  it('answers a forged device cookie like none', async () => {
    const { user } = await buildUser(t.database);
    const res = await attempt(user.username, DEFAULT_PASSWORD, 'museum_device=forged-forged-forged-forged');
    expect(res.statusCode).toBe(200);
  });
});
