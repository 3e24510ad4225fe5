import type { BelongsTo } from '@museum/contract';
import { sql } from 'drizzle-orm';
import { boundedCount, type Total } from '../../db/bounded-count';
import { type Executor, queryRows } from '../../db/client';
import { escapeLike } from '../../lib/text';
import { type ItemSort, itemOrder } from '../catalogue/item-query';
import { createItemSearchReads } from '../catalogue/item-search.repository';

export interface ProductListRow {
  id: number;
  name: string;
  number: string | null;
  year: number | null;
  belongsTo: BelongsTo | null;
}
export interface ProductRow extends ProductListRow {
  manufacturerId: number | null;
  manufacturerName: string | null;
  parentId: number | null;
  parentName: string | null;
  description: string | null;
  source: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export interface ProductChildRow {
  id: number;
  name: string;
  number: string | null;
  year: number | null;
  manufacturerId: number | null;
  manufacturerName: string | null;
}
export interface ProductDetailRow {
  id: number;
  name: string | null;
  number: string | null;
  year: number | null;
  typeName: string;
}

const CARD_COLUMNS = sql.raw(
  `i.id, i.name, i.number, i.year, i.belongs_to as "belongsTo", m.id as "manufacturerId", m.name as "manufacturerName",
   null::int as "typeId", null::text as "typeName", i.description, i.source`,
);
const CARD_JOINS = sql.raw('left join manufacturers m on m.id = i.manufacturer_id');

export function createProductsRepository(db: Executor) {
  return {
    /** The selector list: `q` is a case-insensitive substring of name or number. */
    async list(q: string | undefined, sort: ItemSort, page: number, size: number): Promise<{ rows: ProductListRow[]; total: Total }> {
      const pattern = `%${escapeLike(q ?? '')}%`;
      const where = q ? sql`(i.name ilike ${pattern} escape '\\' or i.number ilike ${pattern} escape '\\')` : sql`true`;
      const rows = await queryRows<ProductListRow>(
        db,
        sql`select i.id, i.name, i.number, i.year, i.belongs_to as "belongsTo" from products i where ${where}
            order by ${itemOrder(sort)} limit ${size} offset ${page * size}`,
      );
      return { rows, total: await boundedCount(db, sql`from products i where ${where}`) };
    },

    ...createItemSearchReads(db, 'product', sql`select ${CARD_COLUMNS} from products i ${CARD_JOINS}`),

    async findById(id: number): Promise<ProductRow | undefined> {
      const [row] = await queryRows<ProductRow>(
        db,
        sql`select i.id, i.name, i.number, i.year, i.belongs_to as "belongsTo",
                   m.id as "manufacturerId", m.name as "manufacturerName", p.id as "parentId", p.name as "parentName",
                   i.description, i.source, i.created_at as "createdAt", i.updated_at as "updatedAt"
            from products i left join manufacturers m on m.id = i.manufacturer_id left join products p on p.id = i.parent_id
            where i.id = ${id}`,
      );
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(db, sql`select id from products where id = ${id}`);
      return rows.length > 0;
    },

    async children(id: number): Promise<ProductChildRow[]> {
      return queryRows<ProductChildRow>(
        db,
        sql`select i.id, i.name, i.number, i.year, m.id as "manufacturerId", m.name as "manufacturerName"
            from products i left join manufacturers m on m.id = i.manufacturer_id where i.parent_id = ${id} order by i.id`,
      );
    },

    /** The details that belong to a product. */
    async detailsOf(id: number): Promise<ProductDetailRow[]> {
      return queryRows<ProductDetailRow>(
        db,
        sql`select d.id, d.name, d.number, d.year, t.name as "typeName" from details d join detail_types t on t.id = d.type_id
            where d.product_id = ${id} order by d.year nulls last, d.id`,
      );
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
