import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';

export function createSessionsRepository(db: Db) {
  return {
    async insert(userId: number, tokenHash: string, expiresAt: Date, tx: Db = db): Promise<number> {
      const [row] = await tx.insert(sessions).values({ userId, tokenHash, expiresAt }).returning({ id: sessions.id });
      return (row as { id: number }).id;
    },

    /** The actor behind a live session: not revoked, not expired, user not disabled. */
    async findActor(tokenHash: string, now: Date): Promise<Actor | undefined> {
      const [row] = await db
        .select({ sessionId: sessions.id, userId: users.id, username: users.username, role: users.role })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.disabledAt)));
      return row;
    },

    async revoke(sessionId: number, now: Date, tx: Db = db): Promise<void> {
      await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },

    async revokeAllOfUser(userId: number, now: Date, tx: Db = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
