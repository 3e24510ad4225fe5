import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-policy';

const account = { username: 'Maxim1910', email: 'maxim@example.org' };

describe('weakPasswordReason', () => {
  it('rejects passwords from the common-password list, in any case', () => {
    for (const password of ['password', 'PASSWORD1', 'qwertyuiop', '12345678', 'iloveyou']) {
      expect(weakPasswordReason(password, account), password).toMatch(/распространён/);
    }
  });

  it('rejects common passwords typed on the Russian keyboard layout, and Russian favourites', () => {
    expect(weakPasswordReason('зфыыцщкв', account)).toMatch(/распространён/); // "password"
    expect(weakPasswordReason('йцукенгшщз', account)).toMatch(/распространён/); // "qwertyuiop"
    expect(weakPasswordReason('пароль123', account)).toMatch(/распространён/);
  });

  it('rejects the username or the e-mail as the password', () => {
    expect(weakPasswordReason('maxim1910', account)).toMatch(/логином/);
    expect(weakPasswordReason('Maxim@Example.org', account)).toMatch(/логином/);
  });

  it('accepts an uncommon passphrase without composition rules', () => {
    expect(weakPasswordReason('станок соколова 1910', account)).toBeUndefined();
    expect(weakPasswordReason('correct horse battery staple', account)).toBeUndefined();
  });
});
