import type {
  ChangePasswordBody,
  DeleteAccountBody,
  Locale,
  Reauthentication,
  RecoveryCodesDto,
  SessionListDto,
  TotpEnableBody,
  TotpSetupDto,
} from '@museum/contract';
import Bowser from 'bowser';
import type { Actor } from '../../lib/actor';
import { Conflict, Invalid, NotFound, TooManyRequests, Unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { say, type Text } from '../../texts';
import type { UserRow } from '../users/users.repository';
import { type AuthDeps, accountKey } from './auth-deps';
import { passwordChangedByOwnerMail, recoveryCodesReplacedMail, secondFactorChangedMail } from './auth-mails';
import type { LoginSlot } from './login-throttle';
import { weakPasswordReason } from './password-policy';
import { acceptedStep, checkSecondFactor, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpFor } from './second-factor';

/** «Firefox 133, Linux» from a User-Agent header; "unknown browser", in the request's language, without one. */
export function describeAgent(userAgent: string | null): string {
  if (!userAgent) return say((t) => t.unknownBrowser);
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name ?? '';
  return [browser || say((t) => t.unknownBrowser), os].filter(Boolean).join(', ');
}

/** The body's fields a re-authentication's problems name: the usual ones, or the deletion's (issue 54). */
type ReauthFields = { password: string; code: string };
const REAUTH_FIELDS: ReauthFields = { password: 'currentPassword', code: 'currentCode' };
const DELETION_FIELDS: ReauthFields = { password: 'password', code: 'code' };

/** What a signed-in person does with their own account: password, sessions, second factor, deletion. */
export function createAccountService(
  deps: AuthDeps & {
    /** Erases the files of the account's private collection photos (local or S3) before its row goes (ADR 088). */
    eraseAccountFiles: (userId: number) => Promise<void>;
  },
) {
  const { users, sessions, totp, throttle, mailer, clock, securityLog, sessionPolicy } = deps;

  async function caller(actor: Actor | null): Promise<UserRow & { sessionId: number }> {
    const user = actor && (await users.findById(actor.userId));
    if (!actor || !user) throw new Unauthorized();
    return { ...user, sessionId: actor.sessionId };
  }

  /** A problem on one field of the form, in the shape the web shows beside that field. */
  const onField = (field: string, message: Text, code: string) =>
    new Invalid(message, code, { errors: [{ path: `/body/${field}`, message }] });

  /**
   * Re-authentication for a sensitive change (ADR 046): the current password, and a code of the
   * second factor when it is on, checked on the login's counters so a stolen session is no way
   * to guess either. A wrong one is a 400 on its field, not a 401 that would sign the owner out.
   */
  async function reauthenticate(user: UserRow, input: Reauthentication, ip: string, fields = REAUTH_FIELDS): Promise<void> {
    const factorOn = user.totpSecret !== null;
    if (factorOn && !input.currentCode) {
      throw onField(fields.code, (t) => t.codeRequired, 'SECOND_FACTOR_CODE_REQUIRED');
    }
    const during = 'reauthentication';
    const who = { userId: user.id, username: user.username, ip, during };
    let slot: LoginSlot;
    try {
      slot = await throttle.take(accountKey(user, user.username), ip);
    } catch (error) {
      if (error instanceof TooManyRequests) securityLog.event('login_locked', who);
      throw error;
    }
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      securityLog.event('login_failed', who);
      throw onField(fields.password, (t) => t.badCurrentPassword, 'BAD_CURRENT_PASSWORD');
    }
    if (factorOn) {
      const accepted = await checkSecondFactor(totp, user, input.currentCode ?? '', clock.now());
      if (!accepted) {
        securityLog.event('second_factor_failed', who);
        throw onField(fields.code, (t) => t.badCode, 'BAD_SECOND_FACTOR');
      }
      if (accepted === 'recovery') securityLog.event('recovery_code_used', who);
    }
    await throttle.release(slot);
  }

  return {
    /** A new password: the other sessions end, this one stays, the owner gets a notice. */
    async changePassword(actor: Actor | null, input: ChangePasswordBody, ip: string): Promise<void> {
      const user = await caller(actor);
      await reauthenticate(user, input, ip);
      const weak = weakPasswordReason(input.newPassword, user);
      if (weak) throw new Invalid(weak, 'WEAK_PASSWORD', { errors: [{ path: '/body/newPassword', message: weak }] });
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      await deps.db.transaction(async (tx) => {
        await users.setPasswordHash(user.id, passwordHash, tx);
        await sessions.revokeOthers(user.id, user.sessionId, now, tx);
      });
      securityLog.event('password_changed', { userId: user.id, username: user.username, ip });
      mailer.sendLater(passwordChangedByOwnerMail(user));
    },

    /** The language the account's mails are written in. */
    async setLanguage(actor: Actor | null, language: Locale): Promise<void> {
      const user = await caller(actor);
      await users.setLanguage(user.id, language);
    },

    /** Whether items found for the want list's numbers are mailed (ADR 091). */
    async setWantedMail(actor: Actor | null, wantedMail: boolean): Promise<void> {
      const user = await caller(actor);
      await users.setWantedMail(user.id, wantedMail);
    },

    async listSessions(actor: Actor | null): Promise<SessionListDto> {
      const user = await caller(actor);
      const rows = await sessions.listLive(user.id, clock.now(), sessionPolicy.idleMs);
      return rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastSeenAt.toISOString(),
        agent: describeAgent(row.userAgent),
        current: row.id === user.sessionId,
      }));
    },

    /** Ends one of the caller's sessions (the current one too: that is signing out). */
    async endSession(actor: Actor | null, sessionId: number): Promise<void> {
      const user = await caller(actor);
      if (!(await sessions.revokeOwn(sessionId, user.id, clock.now()))) throw new NotFound((t) => t.sessionNotFound, 'SESSION_NOT_FOUND');
      securityLog.event('session_ended', { userId: user.id, username: user.username, sessionId, by: 'user' });
    },

    /** A new secret to scan; the factor is on only after a code from it is confirmed. */
    async startTotpSetup(actor: Actor | null): Promise<TotpSetupDto> {
      const user = await caller(actor);
      if (user.totpEnabledAt) throw new Conflict((t) => t.secondFactorOn, 'SECOND_FACTOR_ON');
      const secret = newTotpSecret();
      await totp.setPending(user.id, secret);
      return { secret, otpauthUrl: totpFor(secret, user.username).toString() };
    },

    /**
     * Confirms the secret with a code, turns the factor on and answers the recovery codes, once.
     * The current password is asked too: a stolen session must not lock the owner out with
     * the thief's authenticator. Other sessions end: they were opened with the password alone.
     */
    async enableTotp(actor: Actor | null, input: TotpEnableBody, ip: string): Promise<RecoveryCodesDto> {
      const user = await caller(actor);
      if (user.totpEnabledAt) throw new Conflict((t) => t.secondFactorOn, 'SECOND_FACTOR_ON');
      if (!user.totpPendingSecret) throw new Conflict((t) => t.noSecondFactorSetup, 'NO_SETUP');
      await reauthenticate(user, input, ip);
      const step = acceptedStep(user.totpPendingSecret, user.username, input.code, clock.now());
      if (step === undefined) {
        throw new Invalid((t) => t.codeRejected, 'BAD_SECOND_FACTOR', {
          errors: [{ path: '/body/code', message: (t) => t.codeRejectedShort }],
        });
      }
      const recoveryCodes = newRecoveryCodes();
      await totp.enable(user.id, user.totpPendingSecret, step, recoveryCodes.map(hashRecoveryCode), clock.now());
      await sessions.revokeOthers(user.id, user.sessionId, clock.now());
      securityLog.event('second_factor_enabled', { userId: user.id, username: user.username, ip });
      mailer.sendLater(secondFactorChangedMail(user, true));
      return { recoveryCodes };
    },

    /** Turns the factor off after the current password and code; its recovery codes go too. */
    async disableTotp(actor: Actor | null, input: Reauthentication, ip: string): Promise<void> {
      const user = await caller(actor);
      if (!user.totpEnabledAt) throw new Conflict((t) => t.secondFactorOff, 'SECOND_FACTOR_OFF');
      await reauthenticate(user, input, ip);
      await totp.disable(user.id);
      securityLog.event('second_factor_disabled', { userId: user.id, username: user.username, ip });
      mailer.sendLater(secondFactorChangedMail(user, false));
    },

    /** Ten new recovery codes, answered once; the old ones stop working. */
    async replaceRecoveryCodes(actor: Actor | null, input: Reauthentication, ip: string): Promise<RecoveryCodesDto> {
      const user = await caller(actor);
      if (!user.totpEnabledAt) throw new Conflict((t) => t.secondFactorOff, 'SECOND_FACTOR_OFF');
      await reauthenticate(user, input, ip);
      const recoveryCodes = newRecoveryCodes();
      await totp.replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
      securityLog.event('recovery_codes_replaced', { userId: user.id, username: user.username, ip });
      mailer.sendLater(recoveryCodesReplacedMail(user));
      return { recoveryCodes };
    },

    /**
     * Deletes the caller's account after the password (and a code when the factor is on). The
     * user row goes; its foreign keys do the rest in the same statement: sessions, devices, tokens
     * and the private collection with its want list and photos cascade (ADR 084; the photos' files
     * are erased first, ADR 088), public contributions (items,
     * change requests, photos, regions, history) keep their rows with no author, shown as a
     * deleted member.
     */
    async deleteAccount(actor: Actor | null, input: DeleteAccountBody, ip: string): Promise<void> {
      const user = await caller(actor);
      await reauthenticate(user, { currentPassword: input.password, currentCode: input.code }, ip, DELETION_FIELDS);
      // Files first: were the store away, the 503 leaves the account whole to try again.
      await deps.eraseAccountFiles(user.id);
      await users.remove(user.id);
      securityLog.event('account_deleted', { userId: user.id, username: user.username, ip });
    },
  };
}
