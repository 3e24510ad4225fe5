import type { LoginBody, LoginDto, MeDto } from '@museum/contract';
import { type Actor, roleList } from '../../lib/actor';
import { DomainError, Unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { type AuthDeps, accountKey, SESSION_TTL_MS } from './auth-deps';

/** Signing in and out, and who the caller is. */
export function createLoginService(deps: AuthDeps) {
  const { users, sessions, throttle, clock } = deps;

  return {
    /**
     * Checks the password (the same work for unknown users) and opens a 30-day session.
     * Whether an account is unconfirmed or disabled is said only to someone who knows its password.
     */
    async login(input: LoginBody, ip: string): Promise<LoginDto> {
      const user = await users.findByLogin(input.username);
      const account = accountKey(user, input.username);
      await throttle.check(account, ip);
      const passwordOk = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !passwordOk) {
        await throttle.recordFailure(account, ip);
        throw new Unauthorized('Неверный логин или пароль', 'BAD_CREDENTIALS');
      }
      await throttle.recordSuccess(account);
      if (user.disabledAt) throw new DomainError(403, 'ACCOUNT_DISABLED', 'Учётная запись заблокирована');
      if (!user.emailConfirmedAt) {
        throw new DomainError(
          403,
          'ACCOUNT_NOT_CONFIRMED',
          'Учётная запись не подтверждена. Перейдите по ссылке из письма или отправьте письмо ещё раз',
          {
            username: user.username,
          },
        );
      }
      const token = newToken();
      await sessions.insert(user.id, hashToken(token), new Date(clock.now().getTime() + SESSION_TTL_MS));
      return { token, role: user.role, username: user.username, roles: roleList(user.role) };
    },

    async me(actor: Actor | null): Promise<MeDto> {
      const user = actor && (await users.findById(actor.userId));
      if (!user) throw new Unauthorized();
      return { id: user.id, username: user.username, email: user.email, roles: roleList(user.role) };
    },

    /** Ends the caller's session at once; other sessions of the account stay. */
    async logout(actor: Actor | null): Promise<void> {
      if (!actor) throw new Unauthorized();
      await sessions.revoke(actor.sessionId, clock.now());
    },
  };
}
