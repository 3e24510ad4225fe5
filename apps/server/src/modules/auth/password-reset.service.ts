import { localisedPath, type ResetPasswordBody } from '@museum/contract';
import { Invalid } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { say } from '../../texts';
import { type AuthDeps, accountKey, RESET_TTL_MS } from './auth-deps';
import { passwordChangedMail, passwordResetMail } from './auth-mails';
import { weakPasswordReason } from './password-policy';

/** "Forgot password" and setting a new one from the e-mailed link. */
export function createPasswordResetService(deps: AuthDeps) {
  const { db, users, sessions, emailTokens, throttle, mailer, clock, securityLog } = deps;

  return {
    /**
     * Mails a one-hour reset link when the account exists. The answer is the same either way,
     * and all the work (lookup, token, mail) runs after it, so neither words nor timing tell
     * who has an account.
     */
    async forgotPassword(login: string) {
      mailer.sendLater(async () => {
        const user = await users.findByLogin(login);
        if (!user || user.disabledAt) return undefined;
        const token = newToken();
        await emailTokens.insert(user.id, 'RESET', hashToken(token), new Date(clock.now().getTime() + RESET_TTL_MS));
        return passwordResetMail(user, `${deps.publicUrl}${localisedPath(user.language, '/reset-password')}?token=${token}`);
      });
      return { message: say((t) => t.forgotPassword) };
    },

    /**
     * Sets the new password, spends every reset link of the account, ends all its sessions and
     * sends a notice. It does not sign in. Following the link proves the address, so an
     * unconfirmed account becomes confirmed.
     */
    async resetPassword(input: ResetPasswordBody) {
      const now = clock.now();
      const user = await db.transaction(async (tx) => {
        const userId = await emailTokens.consume(hashToken(input.token), 'RESET', now, tx);
        const found = userId === undefined ? undefined : await users.findById(userId, tx);
        if (!found) throw new Invalid((t) => t.badResetLink, 'INVALID_TOKEN');
        const weak = weakPasswordReason(input.password, found);
        // Throwing rolls the transaction back, so the link still works with a better password.
        if (weak) throw new Invalid(weak, 'WEAK_PASSWORD', { errors: [{ path: '/body/password', message: weak }] });
        await users.setPasswordHash(found.id, await hashPassword(input.password), tx);
        await users.markConfirmed(found.id, now, tx);
        await emailTokens.consumeAllOfUser(found.id, 'RESET', now, tx);
        await sessions.revokeAllOfUser(found.id, now, tx);
        return found;
      });
      await throttle.clearAccount(accountKey(user, user.username));
      securityLog.event('password_reset', { userId: user.id, username: user.username });
      mailer.sendLater(passwordChangedMail(user));
      return { message: say((t) => t.passwordChanged) };
    },
  };
}
