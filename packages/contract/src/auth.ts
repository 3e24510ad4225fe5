import { z } from 'zod';

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
  .max(256, 'Логин: от 3 до 32 символов')
  .normalize('NFKC')
  .trim()
  .min(3, 'Логин: от 3 до 32 символов')
  .max(32, 'Логин: от 3 до 32 символов')
  .regex(/^[A-Za-z0-9\u0400-\u045F\u0490\u0491_.-]+$/, 'Логин: только русские или латинские буквы, цифры, «_», «.» и «-»')
  .refine(
    (value) => !(LATIN_LETTER.test(value) && CYRILLIC_LETTER.test(value)),
    'Логин: буквы только одного алфавита, русского или латинского',
  );

/** 8..128 characters, no composition rules (NIST SP 800-63B); NFKC so one password has one form. */
export const Password = z
  .string()
  .max(128, 'Пароль: не длиннее 128 символов')
  .normalize('NFKC')
  .min(8, 'Пароль: не короче 8 символов')
  .max(128, 'Пароль: не длиннее 128 символов');

export const Email = z.string().max(254, 'Некорректный адрес e-mail').trim().pipe(z.email('Некорректный адрес e-mail'));

export const RoleName = z.enum(['USER', 'MODERATOR', 'ADMIN']);
export type RoleName = z.infer<typeof RoleName>;

/** A login or an e-mail address, as the login, resend and reset forms accept. */
export const LoginOrEmail = z
  .string()
  .max(254, 'Слишком длинный логин или адрес')
  .normalize('NFKC')
  .trim()
  .min(1, 'Введите логин или адрес e-mail')
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'Логин или адрес содержит невидимые или управляющие символы');

/** A token from an e-mail link: 256 random bits, base64url. */
export const EmailToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Некорректная ссылка');

export const RegisterBody = z.object({ username: Username, password: Password, email: Email });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const ConfirmBody = z.object({ token: EmailToken });
export type ConfirmBody = z.infer<typeof ConfirmBody>;

/** Login: `username` may be the login or the e-mail; the password is not length-checked here. */
export const LoginBody = z.object({
  username: LoginOrEmail,
  password: z.string().min(1, 'Введите пароль').max(1024, 'Пароль: не длиннее 128 символов').normalize('NFKC'),
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
});
export type MeDto = z.infer<typeof MeDto>;

export const ResendConfirmationBody = z.object({ username: LoginOrEmail });
export type ResendConfirmationBody = z.infer<typeof ResendConfirmationBody>;

/** `email` may also be a login. */
export const ForgotPasswordBody = z.object({ email: LoginOrEmail });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ token: EmailToken, password: Password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;
