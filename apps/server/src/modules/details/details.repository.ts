import { type BelongsTo, CARD_PHOTOS_MAX, pickEnglish, pickRecorded } from '@museum/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { boundedCount, type Total } from '../../db/bounded-count';
import type { Executor } from '../../db/client';
import { detailStamps, detailSubtypes, detailTypes, manufacturers, products, stamps } from '../../db/schema';
import type { PhotoViewer } from '../../lib/photo-viewer';
import { type ItemSort, detailItem as i, itemConditions, itemOrder } from '../catalogue/item-query';
import { itemPhotosJson } from '../photos/photos.repository';

/** The product a detail belongs to, joined. */
const product = alias(products, 'p');

/** The chronology's filter: a manufacturer and a purpose. */
type ChronologyFilter = { manufacturerId?: number | undefined; belongsTo?: BelongsTo | undefined };
const chronologyWhere = (filter: ChronologyFilter) =>
  itemConditions('detail', {
    manufacturer: filter.manufacturerId === undefined ? undefined : { id: filter.manufacturerId },
    belongsTo: filter.belongsTo,
  });

/**
 * The ids of a page of details in `sort`'s order where `where` holds: the subquery a list page
 * reads its rows by (late row lookup, ADR 068). The ids come from an index path alone (order,
 * offset, limit); only the page's rows are then read and joined.
 */
const pageIds = (where: SQL, sort: ItemSort, page: number, size: number) =>
  sql`${i.id} in (select i.id from details i where ${where} order by ${itemOrder(sort)} limit ${size} offset ${page * size})`;

export function createDetailsRepository(db: Executor) {
  /** Exact up to EXACT_COUNT_MAX, then estimated (see countSources). */
  const countWhere = (where: SQL): Promise<Total> => boundedCount(db, { table: 'details', alias: 'i', where });

  return {
    /** A page of the plain list, with type names. */
    list(sort: ItemSort, page: number, size: number) {
      return db
        .select({
          id: i.id,
          name: i.name,
          number: i.number,
          year: i.year,
          typeId: detailTypes.id,
          typeName: detailTypes.name,
          typeNameEn: detailTypes.nameEn,
        })
        .from(i)
        .innerJoin(detailTypes, eq(detailTypes.id, i.typeId))
        .where(pageIds(sql`true`, sort, page, size))
        .orderBy(itemOrder(sort));
    },

    /** How many details there are (see countSources). */
    listTotal: (): Promise<Total> => countWhere(sql`true`),

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
          typeNameEn: detailTypes.nameEn,
          typeBelongsTo: detailTypes.belongsTo,
          subtypeId: detailSubtypes.id,
          subtypeName: detailSubtypes.name,
          subtypeNameEn: detailSubtypes.nameEn,
          manufacturerId: manufacturers.id,
          manufacturerName: manufacturers.name,
          manufacturerNameEn: manufacturers.nameEn,
          productId: product.id,
          productName: product.name,
          productNameEn: product.nameEn,
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
        .select({ detailId: detailStamps.detailId, id: stamps.id, name: stamps.name, nameEn: stamps.nameEn })
        .from(detailStamps)
        .innerJoin(stamps, eq(stamps.id, detailStamps.stampId))
        .where(inArray(detailStamps.detailId, [...detailIds]))
        .orderBy(detailStamps.detailId, stamps.name);
    },

    /** A page of the chronology strip (details of a manufacturer and purpose), each with its visible photos. */
    chronology(filter: ChronologyFilter, sort: ItemSort, page: number, size: number, viewer: PhotoViewer) {
      return db
        .select({
          id: i.id,
          name: i.name,
          number: i.number,
          year: i.year,
          photos: itemPhotosJson('detail', 'i', viewer, CARD_PHOTOS_MAX),
        })
        .from(i)
        .where(pageIds(chronologyWhere(filter), sort, page, size))
        .orderBy(itemOrder(sort));
    },

    /** How many details the chronology strip has (see countSources). */
    chronologyTotal: (filter: ChronologyFilter): Promise<Total> => countWhere(chronologyWhere(filter)),
  };
}
export type DetailsRepository = ReturnType<typeof createDetailsRepository>;
export type DetailListRow = Awaited<ReturnType<DetailsRepository['list']>>[number];
export type DetailRow = NonNullable<Awaited<ReturnType<DetailsRepository['findById']>>>;
export type ChronologyRow = Awaited<ReturnType<DetailsRepository['chronology']>>[number];
