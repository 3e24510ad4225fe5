import { randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { hashToken } from '../../lib/tokens';
import type { TotpRepository } from './totp.repository';

const ISSUER = 'Музей «Тульский Максим»';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODES = 10;

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, six digits, 30 s. */
export const totpFor = (secret: string, username: string) =>
  new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

/** A new 160-bit secret, base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The 30-second step a code is valid in, when it is valid for now ± one step; else undefined. */
export function acceptedStep(secret: string, username: string, code: string, now: Date): number | undefined {
  const totp = totpFor(secret, username);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** Ten codes of ten letters and digits (about 50 bits each), as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const hashRecoveryCode = (code: string) => hashToken(`recovery:${code.toLowerCase().replace('-', '')}`);

/**
 * Checks a second-factor code of a user with TOTP on: a current app code, used at most once,
 * or an unused recovery code, which is spent. Answers how it was accepted, or undefined.
 */
export async function checkSecondFactor(
  totp: TotpRepository,
  user: { id: number; username: string; totpSecret: string | null },
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | undefined> {
  if (!user.totpSecret) return undefined;
  if (/^\d{6}$/.test(code)) {
    const step = acceptedStep(user.totpSecret, user.username, code, now);
    return step !== undefined && (await totp.acceptStep(user.id, step)) ? 'totp' : undefined;
  }
  return (await totp.spendRecoveryCode(user.id, hashRecoveryCode(code), now)) ? 'recovery' : undefined;
}
