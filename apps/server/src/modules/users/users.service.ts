import { Email, Password, type RoleName, Username } from '@museum/contract';
import type { Executor } from '../../db/client';
import { type Actor, hasRole } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';
import { hashPassword } from '../../lib/passwords';
import type { SecurityLog } from '../../lib/security-log';
import { secondFactorResetMail } from '../auth/auth-mails';
import type { SessionsRepository } from '../auth/sessions.repository';
import type { TotpRepository } from '../auth/totp.repository';
import type { UserRow, UsersRepository } from './users.repository';

/** Who did an administrative change: an admin through the API, or the CLI on the server. */
export interface AdminContext {
  by: Actor | 'cli';
  ip?: string;
}

/** Account administration: the admin CLI and the admin API. */
export function createUsersService(deps: {
  db: Executor;
  users: UsersRepository;
  sessions: SessionsRepository;
  totp: TotpRepository;
  mailer: Mailer;
  clock: Clock;
  securityLog: SecurityLog;
}) {
  const { db, users, sessions, totp, mailer, clock, securityLog } = deps;

  /** The route checks the role too; the service does not rely on it (an admin's session, or the CLI on the server). */
  function requireAdmin(context: AdminContext): void {
    if (context.by !== 'cli' && !hasRole(context.by, 'ADMIN')) throw new Forbidden();
  }

  async function find(username: string): Promise<UserRow> {
    const user = await users.findByLogin(username);
    if (!user) throw new NotFound((t) => t.userNotFound(username), 'USER_NOT_FOUND');
    return user;
  }

  const byFields = (context: AdminContext) =>
    context.by === 'cli' ? { by: 'cli' } : { byUserId: context.by.userId, byUsername: context.by.username, ip: context.ip };

  return {
    /** A confirmed account created by an administrator. */
    async createConfirmed(input: { username: string; email: string; password: string; role: RoleName }): Promise<UserRow> {
      const username = parseOrThrow(Username, input.username);
      const email = parseOrThrow(Email, input.email);
      const password = parseOrThrow(Password, input.password);
      if (await users.findByLogin(username)) throw new Conflict((t) => t.loginTaken, 'USERNAME_TAKEN');
      if (await users.findByLogin(email)) throw new Conflict((t) => t.emailTaken, 'EMAIL_TAKEN');
      return users.insert({
        username,
        email,
        passwordHash: await hashPassword(password),
        role: input.role,
        emailConfirmedAt: clock.now(),
      });
    },

    async grant(username: string, role: RoleName, context: AdminContext = { by: 'cli' }): Promise<UserRow> {
      const user = await find(username);
      await users.setRole(user.id, role);
      securityLog.event('role_changed', { userId: user.id, username: user.username, from: user.role, to: role, ...byFields(context) });
      return { ...user, role };
    },

    /** Disables an account: its sessions end at once and login is refused until it is enabled. */
    async disable(username: string, context: AdminContext): Promise<UserRow> {
      requireAdmin(context);
      const user = await find(username);
      if (context.by !== 'cli' && context.by.userId === user.id) {
        throw new Conflict((t) => t.cannotDisableSelf, 'CANNOT_DISABLE_SELF');
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (!user.disabledAt) await users.setDisabledAt(user.id, now, tx);
        await sessions.revokeAllOfUser(user.id, now, tx);
      });
      securityLog.event('account_disabled', { userId: user.id, username: user.username, ...byFields(context) });
      return { ...user, disabledAt: user.disabledAt ?? now };
    },

    async enable(username: string, context: AdminContext): Promise<UserRow> {
      requireAdmin(context);
      const user = await find(username);
      await users.setDisabledAt(user.id, null);
      securityLog.event('account_enabled', { userId: user.id, username: user.username, ...byFields(context) });
      return { ...user, disabledAt: null };
    },

    /**
     * For an owner who lost both the app and the recovery codes (or whose factor a thief set up):
     * the factor and its codes go, every session ends, and the owner gets a mail (ADR 046).
     * Not for oneself: the owner turns their own factor off in the profile, with password and code.
     */
    async resetSecondFactor(username: string, context: AdminContext): Promise<UserRow> {
      requireAdmin(context);
      const user = await find(username);
      if (context.by !== 'cli' && context.by.userId === user.id) {
        throw new Conflict((t) => t.cannotResetSelf, 'CANNOT_RESET_SELF');
      }
      if (!user.totpSecret && !user.totpPendingSecret) {
        throw new Conflict((t) => t.userHasNoSecondFactor(user.username), 'SECOND_FACTOR_OFF');
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        await totp.disable(user.id, tx);
        await sessions.revokeAllOfUser(user.id, now, tx);
      });
      securityLog.event('second_factor_reset', { userId: user.id, username: user.username, ...byFields(context) });
      mailer.sendLater(secondFactorResetMail(user));
      return { ...user, totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null };
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;

function parseOrThrow<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { message: string }[] } } },
  value: unknown,
): T {
  const result = schema.safeParse(value);
  // zod worded the messages in the request's language already (plugins/locale.ts).
  if (!result.success) throw new Invalid(() => result.error.issues.map((i) => i.message).join('; '));
  return result.data;
}
