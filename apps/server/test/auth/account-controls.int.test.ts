import { describe, expect, it } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../factories';
import { useTestApp } from '../harness';
import { login, nextIp, post, problem, STRONG_PASSWORD } from './auth-helpers';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('account controls', () => {
  const t = useTestApp();

  /** Signs in with a given browser and answers the bearer header. */
  const signInWith = async (username: string, password: string, userAgent: string) => {
    const res = await post(t, '/api/auth/login', { username, password }, { headers: { 'user-agent': userAgent } });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().token}` };
  };
  const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/auth/me', headers });

  describe('POST /api/auth/change-password', () => {
    it('sets the new password, ends the other sessions, keeps this one and mails the owner', async () => {
      const { user } = await buildUser(t.database);
      const here = await login(t, user.username, DEFAULT_PASSWORD);
      const elsewhere = await login(t, user.username, DEFAULT_PASSWORD);
      const res = await post(
        t,
        '/api/auth/change-password',
        { currentPassword: DEFAULT_PASSWORD, newPassword: STRONG_PASSWORD },
        { headers: here },
      );
      expect(res.statusCode).toBe(204);
      expect((await me(here)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
      expect((await post(t, '/api/auth/login', { username: user.username, password: STRONG_PASSWORD })).statusCode).toBe(200);
      const mail = await t.latestMailTo(user.email);
      expect(mail.subject).toMatch(/Пароль изменён/);
      expect(t.securityEvents.filter((e) => e.name === 'password_changed' && e.userId === user.id)).toHaveLength(1);
    });

    it('refuses a wrong current password on the field, and a weak new one, changing nothing', async () => {
      const { user } = await buildUser(t.database);
      const auth = await login(t, user.username, DEFAULT_PASSWORD);
      const wrong = await post(
        t,
        '/api/auth/change-password',
        { currentPassword: 'не тот', newPassword: STRONG_PASSWORD },
        { headers: auth },
      );
      expect(problem(wrong)).toMatchObject({ status: 400, code: 'BAD_CURRENT_PASSWORD', detail: 'Неверный текущий пароль' });
      expect(wrong.json().errors).toEqual([{ path: '/body/currentPassword', message: 'Неверный текущий пароль' }]);
      const weak = await post(
        t,
        '/api/auth/change-password',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'password1' },
        { headers: auth },
      );
      expect(problem(weak)).toMatchObject({ status: 400, code: 'WEAK_PASSWORD' });
      expect(weak.json().errors).toEqual([{ path: '/body/newPassword', message: expect.any(String) }]);
      const short = await post(
        t,
        '/api/auth/change-password',
        { currentPassword: DEFAULT_PASSWORD, newPassword: 'short' },
        { headers: auth },
      );
      expect(problem(short)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect((await me(auth)).statusCode).toBe(200);
      expect((await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    });

    it('limits guesses of the current password like logins', async () => {
      const { user } = await buildUser(t.database);
      const auth = await login(t, user.username, DEFAULT_PASSWORD);
      const ip = nextIp();
      for (let i = 0; i < 5; i++) {
        const res = await post(
          t,
          '/api/auth/change-password',
          { currentPassword: `guess-${i}`, newPassword: STRONG_PASSWORD },
          { headers: auth, ip },
        );
        expect(res.statusCode).toBe(400);
      }
      const blocked = await post(
        t,
        '/api/auth/change-password',
        { currentPassword: DEFAULT_PASSWORD, newPassword: STRONG_PASSWORD },
        { headers: auth, ip },
      );
      expect(problem(blocked)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    });

    it('needs a session', async () => {
      const res = await post(t, '/api/auth/change-password', { currentPassword: DEFAULT_PASSWORD, newPassword: STRONG_PASSWORD });
      expect(problem(res)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    });
  });

  describe('GET and DELETE /api/auth/sessions', () => {
    it('lists the caller’s live sessions with a short browser description, marking the current one', async () => {
      const { user } = await buildUser(t.database);
      const { user: stranger } = await buildUser(t.database);
      await login(t, stranger.username, DEFAULT_PASSWORD);
      const phone = await signInWith(user.username, DEFAULT_PASSWORD, SAFARI_IPHONE);
      t.clock.advance(5 * 60_000);
      const laptop = await signInWith(user.username, DEFAULT_PASSWORD, FIREFOX);
      const ended = await signInWith(user.username, DEFAULT_PASSWORD, FIREFOX);
      await post(t, '/api/auth/logout', undefined, { headers: ended });

      const res = await t.app.inject({ url: '/api/auth/sessions', headers: laptop });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: expect.any(Number),
          createdAt: t.clock.now().toISOString(),
          lastUsedAt: t.clock.now().toISOString(),
          agent: 'Firefox 133, Linux',
          current: true,
        },
        {
          id: expect.any(Number),
          createdAt: new Date(t.clock.now().getTime() - 5 * 60_000).toISOString(),
          lastUsedAt: new Date(t.clock.now().getTime() - 5 * 60_000).toISOString(),
          agent: 'Safari 17, iOS',
          current: false,
        },
      ]);
      // Using a session moves its lastUsedAt.
      t.clock.advance(10 * 60_000);
      await me(phone);
      const after = (await t.app.inject({ url: '/api/auth/sessions', headers: laptop })).json() as { agent: string }[];
      expect(after.find((s) => s.agent === 'Safari 17, iOS')).toMatchObject({ lastUsedAt: t.clock.now().toISOString(), current: false });
    });

    it('ends one of the caller’s sessions, and answers 404 for another user’s or an ended one', async () => {
      const { user } = await buildUser(t.database);
      const { user: stranger } = await buildUser(t.database);
      const strangerAuth = await login(t, stranger.username, DEFAULT_PASSWORD);
      const strangerSessionId = (await t.app.inject({ url: '/api/auth/sessions', headers: strangerAuth })).json()[0].id;
      const here = await login(t, user.username, DEFAULT_PASSWORD);
      const other = await login(t, user.username, DEFAULT_PASSWORD);
      const list = (await t.app.inject({ url: '/api/auth/sessions', headers: here })).json() as { id: number; current: boolean }[];
      const otherId = list.find((s) => !s.current)?.id;

      const end = (id: unknown, headers = here) => t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers });
      expect((await end(otherId)).statusCode).toBe(204);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(here)).statusCode).toBe(200);
      expect(problem(await end(otherId))).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND', detail: 'Сеанс не найден' });
      expect(problem(await end(strangerSessionId))).toMatchObject({ status: 404, code: 'SESSION_NOT_FOUND' });
      expect((await me(strangerAuth)).statusCode).toBe(200);
      for (const bad of ['abc', '0', '-1', '99999999999999']) expect((await end(bad)).statusCode, bad).toBe(400);
    });

    it('needs a session', async () => {
      expect((await t.app.inject({ url: '/api/auth/sessions' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/auth/sessions/1' })).statusCode).toBe(401);
    });
  });

  it('publishes every account endpoint in the OpenAPI document', async () => {
    const { paths } = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ['/api/auth/login', 'post'],
      ['/api/auth/login/second-factor', 'post'],
      ['/api/auth/change-password', 'post'],
      ['/api/auth/sessions', 'get'],
      ['/api/auth/sessions/{id}', 'delete'],
      ['/api/auth/totp/setup', 'post'],
      ['/api/auth/totp/enable', 'post'],
      ['/api/auth/totp/disable', 'post'],
      ['/api/auth/totp/recovery-codes', 'post'],
      ['/api/admin/users/{username}/disable', 'post'],
      ['/api/admin/users/{username}/enable', 'post'],
      ['/api/admin/users/{username}/reset-second-factor', 'post'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });
});
