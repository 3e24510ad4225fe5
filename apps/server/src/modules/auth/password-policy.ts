import { dictionary } from '@zxcvbn-ts/language-common';
import type { Text } from '../../texts';

const MIN_LENGTH = 8;

/** zxcvbn's list of common passwords (lower case); shorter ones fail the length rule anyway. */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].filter((password) => password.length >= MIN_LENGTH));

const RUSSIAN_KEYS = 'йцукенгшщзхъфывапролджэячсмитьбю';
const LATIN_KEYS = "qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const RUSSIAN_FAVOURITES = ['пароль123', 'парольпароль', 'пароль12345', 'любовьморковь', 'россия2024', 'москва2024'];

/** The same keys typed on the Latin layout: `зфыыцщкв` is `password` in the Russian one. */
function asLatinKeys(value: string): string {
  return [...value].map((char) => LATIN_KEYS[RUSSIAN_KEYS.indexOf(char)] ?? char).join('');
}

/**
 * Why a password is too weak to accept, or undefined. Only a blocklist and the account's own
 * names: no composition rules (NIST SP 800-63B).
 */
export function weakPasswordReason(password: string, account: { username: string; email: string }): Text | undefined {
  const lower = password.toLowerCase();
  if (lower === account.username.toLowerCase() || lower === account.email.toLowerCase()) {
    return (t) => t.passwordIsName;
  }
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(asLatinKeys(lower)) || RUSSIAN_FAVOURITES.includes(lower)) {
    return (t) => t.passwordTooCommon;
  }
  return undefined;
}
