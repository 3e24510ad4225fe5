import { z } from 'zod';
import { Language, LoginDto, PASSWORD_TOO_LONG, Password } from './auth';
import { says } from './locale';

/** Six digits from an authenticator app. */
export const TotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, says({ ru: 'Код: шесть цифр из приложения-аутентификатора', en: 'Code: six digits from the authenticator app' }));

/** A code from the app, or one of the recovery codes (`xxxxx-xxxxx`). */
export const SecondFactorCode = z
  .string()
  .max(64, says({ ru: 'Некорректный код', en: 'Not a valid code' }))
  .trim()
  .toLowerCase()
  .regex(
    /^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/,
    says({ ru: 'Введите шесть цифр из приложения или код восстановления', en: 'Enter the six digits from the app or a recovery code' }),
  );

/** The current password for a confirmation; not length-checked beyond a sane bound. */
const CurrentPassword = z
  .string()
  .min(1, says({ ru: 'Введите текущий пароль', en: 'Enter your current password' }))
  .max(1024, PASSWORD_TOO_LONG)
  .normalize('NFKC');

/**
 * Re-authentication for a sensitive change of one's own account (ADR 046): the current
 * password, and a code of the second factor (app or recovery) when it is on. The server
 * answers 400 on `currentCode` when the factor is on and the code is missing.
 */
export const Reauthentication = z.object({ currentPassword: CurrentPassword, currentCode: SecondFactorCode.optional() });
export type Reauthentication = z.infer<typeof Reauthentication>;

/** Login answered "the password is right, now the second factor": call `/login/second-factor` with `challenge`. */
export const SecondFactorChallengeDto = z.object({
  secondFactorRequired: z.literal(true),
  /** Opaque, single use, valid for five minutes. */
  challenge: z.string(),
});
export type SecondFactorChallengeDto = z.infer<typeof SecondFactorChallengeDto>;

/** A session, or a second-factor challenge for accounts with TOTP on. */
export const LoginAnswer = z.union([LoginDto, SecondFactorChallengeDto]);
export type LoginAnswer = z.infer<typeof LoginAnswer>;

export const SecondFactorLoginBody = z.object({
  challenge: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{16,128}$/,
      says({ ru: 'Вход устарел. Введите логин и пароль ещё раз', en: 'The sign-in has expired. Enter your username and password again' }),
    ),
  code: SecondFactorCode,
});
export type SecondFactorLoginBody = z.infer<typeof SecondFactorLoginBody>;

/** `PUT /api/auth/language`: the language of the account's mails. */
export const AccountLanguageBody = z.object({ language: Language });
export type AccountLanguageBody = z.infer<typeof AccountLanguageBody>;

/** `PUT /api/auth/wanted-mail`: whether an item found for a number of the want list is mailed (ADR 091). */
export const WantedMailBody = z.object({ wantedMail: z.boolean() });
export type WantedMailBody = z.infer<typeof WantedMailBody>;

export const ChangePasswordBody = Reauthentication.extend({ newPassword: Password });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** One signed-in browser of the caller's account. */
export const SessionDto = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** A short browser description, such as «Firefox, Linux». */
  agent: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof SessionDto>;

export const SessionListDto = z.array(SessionDto);
export type SessionListDto = z.infer<typeof SessionListDto>;

export const SessionIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive(says({ ru: 'Некорректный номер сеанса', en: 'Not a valid session number' }))
    .max(2_147_483_647),
});

export const AdminUsernameParams = z.object({ username: z.string().min(1).max(254) });

/** A new TOTP secret to scan (`otpauthUrl` as a QR code) or type in (`secret`). */
export const TotpSetupDto = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type TotpSetupDto = z.infer<typeof TotpSetupDto>;

/** `code` comes from the new secret; the password proves the caller is the owner, not a stolen token. */
export const TotpEnableBody = z.object({ code: TotpCode, currentPassword: CurrentPassword });
export type TotpEnableBody = z.infer<typeof TotpEnableBody>;

/** Shown once, when the second factor is turned on. */
export const RecoveryCodesDto = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesDto = z.infer<typeof RecoveryCodesDto>;

export const TotpDisableBody = Reauthentication;
export type TotpDisableBody = z.infer<typeof TotpDisableBody>;

/** A new set of ten recovery codes replaces the old one. */
export const RecoveryCodesBody = Reauthentication;
export type RecoveryCodesBody = z.infer<typeof RecoveryCodesBody>;

/**
 * Deleting one's own account (`DELETE /api/auth/me`, issue 54): the password, and a code of the
 * second factor when it is on, checked as any re-authentication (ADR 046).
 */
export const DeleteAccountBody = z.object({ password: CurrentPassword, code: SecondFactorCode.optional() });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
