import { z } from 'zod';
import { EMAIL_TOKEN_TEXT } from './constants';
import { LOCALES, says } from './locale';

const USERNAME_LENGTH = says({ ru: 'Логин: от 3 до 32 символов', en: 'Username: 3 to 32 characters' });
export const PASSWORD_TOO_LONG = says({ ru: 'Пароль: не длиннее 128 символов', en: 'Password: at most 128 characters long' });
const BAD_EMAIL = says({ ru: 'Некорректный адрес e-mail', en: 'Not a valid e-mail address' });

const LATIN_LETTER = /[A-Za-z]/;
const CYRILLIC_LETTER = /[\u0400-\u045F\u0490\u0491]/;

/**
 * Login name, normalised with NFKC (full-width and other compatibility forms fold to plain
 * letters) and trimmed: 3..32 of Latin or Cyrillic letters, digits, `_`, `.`, `-`.
 * Letters of one alphabet only, so `admin` with a Cyrillic `а` can't pose as `admin`;
 * invisible and direction-control characters are not allowed at all.
 */
export const Username = z
  .string()
  .max(256, USERNAME_LENGTH)
  .normalize('NFKC')
  .trim()
  .min(3, USERNAME_LENGTH)
  .max(32, USERNAME_LENGTH)
  .regex(
    /^[A-Za-z0-9\u0400-\u045F\u0490\u0491_.-]+$/,
    says({
      ru: 'Логин: только русские или латинские буквы, цифры, «_», «.» и «-»',
      en: 'Username: only Russian or Latin letters, digits, "_", "." and "-"',
    }),
  )
  .refine(
    (value) => !(LATIN_LETTER.test(value) && CYRILLIC_LETTER.test(value)),
    says({
      ru: 'Логин: буквы только одного алфавита, русского или латинского',
      en: 'Username: letters of one alphabet only, Russian or Latin',
    }),
  );

/** 8..128 characters, no composition rules (NIST SP 800-63B); NFKC so one password has one form. */
export const Password = z
  .string()
  .max(128, PASSWORD_TOO_LONG)
  .normalize('NFKC')
  .min(8, says({ ru: 'Пароль: не короче 8 символов', en: 'Password: at least 8 characters long' }))
  .max(128, PASSWORD_TOO_LONG);

export const Email = z.string().max(254, BAD_EMAIL).trim().pipe(z.email(BAD_EMAIL));

export const RoleName = z.enum(['USER', 'MODERATOR', 'ADMIN']);
export type RoleName = z.infer<typeof RoleName>;

/** A login or an e-mail address, as the login, resend and reset forms accept. */
export const LoginOrEmail = z
  .string()
  .max(254, says({ ru: 'Слишком длинный логин или адрес', en: 'The username or address is too long' }))
  .normalize('NFKC')
  .trim()
  .min(1, says({ ru: 'Введите логин или адрес e-mail', en: 'Enter your username or e-mail address' }))
  .regex(
    /^[^\p{Cc}\p{Cf}]*$/u,
    says({
      ru: 'Логин или адрес содержит невидимые или управляющие символы',
      en: 'The username or address contains invisible or control characters',
    }),
  );

/** A token from an e-mail link: 256 random bits, base64url. */
export const EmailToken = z.string().regex(EMAIL_TOKEN_TEXT, says({ ru: 'Некорректная ссылка', en: 'Not a valid link' }));

/** An interface language: an account's mails are written in it. */
export const Language = z.enum(LOCALES);

/** Sign-up; `language` (the mails' language) defaults to the request's `Accept-Language`. */
export const RegisterBody = z.object({ username: Username, password: Password, email: Email, language: Language.optional() });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const ConfirmBody = z.object({ token: EmailToken });
export type ConfirmBody = z.infer<typeof ConfirmBody>;

/** Login: `username` may be the login or the e-mail; the password is not length-checked here. */
export const LoginBody = z.object({
  username: LoginOrEmail,
  password: z
    .string()
    .min(1, says({ ru: 'Введите пароль', en: 'Enter your password' }))
    .max(1024, PASSWORD_TOO_LONG)
    .normalize('NFKC'),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginDto = z.object({
  token: z.string(),
  /** The highest role held. */
  role: RoleName,
  username: z.string(),
  /** `ROLE_USER` plus `ROLE_MODERATOR` / `ROLE_ADMIN` as held. */
  roles: z.array(z.string()),
});
export type LoginDto = z.infer<typeof LoginDto>;

export const MeDto = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  /** Whether sign-in asks for a TOTP code. */
  secondFactor: z.boolean(),
  /** Whether items found for the want list's numbers are mailed (ADR 091). */
  wantedMail: z.boolean(),
});
export type MeDto = z.infer<typeof MeDto>;

export const ResendConfirmationBody = z.object({ username: LoginOrEmail });
export type ResendConfirmationBody = z.infer<typeof ResendConfirmationBody>;

/** `email` may also be a login. */
export const ForgotPasswordBody = z.object({ email: LoginOrEmail });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ token: EmailToken, password: Password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
