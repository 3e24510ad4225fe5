import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { detailStamps, details } from '../../db/schema';

/** The stored columns of a detail write. */
export interface DetailValues {
  name: string | null;
  number: string | null;
  year: number | null;
  belongsTo: string | null;
  typeId: number;
  subtypeId: number | null;
  manufacturerId: number | null;
  productId: number | null;
  description: string | null;
  source: string | null;
}

/** A detail as its revisions record it. */
export type DetailSnapshot = DetailValues & { id: number; stampIds: number[]; photoIds: number[] };

const COLUMNS = {
  id: details.id,
  name: details.name,
  number: details.number,
  year: details.year,
  belongsTo: details.belongsTo,
  typeId: details.typeId,
  subtypeId: details.subtypeId,
  manufacturerId: details.manufacturerId,
  productId: details.productId,
  description: details.description,
  source: details.source,
};

/** Detail rows for writes; a write passes its transaction. */
export function createDetailWritesRepository(db: Executor) {
  return {
    async insert(values: DetailValues & { createdBy: number | null; at: Date }, tx: Executor = db): Promise<number> {
      const { at, ...rest } = values;
      const [row] = await tx
        .insert(details)
        .values({ ...rest, createdAt: at, updatedAt: at })
        .returning({ id: details.id });
      return (row as { id: number }).id;
    },

    async update(id: number, values: DetailValues, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(details)
        .set({ ...values, updatedAt: at })
        .where(eq(details.id, id));
    },

    /** Deletes a detail; its stamp and photo links go with it. */
    async delete(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(details).where(eq(details.id, id));
    },

    /** The row, locked for the rest of the transaction. */
    async lock(id: number, tx: Executor = db): Promise<Omit<DetailSnapshot, 'stampIds' | 'photoIds'> | undefined> {
      const [row] = await tx.select(COLUMNS).from(details).where(eq(details.id, id)).for('update');
      return row;
    },

    async stampIdsOf(id: number, tx: Executor = db): Promise<number[]> {
      const rows = await queryRows<{ stampId: number }>(
        tx,
        sql`select stamp_id as "stampId" from detail_stamps where detail_id = ${id} order by stamp_id`,
      );
      return rows.map((row) => row.stampId);
    },

    async replaceStamps(id: number, stampIds: readonly number[], tx: Executor = db): Promise<void> {
      await tx.delete(detailStamps).where(eq(detailStamps.detailId, id));
      if (stampIds.length > 0) await tx.insert(detailStamps).values(stampIds.map((stampId) => ({ detailId: id, stampId })));
    },

    async typeBelongsTo(typeId: number, tx: Executor = db): Promise<string | undefined> {
      const [row] = await queryRows<{ belongsTo: string }>(
        tx,
        sql`select belongs_to as "belongsTo" from detail_types where id = ${typeId}`,
      );
      return row?.belongsTo;
    },
  };
}
export type DetailWritesRepository = ReturnType<typeof createDetailWritesRepository>;
