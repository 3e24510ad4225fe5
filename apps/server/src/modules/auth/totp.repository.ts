import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recoveryCodes, users } from '../../db/schema';

/** The second factor's columns of a user and its recovery codes. */
export function createTotpRepository(db: Executor) {
  return {
    async setPending(userId: number, secret: string): Promise<void> {
      await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
    },

    /** Turns the factor on with the confirmed secret and a fresh set of recovery codes. */
    async enable(userId: number, secret: string, step: number, codeHashes: string[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: secret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
          .where(eq(users.id, userId));
        await replaceRecoveryCodes(tx, userId, codeHashes);
      });
    },

    /** A fresh set of recovery codes; the old ones, used or not, stop working. */
    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.transaction((tx) => replaceRecoveryCodes(tx, userId, codeHashes));
    },

    /** Turns the factor off (a pending setup too) and removes its recovery codes. */
    async disable(userId: number, outer: Executor = db): Promise<void> {
      await outer.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    /** Accepts a code's time step once: false when it (or a later one) was used already. */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Spends a recovery code; false when it is unknown or used. */
    async spendRecoveryCode(userId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },
  };
}
async function replaceRecoveryCodes(tx: Executor, userId: number, codeHashes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export type TotpRepository = ReturnType<typeof createTotpRepository>;
