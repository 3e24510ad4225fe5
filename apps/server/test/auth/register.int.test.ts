import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { buildUser } from '../factories';
import { useTestApp } from '../harness';
import { newAccount, post, problem, registerAccount } from './auth-helpers';

describe('POST /api/auth/register', () => {
  const t = useTestApp({ publicUrl: 'https://museum.example' });

  it('creates an unconfirmed account and mails a confirmation link built from PUBLIC_URL', async () => {
    const account = newAccount();
    const res = await post(t, '/api/auth/register', account, { headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: expect.stringContaining('письмо') });

    const mail = await t.latestMailTo(account.email);
    expect(mail.subject).toBe('Подтвердите адрес e-mail — Музей «Тульский Максим»');
    expect(mail.from).toContain('Музей «Тульский Максим»');
    expect(mail.text).toContain(`Здравствуйте, ${account.username}!`);
    expect(mail.text).toMatch(/https:\/\/museum\.example\/confirm-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).toMatch(/<a href="https:\/\/museum\.example\/confirm-email\?token=[A-Za-z0-9_-]{43}">/);
    expect(mail.text).not.toContain('evil.example');

    const log = t.mailLog.find((entry) => entry.details.to === account.email);
    expect(log?.message).toBe('mail written to the outbox');
    // That a mail was written, not its links: they carry the token.
    expect(log?.details).not.toHaveProperty('links');
    expect(JSON.stringify(log)).not.toContain('token');
  });

  it('answers the same through the /api/register alias', async () => {
    const account = newAccount();
    const res = await post(t, '/api/register', account);
    expect(res.statusCode).toBe(201);
    expect((await t.latestMailTo(account.email)).subject).toContain('Подтвердите');
  });

  it('stores the password only as an argon2id hash', async () => {
    const account = await registerAccount(t);
    const { createUsersRepository } = await import('../../src/modules/users/users.repository');
    const row = await createUsersRepository(t.database.db).findByLogin(account.username);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.emailConfirmedAt).toBeNull();
    expect(row?.role).toBe('USER');
  });

  it('refuses a taken username, case-insensitively, in full-width forms and in look-alike letters: 409 USERNAME_TAKEN', async () => {
    await buildUser(t.database, { username: 'Cope' });
    // 'соре' and 'СОРЕ' are all Cyrillic letters that look like Latin c, o, p, e
    for (const username of ['cope', 'COPE', 'ｃｏｐｅ', 'соре', 'СОРЕ']) {
      const res = await post(t, '/api/auth/register', newAccount({ username }));
      expect(problem(res), username).toMatchObject({ status: 409, code: 'USERNAME_TAKEN' });
    }
  });

  it('still allows a Cyrillic name that only partly looks Latin', async () => {
    await buildUser(t.database, { username: 'popov' });
    expect((await post(t, '/api/auth/register', newAccount({ username: 'Попов' }))).statusCode).toBe(201);
  });

  it('answers a taken e-mail address (any case) like a success, creates nothing and mails the owner instead', async () => {
    const { user } = await buildUser(t.database);
    const fresh = await post(t, '/api/auth/register', newAccount());
    const account = newAccount({ email: user.email.toUpperCase() });
    const res = await post(t, '/api/auth/register', account);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(fresh.json());
    const [row] = await t.database.db.select().from(users).where(eq(users.username, account.username));
    expect(row).toBeUndefined();
    const mail = await t.latestMailTo(user.email);
    expect(mail.subject).toMatch(/Попытка регистрации/);
    expect(mail.text).toContain(user.username);
    expect(mail.text).not.toContain('/confirm-email');
  });

  it('refuses common passwords and the username or e-mail as password: 400 WEAK_PASSWORD', async () => {
    const base = newAccount();
    for (const password of ['password1', 'qwertyuiop', 'йцукенгшщз', base.username, base.email.toUpperCase()]) {
      const res = await post(t, '/api/auth/register', { ...base, password });
      expect(problem(res), password).toMatchObject({ status: 400, code: 'WEAK_PASSWORD' });
      expect(res.json().errors).toEqual([{ path: '/body/password', message: expect.any(String) }]);
    }
    expect(await t.outbox().then((mails) => mails.filter((m) => m.to === base.email))).toHaveLength(0);
  });
});
