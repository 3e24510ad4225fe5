import { type EnglishFieldKey, pickEnglish, pickRecorded, type RecordedFieldKey } from '@museum/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { detailStamps, details, detailTypes } from '../../db/schema';

/** The stored columns of a detail write. */
export type DetailValues = Pick<
  typeof details.$inferSelect,
  | 'name'
  | 'number'
  | 'year'
  | 'belongsTo'
  | 'typeId'
  | 'subtypeId'
  | 'manufacturerId'
  | 'productId'
  | 'description'
  | 'source'
  | EnglishFieldKey
  | RecordedFieldKey
>;

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
  ...pickEnglish(details),
  ...pickRecorded(details),
};

/** Detail rows for writes; a write passes its transaction. */
export function createDetailWritesRepository(db: Executor) {
  return {
    async insert(values: DetailValues & { createdBy: number | null; at: Date }, tx: Executor = db): Promise<number> {
      const { at, ...rest } = values;
      const rows = await tx
        .insert(details)
        .values({ ...rest, createdAt: at, updatedAt: at })
        .returning({ id: details.id });
      return firstRow(rows).id;
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
      const rows = await tx
        .select({ stampId: detailStamps.stampId })
        .from(detailStamps)
        .where(eq(detailStamps.detailId, id))
        .orderBy(detailStamps.stampId);
      return rows.map((row) => row.stampId);
    },

    async replaceStamps(id: number, stampIds: readonly number[], tx: Executor = db): Promise<void> {
      await tx.delete(detailStamps).where(eq(detailStamps.detailId, id));
      if (stampIds.length > 0) await tx.insert(detailStamps).values(stampIds.map((stampId) => ({ detailId: id, stampId })));
    },

    async typeBelongsTo(typeId: number, tx: Executor = db) {
      const [row] = await tx.select({ belongsTo: detailTypes.belongsTo }).from(detailTypes).where(eq(detailTypes.id, typeId));
      return row?.belongsTo;
    },
  };
}
export type DetailWritesRepository = ReturnType<typeof createDetailWritesRepository>;
