import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { loginChallenges, trustedDevices } from '../../db/schema';

/** Browsers an account signed in from (device cookies) and pending second-factor logins. */
export function createDevicesRepository(db: Executor) {
  return {
    async insertDevice(userId: number, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.insert(trustedDevices).values({ userId, tokenHash, expiresAt, createdAt: now });
    },

    /** The device of a cookie, when it is known and not expired. */
    async findDevice(tokenHash: string, now: Date): Promise<{ id: number; userId: number } | undefined> {
      const [row] = await db
        .select({ id: trustedDevices.id, userId: trustedDevices.userId })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.tokenHash, tokenHash), gt(trustedDevices.expiresAt, now)));
      return row;
    },

    async deleteDevice(id: number): Promise<void> {
      await db.delete(trustedDevices).where(eq(trustedDevices.id, id));
    },

    async insertChallenge(userId: number, tokenHash: string, userAgent: string | null, expiresAt: Date): Promise<void> {
      await db.insert(loginChallenges).values({ userId, tokenHash, userAgent, expiresAt });
    },

    /** A second-factor challenge that is neither used nor expired. */
    async findChallenge(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ id: loginChallenges.id, userId: loginChallenges.userId, userAgent: loginChallenges.userAgent })
        .from(loginChallenges)
        .where(and(eq(loginChallenges.tokenHash, tokenHash), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, now)));
      return row;
    },

    /** Spends a challenge; false when a parallel request spent it first. */
    async spendChallenge(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(loginChallenges)
        .set({ usedAt: now })
        .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
        .returning({ id: loginChallenges.id });
      return rows.length > 0;
    },
  };
}
export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
