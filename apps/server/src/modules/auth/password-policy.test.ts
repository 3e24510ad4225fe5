import { describe, expect, it } from 'vitest';
import { render } from '../../texts';
import { weakPasswordReason } from './password-policy';

const account = { username: 'Maxim1910', email: 'maxim@example.org' };

/** The reason in Russian, the default language of answers. */
const reason = (password: string): string | undefined => {
  const text = weakPasswordReason(password, account);
  return text && render(text, 'ru');
};

describe('weakPasswordReason', () => {
  it('rejects passwords from the common-password list, in any case', () => {
    for (const password of ['password', 'PASSWORD1', 'qwertyuiop', '12345678', 'iloveyou']) {
      expect(reason(password), password).toMatch(/распространён/);
    }
  });

  it('rejects common passwords typed on the Russian keyboard layout, and Russian favourites', () => {
    expect(reason('зфыыцщкв')).toMatch(/распространён/); // "password"
    expect(reason('йцукенгшщз')).toMatch(/распространён/); // "qwertyuiop"
    expect(reason('пароль123')).toMatch(/распространён/);
  });

  it('rejects the username or the e-mail as the password', () => {
    expect(reason('maxim1910')).toMatch(/логином/);
    expect(reason('Maxim@Example.org')).toMatch(/логином/);
  });

  it('gives the reason in English to English callers', () => {
    const text = weakPasswordReason('password', account);
    expect(text && render(text, 'en')).toMatch(/common/i);
  });

  it('accepts an uncommon passphrase without composition rules', () => {
    expect(weakPasswordReason('станок соколова 1910', account)).toBeUndefined();
    expect(weakPasswordReason('correct horse battery staple', account)).toBeUndefined();
  });
});
