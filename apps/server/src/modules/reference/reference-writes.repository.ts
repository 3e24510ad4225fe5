import type { DetailSubtypeWrite, DetailTypeWrite, ManufacturerWrite, StampWrite } from '@museum/contract';
import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { detailSubtypes, detailTypes, manufacturers, stamps } from '../../db/schema';
import { type DetailSubtypeRow, type DetailTypeRow, MANUFACTURER_COLUMNS, type ManufacturerRow } from './reference.repository';

export type StampRow = typeof stamps.$inferSelect;
type Values<T> = Omit<T, 'type'>;

const count = async (tx: Db, query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(tx, query))[0]?.n ?? 0;

/** Writes of the reference lists; every function takes the transaction it runs in. */
export const referenceWritesRepository = {
  manufacturers: {
    async lock(tx: Db, id: number): Promise<ManufacturerRow | undefined> {
      const [row] = await tx.select(MANUFACTURER_COLUMNS).from(manufacturers).where(eq(manufacturers.id, id)).for('update');
      return row;
    },
    async insert(tx: Db, values: ManufacturerWrite, createdBy: number, at: Date): Promise<ManufacturerRow> {
      const [row] = await tx
        .insert(manufacturers)
        .values({ ...values, createdBy, createdAt: at, updatedAt: at })
        .returning(MANUFACTURER_COLUMNS);
      return row as ManufacturerRow;
    },
    async update(tx: Db, id: number, values: ManufacturerWrite, at: Date): Promise<ManufacturerRow> {
      const [row] = await tx
        .update(manufacturers)
        .set({ ...values, updatedAt: at })
        .where(eq(manufacturers.id, id))
        .returning(MANUFACTURER_COLUMNS);
      return row as ManufacturerRow;
    },
    delete: (tx: Db, id: number) => tx.delete(manufacturers).where(eq(manufacturers.id, id)),
    usage: async (tx: Db, id: number) => ({
      products: await count(tx, sql`select count(*)::int as n from products where manufacturer_id = ${id}`),
      details: await count(tx, sql`select count(*)::int as n from details where manufacturer_id = ${id}`),
    }),
  },

  stamps: {
    async lock(tx: Db, id: number): Promise<StampRow | undefined> {
      const [row] = await tx.select().from(stamps).where(eq(stamps.id, id)).for('update');
      return row;
    },
    async insert(tx: Db, values: StampWrite): Promise<StampRow> {
      const [row] = await tx.insert(stamps).values(values).returning();
      return row as StampRow;
    },
    async update(tx: Db, id: number, values: StampWrite): Promise<StampRow> {
      const [row] = await tx.update(stamps).set(values).where(eq(stamps.id, id)).returning();
      return row as StampRow;
    },
    delete: (tx: Db, id: number) => tx.delete(stamps).where(eq(stamps.id, id)),
    usage: async (tx: Db, id: number) => ({
      details: await count(tx, sql`select count(*)::int as n from detail_stamps where stamp_id = ${id}`),
    }),
  },

  types: {
    async lock(tx: Db, id: number): Promise<DetailTypeRow | undefined> {
      const [row] = await tx.select().from(detailTypes).where(eq(detailTypes.id, id)).for('update');
      return row;
    },
    async insert(tx: Db, values: DetailTypeWrite): Promise<DetailTypeRow> {
      const [row] = await tx.insert(detailTypes).values(values).returning();
      return row as DetailTypeRow;
    },
    async update(tx: Db, id: number, values: DetailTypeWrite): Promise<DetailTypeRow> {
      const [row] = await tx.update(detailTypes).set(values).where(eq(detailTypes.id, id)).returning();
      return row as DetailTypeRow;
    },
    delete: (tx: Db, id: number) => tx.delete(detailTypes).where(eq(detailTypes.id, id)),
    usage: async (tx: Db, id: number) => ({
      details: await count(tx, sql`select count(*)::int as n from details where type_id = ${id}`),
      subtypes: await count(tx, sql`select count(*)::int as n from detail_subtypes where type_id = ${id}`),
    }),
    subtypesOf: (tx: Db, id: number): Promise<DetailSubtypeRow[]> =>
      tx.select().from(detailSubtypes).where(eq(detailSubtypes.typeId, id)).orderBy(detailSubtypes.name),
  },

  subtypes: {
    async lock(tx: Db, id: number): Promise<DetailSubtypeRow | undefined> {
      const [row] = await tx.select().from(detailSubtypes).where(eq(detailSubtypes.id, id)).for('update');
      return row;
    },
    async insert(tx: Db, values: Values<DetailSubtypeWrite>, typeId: number): Promise<DetailSubtypeRow> {
      const [row] = await tx
        .insert(detailSubtypes)
        .values({ ...values, typeId })
        .returning();
      return row as DetailSubtypeRow;
    },
    async update(tx: Db, id: number, values: Values<DetailSubtypeWrite>, typeId: number): Promise<DetailSubtypeRow> {
      const [row] = await tx
        .update(detailSubtypes)
        .set({ ...values, typeId })
        .where(eq(detailSubtypes.id, id))
        .returning();
      return row as DetailSubtypeRow;
    },
    delete: (tx: Db, id: number) => tx.delete(detailSubtypes).where(eq(detailSubtypes.id, id)),
    usage: async (tx: Db, id: number) => ({
      details: await count(tx, sql`select count(*)::int as n from details where subtype_id = ${id}`),
    }),
  },
};
