import type { DetailSubtypeWrite, DetailTypeWrite, ManufacturerWrite, StampWrite } from '@museum/contract';
import { eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { detailSubtypes, detailTypes, manufacturers, stamps } from '../../db/schema';
import { type DetailSubtypeRow, type DetailTypeRow, MANUFACTURER_COLUMNS, type ManufacturerRow } from './reference.repository';

export type StampRow = typeof stamps.$inferSelect;
/** A subtype's columns: its type is a foreign key, not the `{id}` the API sends. */
export type SubtypeValues = Omit<DetailSubtypeWrite, 'type'> & { typeId: number };

/** Writes of the reference lists; a write passes its transaction. */
export function createReferenceWritesRepository(db: Executor) {
  const count = async (query: ReturnType<typeof sql>, tx: Executor) => (await queryRows<{ n: number }>(tx, query))[0]?.n ?? 0;

  return {
    manufacturers: {
      async lock(id: number, tx: Executor = db): Promise<ManufacturerRow | undefined> {
        const [row] = await tx.select(MANUFACTURER_COLUMNS).from(manufacturers).where(eq(manufacturers.id, id)).for('update');
        return row;
      },
      async insert(values: ManufacturerWrite & { createdBy: number | null; at: Date }, tx: Executor = db): Promise<ManufacturerRow> {
        const { at, ...rest } = values;
        const [row] = await tx
          .insert(manufacturers)
          .values({ ...rest, createdAt: at, updatedAt: at })
          .returning(MANUFACTURER_COLUMNS);
        return row as ManufacturerRow;
      },
      async update(id: number, values: ManufacturerWrite & { at: Date }, tx: Executor = db): Promise<ManufacturerRow> {
        const { at, ...rest } = values;
        const [row] = await tx
          .update(manufacturers)
          .set({ ...rest, updatedAt: at })
          .where(eq(manufacturers.id, id))
          .returning(MANUFACTURER_COLUMNS);
        return row as ManufacturerRow;
      },
      async delete(id: number, tx: Executor = db): Promise<void> {
        await tx.delete(manufacturers).where(eq(manufacturers.id, id));
      },
      usage: async (id: number, tx: Executor = db) => ({
        products: await count(sql`select count(*)::int as n from products where manufacturer_id = ${id}`, tx),
        details: await count(sql`select count(*)::int as n from details where manufacturer_id = ${id}`, tx),
      }),
    },

    stamps: {
      async lock(id: number, tx: Executor = db): Promise<StampRow | undefined> {
        const [row] = await tx.select().from(stamps).where(eq(stamps.id, id)).for('update');
        return row;
      },
      async insert(values: StampWrite, tx: Executor = db): Promise<StampRow> {
        const [row] = await tx.insert(stamps).values(values).returning();
        return row as StampRow;
      },
      async update(id: number, values: StampWrite, tx: Executor = db): Promise<StampRow> {
        const [row] = await tx.update(stamps).set(values).where(eq(stamps.id, id)).returning();
        return row as StampRow;
      },
      async delete(id: number, tx: Executor = db): Promise<void> {
        await tx.delete(stamps).where(eq(stamps.id, id));
      },
      usage: async (id: number, tx: Executor = db) => ({
        details: await count(sql`select count(*)::int as n from detail_stamps where stamp_id = ${id}`, tx),
      }),
    },

    types: {
      async lock(id: number, tx: Executor = db): Promise<DetailTypeRow | undefined> {
        const [row] = await tx.select().from(detailTypes).where(eq(detailTypes.id, id)).for('update');
        return row;
      },
      async insert(values: DetailTypeWrite, tx: Executor = db): Promise<DetailTypeRow> {
        const [row] = await tx.insert(detailTypes).values(values).returning();
        return row as DetailTypeRow;
      },
      async update(id: number, values: DetailTypeWrite, tx: Executor = db): Promise<DetailTypeRow> {
        const [row] = await tx.update(detailTypes).set(values).where(eq(detailTypes.id, id)).returning();
        return row as DetailTypeRow;
      },
      async delete(id: number, tx: Executor = db): Promise<void> {
        await tx.delete(detailTypes).where(eq(detailTypes.id, id));
      },
      usage: async (id: number, tx: Executor = db) => ({
        details: await count(sql`select count(*)::int as n from details where type_id = ${id}`, tx),
        subtypes: await count(sql`select count(*)::int as n from detail_subtypes where type_id = ${id}`, tx),
      }),
      subtypesOf: (id: number, tx: Executor = db): Promise<DetailSubtypeRow[]> =>
        tx.select().from(detailSubtypes).where(eq(detailSubtypes.typeId, id)).orderBy(detailSubtypes.name),
    },

    subtypes: {
      async lock(id: number, tx: Executor = db): Promise<DetailSubtypeRow | undefined> {
        const [row] = await tx.select().from(detailSubtypes).where(eq(detailSubtypes.id, id)).for('update');
        return row;
      },
      async insert(values: SubtypeValues, tx: Executor = db): Promise<DetailSubtypeRow> {
        const [row] = await tx.insert(detailSubtypes).values(values).returning();
        return row as DetailSubtypeRow;
      },
      async update(id: number, values: SubtypeValues, tx: Executor = db): Promise<DetailSubtypeRow> {
        const [row] = await tx.update(detailSubtypes).set(values).where(eq(detailSubtypes.id, id)).returning();
        return row as DetailSubtypeRow;
      },
      async delete(id: number, tx: Executor = db): Promise<void> {
        await tx.delete(detailSubtypes).where(eq(detailSubtypes.id, id));
      },
      usage: async (id: number, tx: Executor = db) => ({
        details: await count(sql`select count(*)::int as n from details where subtype_id = ${id}`, tx),
      }),
    },
  };
}
export type ReferenceWritesRepository = ReturnType<typeof createReferenceWritesRepository>;
