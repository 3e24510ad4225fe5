import { Email, Password, type RoleName, Username } from '@museum/contract';
import type { Clock } from '../../lib/clock';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { UserRow, UsersRepository } from './users.repository';

/** Account administration used by the admin CLI. */
export function createUsersService(deps: { users: UsersRepository; clock: Clock }) {
  const { users, clock } = deps;
  return {
    /** A confirmed account created by an administrator. */
    async createConfirmed(input: { username: string; email: string; password: string; role: RoleName }): Promise<UserRow> {
      const username = parseOrThrow(Username, input.username);
      const email = parseOrThrow(Email, input.email);
      const password = parseOrThrow(Password, input.password);
      if (await users.findByLogin(username)) throw new Conflict('Логин уже занят', 'USERNAME_TAKEN');
      if (await users.findByLogin(email)) throw new Conflict('Адрес e-mail уже используется', 'EMAIL_TAKEN');
      return users.insert({
        username,
        email,
        passwordHash: await hashPassword(password),
        role: input.role,
        emailConfirmedAt: clock.now(),
      });
    },

    async grant(username: string, role: RoleName): Promise<UserRow> {
      const user = await users.findByLogin(username);
      if (!user) throw new NotFound(`Пользователь «${username}» не найден`, 'USER_NOT_FOUND');
      await users.setRole(user.id, role);
      return { ...user, role };
    },
  };
}

function parseOrThrow<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Invalid(result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}
