import type { BelongsTo } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { boundedCount, type Total } from '../../db/bounded-count';
import { type Executor, queryRows } from '../../db/client';
import { type ItemSort, idList, itemConditions, itemOrder } from '../catalogue/item-query';
import { createItemSearchReads } from '../catalogue/item-search.repository';

export interface DetailListRow {
  id: number;
  name: string | null;
  number: string | null;
  year: number | null;
  typeId: number;
  typeName: string;
}
export interface DetailRow extends DetailListRow {
  description: string | null;
  source: string | null;
  belongsTo: BelongsTo | null;
  typeBelongsTo: BelongsTo;
  subtypeId: number | null;
  subtypeName: string | null;
  manufacturerId: number | null;
  manufacturerName: string | null;
  productId: number | null;
  productName: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export interface DetailStampRow {
  detailId: number;
  id: number;
  name: string;
}
export interface ChronologyRow {
  id: number;
  name: string | null;
  number: string | null;
  year: number | null;
}

const CARD_COLUMNS = sql.raw(
  `i.id, i.name, i.number, i.year, i.belongs_to as "belongsTo", m.id as "manufacturerId", m.name as "manufacturerName",
   t.id as "typeId", t.name as "typeName", i.description, i.source`,
);
const CARD_JOINS = sql.raw('join detail_types t on t.id = i.type_id left join manufacturers m on m.id = i.manufacturer_id');

export function createDetailsRepository(db: Executor) {
  /** Exact up to EXACT_COUNT_MAX, then bounded (see boundedCount). */
  const countWhere = (where: SQL): Promise<Total> => boundedCount(db, sql`from details i where ${where}`);

  return {
    /** The plain list, with type names. */
    async list(sort: ItemSort, page: number, size: number): Promise<{ rows: DetailListRow[]; total: Total }> {
      const rows = await queryRows<DetailListRow>(
        db,
        sql`select i.id, i.name, i.number, i.year, t.id as "typeId", t.name as "typeName"
            from details i join detail_types t on t.id = i.type_id
            order by ${itemOrder(sort)} limit ${size} offset ${page * size}`,
      );
      return { rows, total: await countWhere(sql`true`) };
    },

    ...createItemSearchReads(db, 'detail', sql`select ${CARD_COLUMNS} from details i ${CARD_JOINS}`),

    async findById(id: number): Promise<DetailRow | undefined> {
      const [row] = await queryRows<DetailRow>(
        db,
        sql`select i.id, i.name, i.number, i.year, i.description, i.source, i.belongs_to as "belongsTo",
                   t.id as "typeId", t.name as "typeName", t.belongs_to as "typeBelongsTo",
                   s.id as "subtypeId", s.name as "subtypeName", m.id as "manufacturerId", m.name as "manufacturerName",
                   p.id as "productId", p.name as "productName", i.created_at as "createdAt", i.updated_at as "updatedAt"
            from details i join detail_types t on t.id = i.type_id left join detail_subtypes s on s.id = i.subtype_id
            left join manufacturers m on m.id = i.manufacturer_id left join products p on p.id = i.product_id
            where i.id = ${id}`,
      );
      return row;
    },

    /** Stamps of many details in one query. */
    async stampsOf(detailIds: readonly number[]): Promise<DetailStampRow[]> {
      if (detailIds.length === 0) return [];
      return queryRows<DetailStampRow>(
        db,
        sql`select ds.detail_id as "detailId", s.id, s.name from detail_stamps ds join stamps s on s.id = ds.stamp_id
            where ds.detail_id in ${idList(detailIds)} order by ds.detail_id, s.name`,
      );
    },

    /** The chronology strip: details of a manufacturer and purpose. */
    async chronology(
      filter: { manufacturerId?: number | undefined; belongsTo?: BelongsTo | undefined },
      sort: ItemSort,
      page: number,
      size: number,
    ): Promise<{ rows: ChronologyRow[]; total: Total }> {
      const where = itemConditions('detail', {
        manufacturer: filter.manufacturerId === undefined ? undefined : { id: filter.manufacturerId },
        belongsTo: filter.belongsTo,
      });
      const rows = await queryRows<ChronologyRow>(
        db,
        sql`select i.id, i.name, i.number, i.year from details i where ${where}
            order by ${itemOrder(sort)} limit ${size} offset ${page * size}`,
      );
      return { rows, total: await countWhere(where) };
    },
  };
}
export type DetailsRepository = ReturnType<typeof createDetailsRepository>;
