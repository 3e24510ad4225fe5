import { describe, expect, it } from 'vitest';
import { Email, LoginBody, Password, Username } from './auth';

const ok = (value: unknown) => Username.safeParse(value).success;

describe('Username', () => {
  it('accepts Latin or Cyrillic names with digits, _ . -', () => {
    for (const name of ['ivan', 'Иван_Петров', 'max-1910', 'a.b', 'Ёжик', 'Ґалина']) expect(ok(name), name).toBe(true);
  });

  it('folds compatibility forms with NFKC and trims', () => {
    expect(Username.parse('ａｄｍｉｎ')).toBe('admin');
    expect(Username.parse('  maxim  ')).toBe('maxim');
    // "e" followed by a combining acute accent composes to one letter outside the allowed set
    expect(ok('cafe\u0301')).toBe(false);
  });

  it('rejects invisible, direction-control and mixed-alphabet names', () => {
    for (const name of [
      'ad\u200bmin', // zero-width space
      'ad\u200dmin', // zero-width joiner
      'admin\u202egnp', // right-to-left override
      '\u2066admin\u2069', // isolates
      'аdmin', // Cyrillic а + Latin dmin
      'ρaul', // Greek rho
      'user name',
      'user@example.org',
      '<script>',
    ])
      expect(ok(name), JSON.stringify(name)).toBe(false);
  });

  it('bounds the length to 3..32 and refuses huge input', () => {
    expect(ok('ab')).toBe(false);
    expect(ok('a'.repeat(32))).toBe(true);
    expect(ok('a'.repeat(33))).toBe(false);
    expect(ok('a'.repeat(10_240))).toBe(false);
    expect(ok(42)).toBe(false);
  });
});

describe('Password and Email', () => {
  it('keeps passwords between 8 and 128 characters without composition rules', () => {
    expect(Password.safeParse('короткий').success).toBe(true);
    expect(Password.safeParse('1234567').success).toBe(false);
    expect(Password.safeParse('x'.repeat(129)).success).toBe(false);
  });

  it('normalises passwords with NFKC so login and registration agree', () => {
    expect(Password.parse('ｐａｓｓｗｏｒｄ-ｌｏｎｇ')).toBe('password-long');
    expect(LoginBody.parse({ username: 'x', password: 'ｐａｓｓ' }).password).toBe('pass');
  });

  it('accepts ordinary addresses only', () => {
    expect(Email.parse(' Ivan@Example.org ')).toBe('Ivan@Example.org');
    expect(Email.safeParse('not-an-address').success).toBe(false);
    expect(Email.safeParse(`${'a'.repeat(250)}@b.ru`).success).toBe(false);
  });
});
