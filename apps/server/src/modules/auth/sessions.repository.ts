import { and, desc, eq, exists, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { photoRegions, photos, sessions, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';

/** The actor of a session, with what the auth plugin needs to know about the account. */
export interface SessionActor extends Actor {
  secondFactor: boolean;
  /**
   * Whether the account has work of its own that only it (and moderators) may see: an unpublished
   * photo or a pending region. Without any, a plain user sees the public catalogue exactly as an
   * anonymous visitor does (ADR 067). Undefined when not asked for.
   */
  ownUnpublished?: boolean;
}

export type SessionRow = Pick<typeof sessions.$inferSelect, 'id' | 'createdAt' | 'lastSeenAt' | 'userAgent'>;

/** `lastSeenAt` is written at most this often, so reading pages does not mean writing rows. */
const TOUCH_EVERY_MS = 60_000;

export function createSessionsRepository(db: Executor) {
  /** An unpublished photo or a pending region of the session's user (ADR 067). */
  const ownUnpublished = or(
    exists(
      db
        .select({ one: sql`1` })
        .from(photos)
        .where(and(eq(photos.uploadedBy, users.id), eq(photos.published, false))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(photoRegions)
        .where(and(eq(photoRegions.createdBy, users.id), eq(photoRegions.status, 'PENDING'))),
    ),
  );
  /** Live: not revoked, not past its absolute end, used within the idle period. */
  const live = (now: Date, idleMs: number) =>
    and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)));

  return {
    async insert(
      userId: number,
      tokenHash: string,
      expiresAt: Date,
      userAgent: string | null,
      now: Date,
      tx: Executor = db,
    ): Promise<number> {
      const rows = await tx
        .insert(sessions)
        .values({ userId, tokenHash, expiresAt, userAgent, createdAt: now, lastSeenAt: now })
        .returning({ id: sessions.id });
      return firstRow(rows).id;
    },

    /**
     * The actor behind a live session of a user who is not disabled; marks the session used. With
     * `withOwnUnpublished` (a read of the public catalogue), in the same statement, whether the
     * account has an unpublished photo or a pending region of its own: one query, as before.
     */
    async findActor(tokenHash: string, now: Date, idleMs: number, withOwnUnpublished = false): Promise<SessionActor | undefined> {
      const [row] = await db
        .select({
          sessionId: sessions.id,
          userId: users.id,
          username: users.username,
          role: users.role,
          totpEnabledAt: users.totpEnabledAt,
          lastSeenAt: sessions.lastSeenAt,
          ...(withOwnUnpublished && { ownUnpublished: sql<boolean>`${ownUnpublished}` }),
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), live(now, idleMs), isNull(users.disabledAt)));
      if (!row) return undefined;
      if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
      }
      return {
        sessionId: row.sessionId,
        userId: row.userId,
        username: row.username,
        role: row.role,
        secondFactor: row.totpEnabledAt !== null,
        ...('ownUnpublished' in row && { ownUnpublished: row.ownUnpublished }),
      };
    },

    /** The user's live sessions, most recently used first. */
    async listLive(userId: number, now: Date, idleMs: number): Promise<SessionRow[]> {
      return db
        .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, userAgent: sessions.userAgent })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now, idleMs)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
    },

    async revoke(sessionId: number, now: Date, tx: Executor = db): Promise<void> {
      await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
    },

    /** Ends one of the user's own sessions; false when the user has no such live session. */
    async revokeOwn(sessionId: number, userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },

    async revokeAllOfUser(userId: number, now: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Every session of the user but `keepId` ends. */
    async revokeOthers(userId: number, keepId: number, now: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId), isNull(sessions.revokedAt)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
