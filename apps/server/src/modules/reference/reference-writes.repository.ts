import type { DetailSubtypeWrite, DetailTypeWrite, ManufacturerWrite } from '@museum/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { detailSubtypes, details, detailTypes, manufacturers, products, stamps } from '../../db/schema';
import { type DetailSubtypeRow, type DetailTypeRow, MANUFACTURER_COLUMNS, type ManufacturerRow } from './reference.repository';

/** A subtype's columns: its type is a foreign key, not the `{id}` the API sends. */
export type SubtypeValues = Omit<DetailSubtypeWrite, 'type'> & { typeId: number };

/** Writes of the reference lists; a write passes its transaction. */
export function createReferenceWritesRepository(db: Executor) {
  return {
    manufacturers: {
      async lock(id: number, tx: Executor = db): Promise<ManufacturerRow | undefined> {
        const [row] = await tx.select(MANUFACTURER_COLUMNS).from(manufacturers).where(eq(manufacturers.id, id)).for('update');
        return row;
      },
      async insert(values: ManufacturerWrite & { createdBy: number | null; at: Date }, tx: Executor = db): Promise<ManufacturerRow> {
        const { at, ...rest } = values;
        return firstRow(
          await tx
            .insert(manufacturers)
            .values({ ...rest, createdAt: at, updatedAt: at })
            .returning(MANUFACTURER_COLUMNS),
        );
      },
      async update(id: number, values: ManufacturerWrite & { at: Date }, tx: Executor = db): Promise<ManufacturerRow> {
        const { at, ...rest } = values;
        return firstRow(
          await tx
            .update(manufacturers)
            .set({ ...rest, updatedAt: at })
            .where(eq(manufacturers.id, id))
            .returning(MANUFACTURER_COLUMNS),
        );
      },
      async delete(id: number, tx: Executor = db): Promise<void> {
        await tx.delete(manufacturers).where(eq(manufacturers.id, id));
      },
      usage: async (id: number, tx: Executor = db) => ({
        products: await tx.$count(products, eq(products.manufacturerId, id)),
        details: await tx.$count(details, eq(details.manufacturerId, id)),
        stamps: await tx.$count(stamps, eq(stamps.manufacturerId, id)),
      }),
    },

    types: {
      async lock(id: number, tx: Executor = db): Promise<DetailTypeRow | undefined> {
        const [row] = await tx.select().from(detailTypes).where(eq(detailTypes.id, id)).for('update');
        return row;
      },
      async insert(values: DetailTypeWrite, tx: Executor = db): Promise<DetailTypeRow> {
        return firstRow(await tx.insert(detailTypes).values(values).returning());
      },
      async update(id: number, values: DetailTypeWrite, tx: Executor = db): Promise<DetailTypeRow> {
        return firstRow(await tx.update(detailTypes).set(values).where(eq(detailTypes.id, id)).returning());
      },
      async delete(id: number, tx: Executor = db): Promise<void> {
        await tx.delete(detailTypes).where(eq(detailTypes.id, id));
      },
      usage: async (id: number, tx: Executor = db) => ({
        details: await tx.$count(details, eq(details.typeId, id)),
        subtypes: await tx.$count(detailSubtypes, eq(detailSubtypes.typeId, id)),
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
        return firstRow(await tx.insert(detailSubtypes).values(values).returning());
      },
      async update(id: number, values: SubtypeValues, tx: Executor = db): Promise<DetailSubtypeRow> {
        return firstRow(await tx.update(detailSubtypes).set(values).where(eq(detailSubtypes.id, id)).returning());
      },
      async delete(id: number, tx: Executor = db): Promise<void> {
        await tx.delete(detailSubtypes).where(eq(detailSubtypes.id, id));
      },
      usage: async (id: number, tx: Executor = db) => ({
        details: await tx.$count(details, eq(details.subtypeId, id)),
      }),
    },
  };
}
export type ReferenceWritesRepository = ReturnType<typeof createReferenceWritesRepository>;
