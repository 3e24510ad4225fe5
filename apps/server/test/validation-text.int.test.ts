import { describe, expect, it } from 'vitest';
import { newAccount, post } from './auth/auth-helpers';
import { useTestApp } from './harness';

/** Validation answers people read: a sentence per field, never the request part's name. */
describe('validation problems read as sentences', () => {
  const t = useTestApp();

  it('names the field and the rule in the detail and in each error', async () => {
    const res = await post(t, '/api/auth/register', { ...newAccount(), username: 'ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Логин: от 3 до 32 символов.',
      errors: [{ path: '/body/username', message: 'Логин: от 3 до 32 символов' }],
    });

    const several = await post(t, '/api/auth/register', { username: 'ab', password: 'x', email: 'нет' });
    expect(several.json().detail).toBe('Логин: от 3 до 32 символов. Пароль: не короче 8 символов. E-mail: некорректный адрес e-mail.');

    const missing = await post(t, '/api/auth/register', {});
    expect(missing.json().detail).toBe('Логин: обязательное поле. Пароль: обязательное поле. E-mail: обязательное поле.');
  });

  it('labels path and query parameters in Russian too', async () => {
    const byId = await t.app.inject({ method: 'GET', url: '/api/archive/details/abc' });
    expect(byId.statusCode).toBe(400);
    expect(byId.json()).toMatchObject({ detail: 'Номер записи: нужно число.', errors: [{ path: '/params/id' }] });

    const bigPage = await t.app.inject({ method: 'GET', url: '/api/archive/search/all?size=999&page=-1' });
    expect(bigPage.json().detail).toBe('Страница: не меньше 0. Размер страницы: не больше 250.');
    for (const res of [byId, bigPage]) expect(res.json().detail).not.toMatch(/проверку|\(params\)|\(body\)|querystring/);
  });
});
