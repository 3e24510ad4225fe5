import { type BelongsTo, pickEnglish, pickRecorded } from '@museum/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { boundedCount, type Total } from '../../db/bounded-count';
import type { Executor } from '../../db/client';
import { detailStamps, detailSubtypes, detailTypes, manufacturers, products, stamps } from '../../db/schema';
import { type ItemSort, detailItem as i, itemConditions, itemOrder } from '../catalogue/item-query';
import { createItemSearchReads } from '../catalogue/item-search.repository';

/** The product a detail belongs to, joined. */
const product = alias(products, 'p');

export function createDetailsRepository(db: Executor) {
  /** Exact up to EXACT_COUNT_MAX, then bounded (see boundedCount). */
  const countWhere = (where: SQL): Promise<Total> => boundedCount(db, sql`from details i where ${where}`);

  return {
    /** The plain list, with type names. */
    async list(sort: ItemSort, page: number, size: number) {
      const rows = await db
        .select({ id: i.id, name: i.name, number: i.number, year: i.year, typeId: detailTypes.id, typeName: detailTypes.name })
        .from(i)
        .innerJoin(detailTypes, eq(detailTypes.id, i.typeId))
        .orderBy(itemOrder(sort))
        .limit(size)
        .offset(page * size);
      return { rows, total: await countWhere(sql`true`) };
    },

    ...createItemSearchReads(db, 'detail'),

    async findById(id: number) {
      const [row] = await db
        .select({
          id: i.id,
          name: i.name,
          number: i.number,
          year: i.year,
          description: i.description,
          source: i.source,
          ...pickEnglish(i),
          ...pickRecorded(i),
          belongsTo: i.belongsTo,
          typeId: detailTypes.id,
          typeName: detailTypes.name,
          typeBelongsTo: detailTypes.belongsTo,
          subtypeId: detailSubtypes.id,
          subtypeName: detailSubtypes.name,
          manufacturerId: manufacturers.id,
          manufacturerName: manufacturers.name,
          productId: product.id,
          productName: product.name,
          createdAt: i.createdAt,
          updatedAt: i.updatedAt,
        })
        .from(i)
        .innerJoin(detailTypes, eq(detailTypes.id, i.typeId))
        .leftJoin(detailSubtypes, eq(detailSubtypes.id, i.subtypeId))
        .leftJoin(manufacturers, eq(manufacturers.id, i.manufacturerId))
        .leftJoin(product, eq(product.id, i.productId))
        .where(eq(i.id, id));
      return row;
    },

    /** Stamps of many details in one query. */
    async stampsOf(detailIds: readonly number[]) {
      if (detailIds.length === 0) return [];
      return db
        .select({ detailId: detailStamps.detailId, id: stamps.id, name: stamps.name })
        .from(detailStamps)
        .innerJoin(stamps, eq(stamps.id, detailStamps.stampId))
        .where(inArray(detailStamps.detailId, [...detailIds]))
        .orderBy(detailStamps.detailId, stamps.name);
    },

    /** The chronology strip: details of a manufacturer and purpose. */
    async chronology(
      filter: { manufacturerId?: number | undefined; belongsTo?: BelongsTo | undefined },
      sort: ItemSort,
      page: number,
      size: number,
    ) {
      const where = itemConditions('detail', {
        manufacturer: filter.manufacturerId === undefined ? undefined : { id: filter.manufacturerId },
        belongsTo: filter.belongsTo,
      });
      const rows = await db
        .select({ id: i.id, name: i.name, number: i.number, year: i.year })
        .from(i)
        .where(where)
        .orderBy(itemOrder(sort))
        .limit(size)
        .offset(page * size);
      return { rows, total: await countWhere(where) };
    },
  };
}
export type DetailsRepository = ReturnType<typeof createDetailsRepository>;
export type DetailListRow = Awaited<ReturnType<DetailsRepository['list']>>['rows'][number];
export type DetailRow = NonNullable<Awaited<ReturnType<DetailsRepository['findById']>>>;
export type ChronologyRow = Awaited<ReturnType<DetailsRepository['chronology']>>['rows'][number];
