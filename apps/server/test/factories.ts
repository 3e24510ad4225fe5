import type { Database } from '../src/db/client';
import type { Role } from '../src/lib/actor';
import { hashPassword } from '../src/lib/passwords';
import { hashToken, newToken } from '../src/lib/tokens';
import { createSessionsRepository } from '../src/modules/auth/sessions.repository';
import { createUsersRepository, type UserRow } from '../src/modules/users/users.repository';

export const DEFAULT_PASSWORD = 'Верный-пароль-2025';
let defaultHash: Promise<string> | undefined;
let sequence = 0;

/** A unique suffix, so each test makes its own data. */
export const unique = () => `${process.pid}${++sequence}${Math.floor(Math.random() * 1e4)}`;

export interface BuiltUser {
  user: UserRow;
  password: string;
}

/** A confirmed account (unless told otherwise) with the default password. */
export async function buildUser(
  database: Database,
  overrides: { username?: string; email?: string; role?: Role; confirmed?: boolean; password?: string } = {},
): Promise<BuiltUser> {
  const id = unique();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = overrides.password ? await hashPassword(password) : await defaultHash;
  const user = await createUsersRepository(database.db).insert({
    username: overrides.username ?? `user${id}`,
    email: overrides.email ?? `user${id}@example.org`,
    passwordHash,
    role: overrides.role ?? 'USER',
    emailConfirmedAt: overrides.confirmed === false ? null : new Date(),
  });
  return { user, password };
}

/** A signed-in account: the user and a bearer token for it. */
export async function signIn(
  database: Database,
  role: Role = 'USER',
  now = new Date(),
): Promise<BuiltUser & { token: string; auth: { authorization: string } }> {
  const built = await buildUser(database, { role });
  const token = newToken();
  const expires = new Date(now.getTime() + 30 * 24 * 3600 * 1000);
  await createSessionsRepository(database.db).insert(built.user.id, hashToken(token), expires, null, now);
  return { ...built, token, auth: { authorization: `Bearer ${token}` } };
}
