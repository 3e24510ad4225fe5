import { and, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { collectionItems, collectionShares } from '../../db/schema';

const s = collectionShares;

/** A record's share links (ADR 089), looked up by the token's hash; writes name the owner. */
export function createShareRepository(db: Executor) {
  return {
    /**
     * Makes the record's link, replacing any earlier one; false when the owner has no such record
     * (the insert takes the record from the owner's rows, so another's id inserts nothing).
     */
    async replace(
      ownerId: number,
      itemId: number,
      share: { tokenHash: string; fields: string[]; expiresAt: Date },
      at: Date,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [owned] = await tx
          .select({ id: collectionItems.id })
          .from(collectionItems)
          .where(and(eq(collectionItems.ownerId, ownerId), eq(collectionItems.id, itemId)))
          .for('update');
        if (!owned) return false;
        await tx.delete(s).where(eq(s.itemId, itemId));
        await tx.insert(s).values({ itemId, ownerId, ...share, createdAt: at });
        return true;
      });
    },

    /** Whether the owner has this record. */
    async owns(ownerId: number, itemId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: collectionItems.id })
        .from(collectionItems)
        .where(and(eq(collectionItems.ownerId, ownerId), eq(collectionItems.id, itemId)));
      return row !== undefined;
    },

    /** False when the owner has no link for that record. */
    async remove(ownerId: number, itemId: number): Promise<boolean> {
      const rows = await db
        .delete(s)
        .where(and(eq(s.ownerId, ownerId), eq(s.itemId, itemId)))
        .returning({ id: s.id });
      return rows.length > 0;
    },

    /** The owner's live link of a record: when it was made, until when, with which fields; undefined when none. */
    async liveOf(ownerId: number, itemId: number, now: Date) {
      const [row] = await db
        .select({ createdAt: s.createdAt, expiresAt: s.expiresAt, fields: s.fields })
        .from(s)
        .where(and(eq(s.ownerId, ownerId), eq(s.itemId, itemId), gt(s.expiresAt, now)));
      return row;
    },

    /** The live link with this hash: its record, owner and chosen fields; undefined when unknown or expired. */
    async live(tokenHash: string, now: Date) {
      const [row] = await db
        .select({ itemId: s.itemId, ownerId: s.ownerId, fields: s.fields, expiresAt: s.expiresAt })
        .from(s)
        .where(and(eq(s.tokenHash, tokenHash), gt(s.expiresAt, now)));
      return row;
    },
  };
}
export type ShareRepository = ReturnType<typeof createShareRepository>;
