import { describe, expect, it } from 'vitest';
import { buildUser } from '../factories';
import { useTestApp } from '../harness';
import { login, post, problem, registerAccount } from './auth-helpers';

const HOUR = 3_600_000;

describe('e-mail confirmation', () => {
  const t = useTestApp();

  it('confirms the account once; then it can sign in', async () => {
    const account = await registerAccount(t);
    const signInBefore = await post(t, '/api/auth/login', { username: account.username, password: account.password });
    expect(problem(signInBefore)).toMatchObject({ status: 403, code: 'ACCOUNT_NOT_CONFIRMED' });

    const token = await t.latestTokenFor(account.email, '/confirm-email');
    const res = await post(t, '/api/auth/confirm', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Адрес e-mail подтверждён. Теперь можно войти.' });
    await expect(login(t, account.username, account.password)).resolves.toMatchObject({ authorization: expect.any(String) });

    const again = await post(t, '/api/auth/confirm', { token });
    expect(problem(again)).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
  });

  it('refuses an unknown token with 400 INVALID_TOKEN', async () => {
    const res = await post(t, '/api/auth/confirm', { token: 'A'.repeat(43) });
    expect(problem(res)).toMatchObject({ status: 400, code: 'INVALID_TOKEN', type: 'application/problem+json; charset=utf-8' });
    expect(res.json().detail).toMatch(/недействительна/);
  });

  it('lets a link work for 48 hours and not after', async () => {
    const fresh = await registerAccount(t);
    const stale = await registerAccount(t);
    const freshToken = await t.latestTokenFor(fresh.email, '/confirm-email');
    const staleToken = await t.latestTokenFor(stale.email, '/confirm-email');
    t.clock.advance(48 * HOUR - 60_000);
    expect((await post(t, '/api/auth/confirm', { token: freshToken })).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect(problem(await post(t, '/api/auth/confirm', { token: staleToken }))).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
  });

  it('does not accept a reset token as a confirmation token', async () => {
    const { user } = await buildUser(t.database, { confirmed: false });
    await post(t, '/api/auth/forgot-password', { email: user.email });
    const resetToken = await t.latestTokenFor(user.email, '/reset-password');
    expect(problem(await post(t, '/api/auth/confirm', { token: resetToken }))).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
  });
});

describe('POST /api/auth/resend-confirmation', () => {
  const t = useTestApp();

  it('mails a new link (by login or by e-mail); confirming spends every older link', async () => {
    const account = await registerAccount(t);
    const first = await t.latestTokenFor(account.email, '/confirm-email');
    const res = await post(t, '/api/auth/resend-confirmation', { username: account.username });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/ещё раз/);
    const second = await t.latestTokenFor(account.email, '/confirm-email');
    expect(second).not.toBe(first);

    expect((await post(t, '/api/auth/resend-confirmation', { username: account.email.toUpperCase() })).statusCode).toBe(200);
    const third = await t.latestTokenFor(account.email, '/confirm-email');

    expect((await post(t, '/api/auth/confirm', { token: second })).statusCode).toBe(200);
    for (const token of [first, third]) {
      expect(problem(await post(t, '/api/auth/confirm', { token }))).toMatchObject({ status: 400, code: 'INVALID_TOKEN' });
    }
  });

  it('answers an unknown name and a confirmed account exactly like a pending one, mailing only the pending one', async () => {
    const pending = await registerAccount(t);
    const { user: confirmed } = await buildUser(t.database);
    const answers = [];
    for (const username of [pending.username, confirmed.username, 'nobody-at-all']) {
      answers.push(await post(t, '/api/auth/resend-confirmation', { username }));
    }
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answers[0]?.json());
    }
    const mails = await t.outbox();
    expect(mails.filter((m) => m.to === pending.email)).toHaveLength(2);
    expect(mails.filter((m) => m.to === confirmed.email)).toHaveLength(0);
  });
});

describe('a link used twice at the same moment', () => {
  const t = useTestApp();

  it('works for exactly one of the requests', async () => {
    const account = await registerAccount(t);
    const token = await t.latestTokenFor(account.email, '/confirm-email');
    const answers = await Promise.all([1, 2, 3].map(() => post(t, '/api/auth/confirm', { token })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
  });
});
