import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { detailSubtypes, detailTypes, manufacturers } from '../../db/schema';

/** The columns of a manufacturer as the API answers it (not who created it, nor when). */
export const MANUFACTURER_COLUMNS = {
  id: manufacturers.id,
  name: manufacturers.name,
  nameEn: manufacturers.nameEn,
  shortName: manufacturers.shortName,
  country: manufacturers.country,
  period: manufacturers.period,
  description: manufacturers.description,
  url: manufacturers.url,
};
export type ManufacturerRow = Pick<
  typeof manufacturers.$inferSelect,
  'id' | 'name' | 'nameEn' | 'shortName' | 'country' | 'period' | 'description' | 'url'
>;
export type DetailTypeRow = typeof detailTypes.$inferSelect;
export type DetailSubtypeRow = typeof detailSubtypes.$inferSelect;

export function createReferenceRepository(db: Executor) {
  return {
    listManufacturers: (): Promise<ManufacturerRow[]> =>
      db.select(MANUFACTURER_COLUMNS).from(manufacturers).orderBy(asc(manufacturers.name), asc(manufacturers.id)),

    async findManufacturer(id: number): Promise<ManufacturerRow | undefined> {
      const [row] = await db.select(MANUFACTURER_COLUMNS).from(manufacturers).where(eq(manufacturers.id, id));
      return row;
    },

    listTypes: () => db.select().from(detailTypes).orderBy(asc(detailTypes.belongsTo), asc(detailTypes.name), asc(detailTypes.id)),

    listSubtypes: () => db.select().from(detailSubtypes).orderBy(asc(detailSubtypes.name), asc(detailSubtypes.id)),
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
