import { describe, expect, it } from 'vitest';
import { newAccount, post } from '../auth/auth-helpers';
import { useTestApp } from '../harness';

const EN = { 'accept-language': 'en-GB,en;q=0.9,ru;q=0.5' };
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** Problem answers follow Accept-Language (issue 32): the same codes and paths, the detail in the caller's language. */
describe('problem details in the caller language', () => {
  const t = useTestApp();

  it('answers a service refusal in English when asked, in Russian by default', async () => {
    const english = await t.app.inject({ method: 'GET', url: '/api/archive/products/999999', headers: EN });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Item not found' });
    expect(english.headers.vary).toMatch(/Accept-Language/);

    const russian = await t.app.inject({ method: 'GET', url: '/api/archive/products/999999' });
    expect(russian.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'Изделие не найдено' });

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/archive/products/999999',
      headers: { 'accept-language': 'fi, de;q=0.8' },
    });
    expect(other.json().detail).toBe('Изделие не найдено');
  });

  it('words validation sentences with English field names and English rules', async () => {
    const res = await post(t, '/api/auth/register', {}, { headers: EN });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Username: required. Password: required. E-mail: required.',
      errors: [{ path: '/body/username', message: 'Username: required' }, { path: '/body/password' }, { path: '/body/email' }],
    });
    const byId = await t.app.inject({ method: 'GET', url: '/api/archive/details/abc', headers: EN });
    expect(byId.json()).toMatchObject({ detail: 'Record number: must be a number.', errors: [{ path: '/params/id' }] });
  });

  it("answers Fastify's own refusals in English too", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...EN, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'MALFORMED_JSON', detail: 'The request body is not valid JSON' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: EN });
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', detail: 'There is no such address' });
  });

  it('names fields of a service refusal in the caller language', async () => {
    const account = newAccount();
    const res = await post(t, '/api/auth/register', { ...account, password: account.username }, { headers: EN });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      detail: 'The password must not be the same as the username or the e-mail address',
      errors: [{ path: '/body/password', message: 'The password must not be the same as the username or the e-mail address' }],
    });
  });

  it('keeps each request in its own language when Russian and English requests overlap', async () => {
    // zod's configuration is one global: requests in flight at once must not take each other's language.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        post(t, '/api/auth/register', { username: 'ab' }, { headers: i % 2 ? EN : { 'accept-language': 'ru' } }).then((res) => ({
          english: i % 2 === 1,
          detail: res.json().detail as string,
        })),
      ),
    );
    for (const { english, detail } of answers) {
      if (english) {
        expect(detail).toBe('Username: 3 to 32 characters. Password: required. E-mail: required.');
        expect(detail).not.toMatch(CYRILLIC);
      } else expect(detail).toBe('Логин: от 3 до 32 символов. Пароль: обязательное поле. E-mail: обязательное поле.');
    }
  });
});
