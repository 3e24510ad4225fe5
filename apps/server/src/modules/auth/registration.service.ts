import { localisedPath, type RegisterBody } from '@museum/contract';
import { Conflict, Invalid } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { currentLocale, say, type Text } from '../../texts';
import type { UserRow } from '../users/users.repository';
import { type AuthDeps, CONFIRMATION_TTL_MS } from './auth-deps';
import { confirmationMail, registrationAttemptMail } from './auth-mails';
import { weakPasswordReason } from './password-policy';

const INVALID_TOKEN: Text = (t) => t.badLink;

/** Sign-up, e-mail confirmation and resending the confirmation mail. */
export function createRegistrationService(deps: AuthDeps) {
  const { db, users, emailTokens, mailer, clock } = deps;

  /** A fresh 48-hour confirmation link for the user, as the mail to send. */
  async function confirmationFor(user: UserRow) {
    const token = newToken();
    await emailTokens.insert(user.id, 'CONFIRM', hashToken(token), new Date(clock.now().getTime() + CONFIRMATION_TTL_MS));
    return confirmationMail(user, `${deps.publicUrl}${localisedPath(user.language, '/confirm-email')}?token=${token}`);
  }

  /** Usernames are public, so a taken one is said plainly; a taken e-mail address is not. */
  async function ensureUsernameFree(username: string) {
    if (await users.findByLookalikeUsername(username)) throw new Conflict((t) => t.usernameTaken, 'USERNAME_TAKEN');
  }

  /** Someone signed up with an address that has an account: its owner hears of it, the caller sees a success. */
  function mailOwnerOf(email: string) {
    mailer.sendLater(async () => {
      const owner = await users.findByEmail(email);
      return owner && registrationAttemptMail(owner, `${deps.publicUrl}${localisedPath(owner.language, '/')}`);
    });
  }

  return {
    /** Creates an unconfirmed account and mails a confirmation link. */
    async register(input: RegisterBody) {
      const { username, email, password } = input;
      const weak = weakPasswordReason(password, input);
      if (weak) throw new Invalid(weak, 'WEAK_PASSWORD', { errors: [{ path: '/body/password', message: weak }] });
      await ensureUsernameFree(username);
      // Hashed either way, so a taken address takes as long as a free one.
      const passwordHash = await hashPassword(password);
      if (await users.findByEmail(email)) {
        mailOwnerOf(email);
        return { message: say((t) => t.registered) };
      }
      let user: UserRow;
      try {
        user = await users.insert({
          username,
          email,
          passwordHash,
          role: 'USER',
          createdAt: clock.now(),
          language: input.language ?? currentLocale(),
        });
      } catch (error) {
        // Someone took the name or address between the check and the insert.
        await ensureUsernameFree(username);
        if (!(await users.findByEmail(email))) throw error;
        mailOwnerOf(email);
        return { message: say((t) => t.registered) };
      }
      mailer.sendLater(() => confirmationFor(user));
      return { message: say((t) => t.registered) };
    },

    /** Spends a confirmation link; every other confirmation link of the account stops working too. */
    async confirm(token: string) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const userId = await emailTokens.consume(hashToken(token), 'CONFIRM', now, tx);
        if (userId === undefined) throw new Invalid(INVALID_TOKEN, 'INVALID_TOKEN');
        await users.markConfirmed(userId, now, tx);
        await emailTokens.consumeAllOfUser(userId, 'CONFIRM', now, tx);
      });
      return { message: say((t) => t.emailConfirmed) };
    },

    /**
     * Mails a new confirmation link to an account that is not confirmed yet (login or e-mail).
     * The answer is the same for unknown, confirmed and disabled accounts, and the lookup runs
     * after it, so neither words nor timing tell them apart.
     */
    async resendConfirmation(login: string) {
      mailer.sendLater(async () => {
        const user = await users.findByLogin(login);
        if (!user || user.disabledAt || user.emailConfirmedAt) return undefined;
        return confirmationFor(user);
      });
      return { message: say((t) => t.resent) };
    },
  };
}
