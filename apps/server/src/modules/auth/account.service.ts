import type { ChangePasswordBody, RecoveryCodesDto, SessionListDto, TotpSetupDto } from '@museum/contract';
import Bowser from 'bowser';
import type { Actor } from '../../lib/actor';
import { Conflict, Invalid, NotFound, Unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { UserRow } from '../users/users.repository';
import { type AuthDeps, accountKey } from './auth-deps';
import { passwordChangedByOwnerMail, secondFactorChangedMail } from './auth-mails';
import { weakPasswordReason } from './password-policy';
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpFor } from './second-factor';

/** «Firefox 133, Linux» from a User-Agent header; «Неизвестный браузер» without one. */
export function describeAgent(userAgent: string | null): string {
  if (!userAgent) return 'Неизвестный браузер';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name ?? '';
  return [browser || 'Неизвестный браузер', os].filter(Boolean).join(', ');
}

/** What a signed-in person does with their own account: password, sessions, second factor. */
export function createAccountService(deps: AuthDeps) {
  const { users, sessions, totp, throttle, mailer, clock, securityLog, sessionPolicy } = deps;

  async function caller(actor: Actor | null): Promise<UserRow & { sessionId: number }> {
    const user = actor && (await users.findById(actor.userId));
    if (!actor || !user) throw new Unauthorized();
    return { ...user, sessionId: actor.sessionId };
  }

  /**
   * Checks the current password under the login limits (a stolen session must not become a
   * way to guess the password); a wrong one is a 400 on the field, not a 401 that signs out.
   */
  async function confirmPassword(user: UserRow, password: string, ip: string): Promise<void> {
    const slot = await throttle.take(accountKey(user, user.username), ip);
    if (!(await verifyPassword(user.passwordHash, password))) {
      securityLog.event('login_failed', { userId: user.id, username: user.username, ip, during: 'password_confirmation' });
      throw new Invalid('Неверный текущий пароль', 'BAD_CURRENT_PASSWORD', {
        errors: [{ path: '/body/currentPassword', message: 'Неверный текущий пароль' }],
      });
    }
    await throttle.release(slot);
  }

  return {
    /** A new password: the other sessions end, this one stays, the owner gets a notice. */
    async changePassword(actor: Actor | null, input: ChangePasswordBody, ip: string): Promise<void> {
      const user = await caller(actor);
      await confirmPassword(user, input.currentPassword, ip);
      const weak = weakPasswordReason(input.newPassword, user);
      if (weak) throw new Invalid(weak, 'WEAK_PASSWORD', { errors: [{ path: '/body/newPassword', message: weak }] });
      const passwordHash = await hashPassword(input.newPassword);
      const now = clock.now();
      await deps.db.transaction(async (tx) => {
        await users.setPasswordHash(user.id, passwordHash, tx);
        await sessions.revokeOthers(user.id, user.sessionId, now, tx);
      });
      securityLog.event('password_changed', { userId: user.id, username: user.username, ip });
      mailer.sendLater(passwordChangedByOwnerMail(user.email, user.username));
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
      if (!(await sessions.revokeOwn(sessionId, user.id, clock.now()))) throw new NotFound('Сеанс не найден', 'SESSION_NOT_FOUND');
      securityLog.event('session_ended', { userId: user.id, username: user.username, sessionId, by: 'user' });
    },

    /** A new secret to scan; the factor is on only after a code from it is confirmed. */
    async startTotpSetup(actor: Actor | null): Promise<TotpSetupDto> {
      const user = await caller(actor);
      if (user.totpEnabledAt) throw new Conflict('Второй фактор уже включён', 'SECOND_FACTOR_ON');
      const secret = newTotpSecret();
      await totp.setPending(user.id, secret);
      return { secret, otpauthUrl: totpFor(secret, user.username).toString() };
    },

    /**
     * Confirms the secret with a code, turns the factor on and answers the recovery codes, once.
     * Other sessions end: they were opened with the password alone.
     */
    async enableTotp(actor: Actor | null, code: string, ip: string): Promise<RecoveryCodesDto> {
      const user = await caller(actor);
      if (user.totpEnabledAt) throw new Conflict('Второй фактор уже включён', 'SECOND_FACTOR_ON');
      if (!user.totpPendingSecret) throw new Conflict('Сначала начните настройку второго фактора', 'NO_SETUP');
      const step = acceptedStep(user.totpPendingSecret, user.username, code, clock.now());
      if (step === undefined) {
        throw new Invalid('Код не подошёл. Проверьте время на телефоне и введите новый код', 'BAD_SECOND_FACTOR', {
          errors: [{ path: '/body/code', message: 'Код не подошёл' }],
        });
      }
      const recoveryCodes = newRecoveryCodes();
      await totp.enable(user.id, user.totpPendingSecret, step, recoveryCodes.map(hashRecoveryCode), clock.now());
      await sessions.revokeOthers(user.id, user.sessionId, clock.now());
      securityLog.event('second_factor_enabled', { userId: user.id, username: user.username, ip });
      mailer.sendLater(secondFactorChangedMail(user.email, user.username, true));
      return { recoveryCodes };
    },

    /** Turns the factor off after the current password; its recovery codes go too. */
    async disableTotp(actor: Actor | null, currentPassword: string, ip: string): Promise<void> {
      const user = await caller(actor);
      if (!user.totpEnabledAt) throw new Conflict('Второй фактор не включён', 'SECOND_FACTOR_OFF');
      await confirmPassword(user, currentPassword, ip);
      await totp.disable(user.id);
      securityLog.event('second_factor_disabled', { userId: user.id, username: user.username, ip });
      mailer.sendLater(secondFactorChangedMail(user.email, user.username, false));
    },
  };
}
