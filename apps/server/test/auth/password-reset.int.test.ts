import { describe, expect, it, vi } from 'vitest';
import { buildUser, DEFAULT_PASSWORD } from '../factories';
import { useTestApp } from '../harness';
import { login, post, problem, STRONG_PASSWORD } from './auth-helpers';

const NEW_PASSWORD = 'Станок Соколова на колёсах';

describe('POST /api/auth/forgot-password', () => {
  const t = useTestApp({ publicUrl: 'https://museum.example' });

  it('answers the same for a known address, a known login and an unknown address', async () => {
    const { user } = await buildUser(t.database);
    const answers = [];
    for (const email of [user.email, user.username, 'nobody@example.org', 'no-such-login']) {
      const res = await post(t, '/api/auth/forgot-password', { email });
      answers.push({ status: res.statusCode, type: res.headers['content-type'], body: res.body });
    }
    expect(answers[0]?.status).toBe(200);
    expect(JSON.parse(answers[0]?.body ?? '{}').message).toMatch(/Если такая учётная запись есть/);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });

  it('answers before it looks the account up, so known and unknown addresses take the same work', async () => {
    const { user } = await buildUser(t.database);
    // Hold the mailer's deferred work: what the request itself did is all that has happened.
    const deferred: Parameters<typeof t.mailer.sendLater>[0][] = [];
    const hold = vi.spyOn(t.mailer, 'sendLater').mockImplementation((work) => void deferred.push(work));
    try {
      const known = await post(t, '/api/auth/forgot-password', { email: user.email });
      const unknown = await post(t, '/api/auth/forgot-password', { email: 'nobody-at-all@example.org' });
      expect(known.statusCode).toBe(200);
      expect(unknown.body).toBe(known.body);
      // Each request only queued one piece of work; none of it (lookup, token, mail) has run yet.
      expect(deferred).toHaveLength(2);
      expect(deferred.every((work) => typeof work === 'function')).toBe(true);
      const tokens = await t.database.rawQuery('select count(*)::int as n from email_tokens where user_id = $1', [user.id]);
      expect(tokens).toEqual([{ n: 0 }]);

      const [forKnown, forUnknown] = await Promise.all(deferred.map((work) => (typeof work === 'function' ? work() : work)));
      expect(forKnown?.to).toBe(user.email);
      expect(forUnknown).toBeUndefined();
    } finally {
      hold.mockRestore();
    }
  });

  it('mails a one-hour reset link from PUBLIC_URL to a known account only', async () => {
    const { user } = await buildUser(t.database);
    const before = (await t.outbox()).length;
    await post(t, '/api/auth/forgot-password', { email: 'unknown-person@example.org' });
    expect((await t.outbox()).length).toBe(before);

    await post(t, '/api/auth/forgot-password', { email: user.email });
    const mail = await t.latestMailTo(user.email);
    expect(mail.subject).toBe('Сброс пароля — Музей «Тульский Максим»');
    expect(mail.text).toMatch(/^Здравствуйте, /);
    expect(mail.text).toMatch(/https:\/\/museum\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toContain('https://museum.example/reset-password?token=');
  });
});

describe('POST /api/auth/reset-password', () => {
  const t = useTestApp();

  const requestReset = async (email: string) => {
    await post(t, '/api/auth/forgot-password', { email });
    return t.latestTokenFor(email, '/reset-password');
  };

  it('sets the new password, ends every session, sends a notice and does not sign in', async () => {
    const { user } = await buildUser(t.database);
    const sessionA = await login(t, user.username, DEFAULT_PASSWORD);
    const sessionB = await login(t, user.email, DEFAULT_PASSWORD);
    const token = await requestReset(user.email);

    const res = await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Пароль изменён. Войдите с новым паролем.' });

    for (const auth of [sessionA, sessionB]) expect((await t.app.inject({ url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    expect(problem(await post(t, '/api/auth/login', { username: user.username, password: DEFAULT_PASSWORD }))).toMatchObject({
      status: 401,
      code: 'BAD_CREDENTIALS',
    });
    await expect(login(t, user.username, NEW_PASSWORD)).resolves.toBeTruthy();

    const notice = await t.latestMailTo(user.email);
    expect(notice.subject).toBe('Пароль изменён — Музей «Тульский Максим»');
    expect(notice.text).toContain('все входы на других устройствах завершены');
  });

  it('is single use, and one reset spends the other outstanding links too', async () => {
    const { user } = await buildUser(t.database);
    const first = await requestReset(user.email);
    const second = await requestReset(user.email);
    expect((await post(t, '/api/auth/reset-password', { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    for (const token of [second, first]) {
      const res = await post(t, '/api/auth/reset-password', { token, password: STRONG_PASSWORD });
      expect(problem(res)).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
    }
    await expect(login(t, user.username, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('expires after one hour', async () => {
    const { user } = await buildUser(t.database);
    const token = await requestReset(user.email);
    t.clock.advance(3_600_000);
    expect(problem(await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD }))).toMatchObject({
      status: 400,
      code: 'INVALID_TOKEN',
    });
    await expect(login(t, user.username, DEFAULT_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses a weak password without spending the link', async () => {
    const { user } = await buildUser(t.database);
    const token = await requestReset(user.email);
    for (const password of ['password123', user.username]) {
      const res = await post(t, '/api/auth/reset-password', { token, password });
      expect(problem(res), password).toMatchObject({ status: 400, code: 'WEAK_PASSWORD' });
    }
    expect((await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('confirms an unconfirmed account, since following the link proves the address', async () => {
    const { user } = await buildUser(t.database, { confirmed: false });
    const token = await requestReset(user.email);
    expect((await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    await expect(login(t, user.username, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('does not accept a confirmation token or an unknown token', async () => {
    const account = { username: `conf${Date.now()}`, email: `conf${Date.now()}@example.org`, password: STRONG_PASSWORD };
    await post(t, '/api/auth/register', account);
    const confirmToken = await t.latestTokenFor(account.email, '/confirm-email');
    for (const token of [confirmToken, 'B'.repeat(43)]) {
      expect(problem(await post(t, '/api/auth/reset-password', { token, password: NEW_PASSWORD }))).toMatchObject({
        status: 400,
        code: 'INVALID_TOKEN',
      });
    }
  });
});
