import type { RegisterBody } from '@museum/contract';
import { Conflict, Invalid, NotFound, Unavailable } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../users/users.repository';
import { type AuthDeps, CONFIRMATION_TTL_MS } from './auth-deps';
import { confirmationMail } from './auth-mails';
import { weakPasswordReason } from './password-policy';

const INVALID_TOKEN = 'Ссылка недействительна: она устарела или уже использована. Запросите новое письмо';

/** Sign-up, e-mail confirmation and resending the confirmation mail. */
export function createRegistrationService(deps: AuthDeps) {
  const { db, users, emailTokens, mailer, clock } = deps;

  /** A fresh 48-hour confirmation link for the user, as the mail to send. */
  async function confirmationFor(user: UserRow) {
    const token = newToken();
    await emailTokens.insert(user.id, 'CONFIRM', hashToken(token), new Date(clock.now().getTime() + CONFIRMATION_TTL_MS));
    return confirmationMail(user.email, user.username, `${deps.publicUrl}/confirm-email?token=${token}`);
  }

  async function ensureFree(username: string, email: string) {
    if (await users.findByLookalikeUsername(username)) throw new Conflict('Этот логин уже занят', 'USERNAME_TAKEN');
    if (await users.findByEmail(email)) throw new Conflict('Этот адрес e-mail уже зарегистрирован', 'EMAIL_TAKEN');
  }

  return {
    /** Creates an unconfirmed account and mails a confirmation link. */
    async register(input: RegisterBody) {
      const { username, email, password } = input;
      const weak = weakPasswordReason(password, input);
      if (weak) throw new Invalid(weak, 'WEAK_PASSWORD', { errors: [{ path: '/body/password', message: weak }] });
      await ensureFree(username, email);
      const passwordHash = await hashPassword(password);
      let user: UserRow;
      try {
        user = await users.insert({ username, email, passwordHash, role: 'USER', createdAt: clock.now() });
      } catch (error) {
        // Someone took the name or address between the check and the insert.
        await ensureFree(username, email);
        throw error;
      }
      mailer.sendLater(await confirmationFor(user));
      return {
        message: 'Почти готово! Мы отправили письмо на ваш адрес e-mail: перейдите по ссылке из него, чтобы подтвердить регистрацию',
      };
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
      return { message: 'Адрес e-mail подтверждён. Теперь можно войти' };
    },

    /** Mails a new confirmation link to an account that is not confirmed yet (login or e-mail). */
    async resendConfirmation(login: string) {
      const user = await users.findByLogin(login);
      if (!user || user.disabledAt) throw new NotFound('Пользователь не найден', 'USER_NOT_FOUND');
      if (user.emailConfirmedAt) throw new Conflict('Учётная запись уже подтверждена', 'ALREADY_CONFIRMED');
      const mail = await confirmationFor(user);
      await mailer.send(mail).catch(() => {
        throw new Unavailable('Не удалось отправить письмо. Попробуйте позже', 'MAIL_FAILED');
      });
      return { message: 'Письмо для подтверждения отправлено ещё раз. Проверьте почту, в том числе папку «Спам»' };
    },
  };
}
