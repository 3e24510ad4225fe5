import { pickEnglish, pickRecorded } from '@museum/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { detailStamps, detailSubtypes, detailTypes, manufacturers, products, stamps } from '../../db/schema';
import { detailItem, type ItemKind, type ItemSearch, itemConditions, productItem } from '../catalogue/item-query';

/** The product an item is part of (a product's parent, a detail's product), joined. */
const partOf = alias(products, 'p');

/** The columns both kinds export; names of references joined. */
const common = (i: typeof productItem | typeof detailItem) => ({
  id: i.id,
  name: i.name,
  number: i.number,
  year: i.year,
  belongsTo: i.belongsTo,
  manufacturer: manufacturers.name,
  manufacturerEn: manufacturers.nameEn,
  partOfId: partOf.id,
  partOfName: partOf.name,
  description: i.description,
  source: i.source,
  ...pickEnglish(i),
  ...pickRecorded(i),
  createdAt: i.createdAt,
  updatedAt: i.updatedAt,
});

const productRows = (db: Executor) =>
  db
    .select({
      ...common(productItem),
      type: sql<string | null>`null::text`,
      typeEn: sql<string | null>`null::text`,
      subtype: sql<string | null>`null::text`,
      subtypeEn: sql<string | null>`null::text`,
    })
    .from(productItem)
    .leftJoin(manufacturers, eq(manufacturers.id, productItem.manufacturerId))
    .leftJoin(partOf, eq(partOf.id, productItem.parentId))
    .$dynamic();

const detailRows = (db: Executor) =>
  db
    .select({
      ...common(detailItem),
      type: detailTypes.name,
      typeEn: detailTypes.nameEn,
      subtype: detailSubtypes.name,
      subtypeEn: detailSubtypes.nameEn,
    })
    .from(detailItem)
    .innerJoin(detailTypes, eq(detailTypes.id, detailItem.typeId))
    .leftJoin(detailSubtypes, eq(detailSubtypes.id, detailItem.subtypeId))
    .leftJoin(manufacturers, eq(manufacturers.id, detailItem.manufacturerId))
    .leftJoin(partOf, eq(partOf.id, detailItem.productId))
    .$dynamic();

/** One exported item as the database gives it; names of references already joined. */
export type ExportItemRow = Awaited<ReturnType<typeof productRows>>[number] | Awaited<ReturnType<typeof detailRows>>[number];

/** The batch of `rows` (a kind's) that match `kind`'s search after `afterId`, by id. */
const batchOf = <Q extends PgSelect>(rows: Q, kind: ItemKind, search: ItemSearch, afterId: number, limit: number) => {
  const id = kind === 'product' ? productItem.id : detailItem.id;
  return rows
    .where(and(itemConditions(kind, search), gt(id, afterId)))
    .orderBy(id)
    .limit(limit);
};

/** Reads for the export: keyset batches, so no query holds more than one batch in memory. */
export function createExportRepository(db: Executor) {
  return {
    /**
     * The next `limit` items after id `afterId` that match the search, by id. Each batch is a
     * query of its own (no transaction or cursor held open between them): on PGlite other
     * requests run between two batches, and a client that goes away stops the loop.
     */
    batch: (kind: ItemKind, search: ItemSearch, afterId: number, limit: number): Promise<ExportItemRow[]> =>
      kind === 'product' ? batchOf(productRows(db), kind, search, afterId, limit) : batchOf(detailRows(db), kind, search, afterId, limit),

    /** The items of a kind with these ids, as the export reads them (the import compares a row with its record, issue 50). */
    byIds: (kind: ItemKind, ids: readonly number[]): Promise<ExportItemRow[]> => {
      if (ids.length === 0) return Promise.resolve([]);
      return kind === 'product'
        ? productRows(db).where(inArray(productItem.id, [...ids]))
        : detailRows(db).where(inArray(detailItem.id, [...ids]));
    },

    /** The stamp names of some details, by detail. */
    stampsOf: (detailIds: readonly number[]): Promise<{ itemId: number; name: string; nameEn: string | null }[]> =>
      detailIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ itemId: detailStamps.detailId, name: stamps.name, nameEn: stamps.nameEn })
            .from(detailStamps)
            .innerJoin(stamps, eq(stamps.id, detailStamps.stampId))
            .where(inArray(detailStamps.detailId, [...detailIds]))
            .orderBy(detailStamps.detailId, stamps.name),
  };
}
export type ExportRepository = ReturnType<typeof createExportRepository>;
