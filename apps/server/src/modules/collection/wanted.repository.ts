import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { collectionWanted as w } from '../../db/schema';

/** What a sought number stores besides its owner and time. */
export type WantedValues = Pick<typeof w.$inferInsert, 'kind' | 'number' | 'note'>;

/** The owner's want list: every query names the owner. */
export function createWantedRepository(db: Executor) {
  return {
    async countOf(ownerId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(w).where(eq(w.ownerId, ownerId));
      return row?.n ?? 0;
    },

    async insert(ownerId: number, values: WantedValues, at: Date, tx: Executor = db) {
      const [row] = await tx
        .insert(w)
        .values({ ...values, ownerId, createdAt: at })
        .returning({ id: w.id, kind: w.kind, number: w.number, note: w.note, createdAt: w.createdAt });
      if (!row) throw new Error('collection_wanted: insert returned no row');
      return row;
    },

    list(ownerId: number) {
      return db
        .select({ id: w.id, kind: w.kind, number: w.number, note: w.note, createdAt: w.createdAt })
        .from(w)
        .where(eq(w.ownerId, ownerId))
        .orderBy(desc(w.id));
    },

    /** False when the owner has no such number. */
    async remove(ownerId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(w)
        .where(and(eq(w.ownerId, ownerId), eq(w.id, id)))
        .returning({ id: w.id });
      return rows.length > 0;
    },
  };
}
export type WantedRepository = ReturnType<typeof createWantedRepository>;
export type WantedRow = Awaited<ReturnType<WantedRepository['list']>>[number];
