import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEFAULT_RATE_LIMITS } from '../../src/config/limits-config';
import { rateLimitCounters } from '../../src/db/schema';
import { createMailer } from '../../src/lib/mail';
import { createRateCountersRepository } from '../../src/modules/auth/rate-counters.repository';
import { buildUser, DEFAULT_PASSWORD } from '../factories';
import { useTestApp } from '../harness';
import { newAccount, nextIp, post, problem } from './auth-helpers';

const MINUTE = 60_000;
const limits = {
  ...DEFAULT_RATE_LIMITS,
  loginPerAccount: { max: 3, windowMs: 10 * MINUTE },
  loginPerIp: { max: 5, windowMs: 10 * MINUTE },
  register: { max: 2, windowMs: 60 * MINUTE },
  resendConfirmation: { max: 2, windowMs: 15 * MINUTE },
  forgotPassword: { max: 2, windowMs: 15 * MINUTE },
};

describe('failed-login limits', () => {
  const t = useTestApp({ rateLimits: limits });
  const attempt = (username: string, password: string, ip = nextIp()) => post(t, '/api/auth/login', { username, password }, { ip });

  it('limits failures per account whatever the IP, with Retry-After, and lets the owner in once the window ends', async () => {
    const { user } = await buildUser(t.database);
    for (let i = 0; i < 3; i++) expect((await attempt(user.username, `guess-${i}`)).statusCode).toBe(401);

    const blocked = await attempt(user.email, DEFAULT_PASSWORD);
    expect(problem(blocked)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(blocked.json().detail).toBe('Слишком много неудачных попыток входа. Попробуйте снова через 10 минут.');
    expect(blocked.headers['retry-after']).toBe('600');

    t.clock.advance(4 * MINUTE);
    expect((await attempt(user.username, DEFAULT_PASSWORD)).headers['retry-after']).toBe('360');
    t.clock.advance(6 * MINUTE);
    expect((await attempt(user.username, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets earlier failures once the owner signs in', async () => {
    const { user } = await buildUser(t.database);
    for (let i = 0; i < 2; i++) await attempt(user.username, `guess-${i}`);
    expect((await attempt(user.username, DEFAULT_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(user.username, `guess-${i}`)).statusCode).toBe(401);
    expect((await attempt(user.username, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('limits unknown names exactly like real accounts, so the 429 tells nothing', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt('nobody-by-this-name', `guess-${i}`)).statusCode).toBe(401);
    expect((await attempt('nobody-by-this-name', 'guess')).statusCode).toBe(429);
  });

  it('limits failures per IP across accounts, leaving other IPs alone', async () => {
    const ip = nextIp();
    const accounts = await Promise.all([1, 2, 3].map(() => buildUser(t.database)));
    let failures = 0;
    for (const { user } of accounts) {
      for (let i = 0; i < 2 && failures < 5; i++, failures++) expect((await attempt(user.username, 'wrong', ip)).statusCode).toBe(401);
    }
    const [last] = accounts.slice(-1);
    const blocked = await attempt(last?.user.username ?? '', DEFAULT_PASSWORD, ip);
    expect(problem(blocked)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(last?.user.username ?? '', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  describe('with a second server process on the same database', () => {
    let second: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      second = await buildApp({
        config: t.config,
        database: t.database,
        storage: t.storage,
        clock: t.clock,
        mailer: createMailer({
          smtpUrl: undefined,
          from: 'x@example.org',
          outboxDir: path.join(t.dataDir, 'outbox-2'),
          log: { info() {}, error() {} },
        }),
        version: 'second',
      });
    });
    afterAll(async () => {
      await second?.close();
    });

    it('shares the counts between the processes through the database', async () => {
      const { user } = await buildUser(t.database);
      for (let i = 0; i < 3; i++) {
        const app = i % 2 === 0 ? t.app : second;
        const res = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: user.username, password: 'x' },
          remoteAddress: nextIp(),
        });
        expect(res.statusCode).toBe(401);
      }
      const res = await second.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: user.username, password: DEFAULT_PASSWORD },
      });
      expect(res.statusCode).toBe(429);
    });
  });
});

describe('the counters table', () => {
  const t = useTestApp({ rateLimits: limits });

  it('restarts an ended window at one and drops ended windows on purge', async () => {
    const counters = createRateCountersRepository(t.database.db);
    const now = t.clock.now();
    await counters.hit('test:a', MINUTE, now);
    expect((await counters.hit('test:a', MINUTE, now)).hits).toBe(2);
    await counters.hit('test:b', 10 * MINUTE, now);
    const later = new Date(now.getTime() + MINUTE);
    expect(await counters.peek('test:a', later)).toBeUndefined();
    expect((await counters.hit('test:a', MINUTE, later)).hits).toBe(1);

    await counters.purge(new Date(later.getTime() + MINUTE));
    const keys = (await t.database.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain('test:b');
    expect(keys).not.toContain('test:a');
  });
});

describe('per-IP request limits', () => {
  const t = useTestApp({ rateLimits: limits });

  it('limits sign-ups per IP, counting the alias with the main path, with Retry-After', async () => {
    const ip = nextIp();
    expect((await post(t, '/api/auth/register', newAccount(), { ip })).statusCode).toBe(201);
    expect((await post(t, '/api/register', newAccount(), { ip })).statusCode).toBe(201);
    const blocked = await post(t, '/api/auth/register', newAccount(), { ip });
    expect(problem(blocked)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(blocked.headers['retry-after']).toBe('3600');
    expect(blocked.json().detail).toBe('Слишком много запросов. Попробуйте снова через 60 минут.');
    expect((await post(t, '/api/auth/register', newAccount())).statusCode).toBe(201);

    t.clock.advance(60 * MINUTE);
    expect((await post(t, '/api/auth/register', newAccount(), { ip })).statusCode).toBe(201);
  });

  it('limits resend-confirmation and forgot-password per IP', async () => {
    const { user } = await buildUser(t.database, { confirmed: false });
    for (const [url, body] of [
      ['/api/auth/resend-confirmation', { username: user.username }],
      ['/api/auth/forgot-password', { email: user.email }],
    ] as const) {
      const ip = nextIp();
      for (let i = 0; i < 2; i++) expect((await post(t, url, body, { ip })).statusCode, url).toBe(200);
      const blocked = await post(t, url, body, { ip });
      expect(problem(blocked), url).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(blocked.headers['retry-after']).toBe('900');
    }
  });
});
