import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailTokens } from '../../db/schema';

export type EmailTokenPurpose = 'CONFIRM' | 'RESET';

/** One-time tokens sent in e-mail links; only their hashes are stored. */
export function createEmailTokensRepository(db: Executor) {
  return {
    async insert(userId: number, purpose: EmailTokenPurpose, tokenHash: string, expiresAt: Date, tx: Executor = db): Promise<void> {
      await tx.insert(emailTokens).values({ userId, purpose, tokenHash, expiresAt });
    },

    /**
     * Spends a token: marks it used and answers its user, in one statement, so two requests
     * racing with the same link can't both succeed. Unknown, used or expired: undefined.
     */
    async consume(tokenHash: string, purpose: EmailTokenPurpose, now: Date, tx: Executor = db): Promise<number | undefined> {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailTokens.tokenHash, tokenHash),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, now),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return row?.userId;
    },

    /** Spends every outstanding token of a user for a purpose, so older links stop working. */
    async consumeAllOfUser(userId: number, purpose: EmailTokenPurpose, now: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(emailTokens)
        .set({ usedAt: now })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
    },
  };
}
export type EmailTokensRepository = ReturnType<typeof createEmailTokensRepository>;
