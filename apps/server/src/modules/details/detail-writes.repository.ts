import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
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

/** Detail writes; every function takes the transaction it runs in. */
export const detailWritesRepository = {
  async insert(tx: Db, values: DetailValues & { createdBy: number | null; at: Date }): Promise<number> {
    const { at, ...rest } = values;
    const [row] = await tx
      .insert(details)
      .values({ ...rest, createdAt: at, updatedAt: at })
      .returning({ id: details.id });
    return (row as { id: number }).id;
  },

  async update(tx: Db, id: number, values: DetailValues, at: Date): Promise<void> {
    await tx
      .update(details)
      .set({ ...values, updatedAt: at })
      .where(eq(details.id, id));
  },

  /** Deletes a detail; its stamp and photo links go with it. */
  async delete(tx: Db, id: number): Promise<void> {
    await tx.delete(details).where(eq(details.id, id));
  },

  /** The row, locked for the rest of the transaction. */
  async lock(tx: Db, id: number): Promise<Omit<DetailSnapshot, 'stampIds' | 'photoIds'> | undefined> {
    const [row] = await tx.select(COLUMNS).from(details).where(eq(details.id, id)).for('update');
    return row;
  },

  async stampIdsOf(tx: Db, id: number): Promise<number[]> {
    const rows = await queryRows<{ stampId: number }>(
      tx,
      sql`select stamp_id as "stampId" from detail_stamps where detail_id = ${id} order by stamp_id`,
    );
    return rows.map((row) => row.stampId);
  },

  async replaceStamps(tx: Db, id: number, stampIds: readonly number[]): Promise<void> {
    await tx.delete(detailStamps).where(eq(detailStamps.detailId, id));
    if (stampIds.length > 0) await tx.insert(detailStamps).values(stampIds.map((stampId) => ({ detailId: id, stampId })));
  },

  async typeBelongsTo(tx: Db, typeId: number): Promise<string | undefined> {
    const [row] = await queryRows<{ belongsTo: string }>(tx, sql`select belongs_to as "belongsTo" from detail_types where id = ${typeId}`);
    return row?.belongsTo;
  },
};
