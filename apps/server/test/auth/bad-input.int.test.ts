import { describe, expect, it } from 'vitest';
import { useTestApp } from '../harness';
import { newAccount, nextIp, post } from './auth-helpers';

const TEN_KB = 'a'.repeat(10 * 1024);
const valid = newAccount();

/** Bodies each endpoint must refuse with 400 VALIDATION_FAILED. */
const CASES: Record<string, [string, unknown][]> = {
  '/api/auth/register': [
    ['no body fields', {}],
    ['no password', { username: valid.username, email: valid.email }],
    ['no email', { username: valid.username, password: valid.password }],
    ['username as a number', { ...valid, username: 12345 }],
    ['username as an array', { ...valid, username: ['ivan'] }],
    ['password as null', { ...valid, password: null }],
    ['email as an object', { ...valid, email: { address: valid.email } }],
    ['a 10 KB username', { ...valid, username: TEN_KB }],
    ['a 10 KB password', { ...valid, password: TEN_KB }],
    ['a 10 KB e-mail', { ...valid, email: `${TEN_KB}@example.org` }],
    ['a short username', { ...valid, username: 'ab' }],
    ['a short password', { ...valid, password: 'Корот7' }],
    ['a malformed e-mail', { ...valid, email: 'ivan-at-example.org' }],
    ['a right-to-left override', { ...valid, username: 'ivan\u202Egpj' }],
    ['a zero-width space', { ...valid, username: 'iv\u200Ban' }],
    ['a zero-width joiner', { ...valid, username: 'iv\u200Dan' }],
    ['a byte-order mark inside', { ...valid, username: 'iv\uFEFFan' }],
    ['a Cyrillic а among Latin letters', { ...valid, username: 'аdmin' }],
    ['a Greek omicron among Latin letters', { ...valid, username: 'adm\u03BFn' }],
    ['a combining mark', { ...valid, username: 'iva\u0336n' }],
    ['an emoji', { ...valid, username: 'ivan🔫' }],
    ['a NUL character', { ...valid, username: 'iv\u0000an' }],
    ['a space', { ...valid, username: 'ivan petrov' }],
    ['an e-mail with a direction override', { ...valid, email: 'ivan\u202E@example.org' }],
  ],
  '/api/auth/login': [
    ['no body fields', {}],
    ['no password', { username: 'ivan' }],
    ['an empty password', { username: 'ivan', password: '' }],
    ['username as a number', { username: 1, password: 'x' }],
    ['password as a boolean', { username: 'ivan', password: true }],
    ['a 10 KB username', { username: TEN_KB, password: 'x' }],
    ['a 10 KB password', { username: 'ivan', password: TEN_KB }],
    ['a blank username', { username: '   ', password: 'x' }],
    ['a NUL character', { username: 'iv\u0000an', password: 'x' }],
    ['a zero-width space', { username: 'iv\u200Ban', password: 'x' }],
  ],
  '/api/auth/confirm': [
    ['no token', {}],
    ['token as a number', { token: 123 }],
    ['a short token', { token: 'abc' }],
    ['a token with spaces', { token: 'a b c d e f g h i j k l m n o p' }],
    ['a 10 KB token', { token: TEN_KB }],
  ],
  '/api/auth/resend-confirmation': [
    ['no username', {}],
    ['username as an array', { username: [] }],
    ['a 10 KB username', { username: TEN_KB }],
    ['a right-to-left override', { username: 'ivan\u202E' }],
  ],
  '/api/auth/forgot-password': [
    ['no email', {}],
    ['email as a number', { email: 42 }],
    ['a 10 KB e-mail', { email: `${TEN_KB}@example.org` }],
    ['an empty e-mail', { email: '' }],
  ],
  '/api/auth/reset-password': [
    ['no fields', {}],
    ['no password', { token: 'A'.repeat(43) }],
    ['a short password', { token: 'A'.repeat(43), password: 'short' }],
    ['a 10 KB password', { token: 'A'.repeat(43), password: TEN_KB }],
    ['a malformed token', { token: '../../etc/passwd', password: valid.password }],
  ],
};

describe('bad input to the accounts API', () => {
  const t = useTestApp();

  for (const [url, cases] of Object.entries(CASES)) {
    it(`${url} answers 400 VALIDATION_FAILED problems`, async () => {
      for (const [what, body] of cases) {
        const res = await post(t, url, body);
        expect(res.statusCode, `${url}: ${what}`).toBe(400);
        expect(res.headers['content-type'], what).toBe('application/problem+json; charset=utf-8');
        expect(res.json(), what).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', errors: expect.any(Array) });
      }
    });
  }

  it('answers malformed JSON, non-object bodies and wrong media types with 4xx problems', async () => {
    for (const url of Object.keys(CASES)) {
      for (const payload of ['{"username":', 'null', '[]', '"text"', '42']) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
          remoteAddress: nextIp(),
        });
        expect(res.statusCode, `${url} ${payload}`).toBe(400);
        expect(res.json().code, payload).toMatch(/^(MALFORMED_JSON|VALIDATION_FAILED)$/);
      }
      const form = await t.app.inject({
        method: 'POST',
        url,
        payload: 'username=ivan',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: nextIp(),
      });
      expect(form.statusCode, url).toBe(415);
      expect(form.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('names the offending field in errors', async () => {
    const res = await post(t, '/api/auth/register', { ...valid, username: 'iv\u200Ban' });
    expect(res.json().errors).toEqual([
      { path: '/body/username', message: 'Логин: только русские или латинские буквы, цифры, «_», «.» и «-»' },
    ]);
    const mixed = await post(t, '/api/auth/register', { ...valid, username: 'аdmin' });
    expect(mixed.json().errors).toEqual([
      { path: '/body/username', message: 'Логин: буквы только одного алфавита, русского или латинского' },
    ]);
  });

  it('normalises full-width letters and surrounding spaces with NFKC instead of refusing them', async () => {
    const res = await post(t, '/api/auth/register', { ...newAccount(), username: '  ｍａｘｉｍ１９１０  ' });
    expect(res.statusCode).toBe(201);
    const login = await post(t, '/api/auth/login', { username: 'maxim1910', password: valid.password });
    expect(login.json()).toMatchObject({ code: 'ACCOUNT_NOT_CONFIRMED', username: 'maxim1910' });
  });
});
