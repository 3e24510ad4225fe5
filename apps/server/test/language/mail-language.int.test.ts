import { linkIn } from '@museum/test-kit';
import { describe, expect, it } from 'vitest';
import { login, newAccount, post } from '../auth/auth-helpers';
import { useTestApp } from '../harness';

const EN = { 'accept-language': 'en-US,en;q=0.9' };
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** An account remembers its language, and its mails are written in it (issue 32). */
describe('mails in the account language', () => {
  const t = useTestApp();

  const languageOf = async (email: string) =>
    (await t.database.rawQuery('select language from users where email = $1', [email]))[0] as { language: string };

  it('writes the confirmation in the language the sign-up asked in, with a link to that language', async () => {
    const english = newAccount();
    expect((await post(t, '/api/auth/register', english, { headers: EN })).json().message).toMatch(/^Almost done!/);
    expect(await languageOf(english.email)).toEqual({ language: 'en' });
    const mail = await t.latestMailTo(english.email);
    expect(mail.subject).toBe('Confirm your e-mail address — Tula Maxim Museum');
    expect(mail.from).toMatch(/^"?Tula Maxim Museum"? <no-reply@localhost>$/);
    expect(mail.text).toContain(`Hello, ${english.username}!`);
    expect(mail.html).toContain('<html lang="en">');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(CYRILLIC);
    const link = linkIn(mail, '/en/confirm-email');
    const confirmed = await post(t, '/api/auth/confirm', { token: link.searchParams.get('token') }, { headers: EN });
    expect(confirmed.json()).toEqual({ message: 'Your e-mail address is confirmed. You can sign in now.' });

    const russian = newAccount();
    await post(t, '/api/auth/register', russian);
    expect(await languageOf(russian.email)).toEqual({ language: 'ru' });
    const russianMail = await t.latestMailTo(russian.email);
    expect(russianMail.subject).toBe('Подтвердите адрес e-mail — Музей «Тульский Максим»');
    expect(russianMail.from).toMatch(/^"?Музей «Тульский Максим»"? <no-reply@localhost>$/);
    expect(linkIn(russianMail, '/confirm-email').searchParams.get('token')).toBeTruthy();

    // An explicit choice wins over the header.
    const chosen = newAccount();
    await post(t, '/api/auth/register', { ...chosen, language: 'ru' }, { headers: EN });
    expect(await languageOf(chosen.email)).toEqual({ language: 'ru' });
  });

  it('keeps writing in the account language whatever language a later request speaks, until the account changes it', async () => {
    const account = newAccount();
    await post(t, '/api/auth/register', account, { headers: EN });
    await post(t, '/api/auth/confirm', { token: await t.latestTokenFor(account.email, '/en/confirm-email') });

    // Asked in Russian, written in the account's English.
    await post(t, '/api/auth/forgot-password', { email: account.email });
    const reset = await t.latestMailTo(account.email);
    expect(reset.subject).toBe('Password reset — Tula Maxim Museum');
    expect(linkIn(reset, '/en/reset-password').searchParams.get('token')).toBeTruthy();

    const auth = await login(t, account.username, account.password);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: { ...auth, ...EN }, payload: { language: 'fi' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: '/body/language' }] });
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/auth/language', payload: { language: 'ru' } });
    expect(anonymous.statusCode).toBe(401);

    const changed = await t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: auth, payload: { language: 'ru' } });
    expect(changed.statusCode).toBe(204);
    await post(t, '/api/auth/forgot-password', { email: account.email }, { headers: EN });
    const russian = await t.latestMailTo(account.email);
    expect(russian.subject).toBe('Сброс пароля — Музей «Тульский Максим»');
    expect(linkIn(russian, '/reset-password').searchParams.get('token')).toBeTruthy();
  });

  it('keeps any language code the contract admits: the column has no list of its own, so a new language needs no migration', async () => {
    const account = newAccount();
    await post(t, '/api/auth/register', account);
    await t.database.rawQuery('update users set language = $1 where email = $2', ['de', account.email]);
    expect(await languageOf(account.email)).toEqual({ language: 'de' });
  });
});
