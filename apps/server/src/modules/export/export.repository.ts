import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { type ItemKind, type ItemSearch, idList, itemConditions } from '../catalogue/item-query';

/** One exported item as the database gives it; names of references already joined. */
export interface ExportItemRow {
  id: number;
  name: string | null;
  number: string | null;
  year: number | null;
  belongsTo: string | null;
  manufacturer: string | null;
  type: string | null;
  subtype: string | null;
  partOfId: number | null;
  partOfName: string | null;
  description: string | null;
  source: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const COMMON = sql`i.id, i.name, i.number, i.year, i.belongs_to as "belongsTo", m.name as manufacturer, p.id as "partOfId",
  p.name as "partOfName", i.description, i.source, i.created_at as "createdAt", i.updated_at as "updatedAt"`;

const FROM: Record<ItemKind, SQL> = {
  product: sql`select ${COMMON}, null::text as type, null::text as subtype
    from products i left join manufacturers m on m.id = i.manufacturer_id left join products p on p.id = i.parent_id`,
  detail: sql`select ${COMMON}, t.name as type, st.name as subtype
    from details i join detail_types t on t.id = i.type_id left join detail_subtypes st on st.id = i.subtype_id
    left join manufacturers m on m.id = i.manufacturer_id left join products p on p.id = i.product_id`,
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
      queryRows<ExportItemRow>(
        db,
        sql`${FROM[kind]} where ${itemConditions(kind, search)} and i.id > ${afterId} order by i.id limit ${limit}`,
      ),

    /** The stamp names of some details, by detail. */
    stampsOf: (detailIds: readonly number[]): Promise<{ itemId: number; name: string }[]> =>
      detailIds.length === 0
        ? Promise.resolve([])
        : queryRows(
            db,
            sql`select ds.detail_id as "itemId", s.name from detail_stamps ds join stamps s on s.id = ds.stamp_id
                where ds.detail_id in ${idList(detailIds)} order by ds.detail_id, s.name`,
          ),
  };
}
export type ExportRepository = ReturnType<typeof createExportRepository>;
