import { type EnglishFieldKey, pickEnglish, pickRecorded, type RecordedFieldKey } from '@museum/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { reserveIds } from '../../db/reserved-ids';
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
  async function addStamps(items: readonly { detailId: number; stampIds: readonly number[] }[], tx: Executor = db): Promise<void> {
    const values = items.flatMap(({ detailId, stampIds }) => stampIds.map((stampId) => ({ detailId, stampId })));
    if (values.length > 0) await tx.insert(detailStamps).values(values);
  }

  return {
    /** Inserts the rows in one statement, each with the id reserved for it (`reserveIds`). */
    async insert(values: readonly (DetailValues & { id: number; createdBy: number | null; at: Date })[], tx: Executor = db): Promise<void> {
      if (values.length === 0) return;
      await tx.insert(details).values(values.map(({ at, ...rest }) => ({ ...rest, createdAt: at, updatedAt: at })));
    },

    /** New ids, in increasing order, for rows inserted later in one statement. */
    reserveIds: (count: number, tx: Executor = db) => reserveIds(tx, details, count),

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

    /** The rows, locked for the rest of the transaction so concurrent writes queue up. */
    async lock(ids: readonly number[], tx: Executor = db): Promise<Omit<DetailSnapshot, 'stampIds' | 'photoIds'>[]> {
      if (ids.length === 0) return [];
      return tx
        .select(COLUMNS)
        .from(details)
        .where(inArray(details.id, [...ids]))
        .for('update');
    },

    /** Each detail's stamps, in id order, by detail id (a detail without stamps is absent). */
    async stampIdsOf(ids: readonly number[], tx: Executor = db): Promise<Map<number, number[]>> {
      const found = new Map<number, number[]>();
      if (ids.length === 0) return found;
      const rows = await tx
        .select({ detailId: detailStamps.detailId, stampId: detailStamps.stampId })
        .from(detailStamps)
        .where(inArray(detailStamps.detailId, [...ids]))
        .orderBy(detailStamps.detailId, detailStamps.stampId);
      for (const { detailId, stampId } of rows) found.set(detailId, [...(found.get(detailId) ?? []), stampId]);
      return found;
    },

    /** Links each detail to its stamps in one statement; the details have none yet. */
    addStamps,

    async replaceStamps(id: number, stampIds: readonly number[], tx: Executor = db): Promise<void> {
      await tx.delete(detailStamps).where(eq(detailStamps.detailId, id));
      await addStamps([{ detailId: id, stampIds }], tx);
    },

    /** The purpose of each of these types, by type id: what a detail that names none takes. */
    async typePurposes(
      typeIds: readonly number[],
      tx: Executor = db,
    ): Promise<Map<number, (typeof detailTypes.$inferSelect)['belongsTo']>> {
      if (typeIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: detailTypes.id, belongsTo: detailTypes.belongsTo })
        .from(detailTypes)
        .where(inArray(detailTypes.id, [...new Set(typeIds)]));
      return new Map(rows.map((row) => [row.id, row.belongsTo]));
    },
  };
}
export type DetailWritesRepository = ReturnType<typeof createDetailWritesRepository>;
