import type { Locale } from '@museum/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { usernameSkeleton, users } from '../../db/schema';
import type { Role } from '../../lib/actor';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function createUsersRepository(db: Executor) {
  return {
    async insert(user: NewUser, tx: Executor = db): Promise<UserRow> {
      return firstRow(await tx.insert(users).values(user).returning());
    },

    async findById(id: number, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Finds by login or e-mail, case-insensitively. */
    async findByLogin(login: string, tx: Executor = db): Promise<UserRow | undefined> {
      const value = login.toLowerCase();
      const [row] = await tx
        .select()
        .from(users)
        .where(or(eq(sql`lower(${users.username})`, value), eq(sql`lower(${users.email})`, value)));
      return row;
    },

    /** Finds a user whose name is the same as `username` or looks the same (see `usernameSkeleton`). */
    async findByLookalikeUsername(username: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(eq(usernameSkeleton(users.username), usernameSkeleton(sql`${username}::text`)));
      return row;
    },

    async findByEmail(email: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      return row;
    },

    /** Confirms the e-mail address unless it already was. */
    async markConfirmed(id: number, now: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(users)
        .set({ emailConfirmedAt: now })
        .where(and(eq(users.id, id), isNull(users.emailConfirmedAt)));
    },

    async setPasswordHash(id: number, passwordHash: string, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /** Disables (with a time) or enables (null) an account. */
    async setDisabledAt(id: number, disabledAt: Date | null, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ disabledAt }).where(eq(users.id, id));
    },

    async setLanguage(id: number, language: Locale, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ language }).where(eq(users.id, id));
    },

    async setWantedMail(id: number, wantedMail: boolean, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ wantedMail }).where(eq(users.id, id));
    },

    async setRole(id: number, role: Role, tx: Executor = db): Promise<void> {
      await tx.update(users).set({ role }).where(eq(users.id, id));
    },

    /** Deletes the account's row: what hangs on it cascades or loses its author (the foreign keys say which). */
    async remove(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(users).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
