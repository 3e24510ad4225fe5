import { pickEnglish, pickRecorded } from '@museum/contract';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { boundedCount } from '../../db/bounded-count';
import type { Executor } from '../../db/client';
import { details, detailTypes, manufacturers, products } from '../../db/schema';
import { escapeLike } from '../../lib/text';
import { type ItemSort, productItem as i, itemOrder } from '../catalogue/item-query';
import { createItemSearchReads } from '../catalogue/item-search.repository';

/** A product's parent, joined. */
const parent = alias(products, 'p');

export function createProductsRepository(db: Executor) {
  return {
    /** The selector list: `q` is a case-insensitive substring of name or number; `numbersMatch` keeps products whose numbers all match. */
    async list(q: string | undefined, sort: ItemSort, page: number, size: number, numbersMatch = false) {
      const pattern = `%${escapeLike(q ?? '')}%`;
      const text = q ? sql`(${i.name} ilike ${pattern} escape '\\' or ${i.number} ilike ${pattern} escape '\\')` : sql`true`;
      const where = numbersMatch ? sql`${text} and ${i.numbersMatch}` : text;
      const rows = await db
        .select({ id: i.id, name: i.name, number: i.number, year: i.year, belongsTo: i.belongsTo })
        .from(i)
        .where(where)
        .orderBy(itemOrder(sort))
        .limit(size)
        .offset(page * size);
      return { rows, total: await boundedCount(db, sql`from products i where ${where}`) };
    },

    ...createItemSearchReads(db, 'product'),

    async findById(id: number) {
      const [row] = await db
        .select({
          id: i.id,
          name: i.name,
          number: i.number,
          year: i.year,
          belongsTo: i.belongsTo,
          manufacturerId: manufacturers.id,
          manufacturerName: manufacturers.name,
          parentId: parent.id,
          parentName: parent.name,
          description: i.description,
          source: i.source,
          ...pickEnglish(i),
          ...pickRecorded(i),
          numbersMatch: i.numbersMatch,
          createdAt: i.createdAt,
          updatedAt: i.updatedAt,
        })
        .from(i)
        .leftJoin(manufacturers, eq(manufacturers.id, i.manufacturerId))
        .leftJoin(parent, eq(parent.id, i.parentId))
        .where(eq(i.id, id));
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id));
      return rows.length > 0;
    },

    children(id: number) {
      return db
        .select({
          id: i.id,
          name: i.name,
          number: i.number,
          year: i.year,
          manufacturerId: manufacturers.id,
          manufacturerName: manufacturers.name,
        })
        .from(i)
        .leftJoin(manufacturers, eq(manufacturers.id, i.manufacturerId))
        .where(eq(i.parentId, id))
        .orderBy(i.id);
    },

    /** The details that belong to a product. */
    detailsOf(id: number) {
      return db
        .select({ id: details.id, name: details.name, number: details.number, year: details.year, typeName: detailTypes.name })
        .from(details)
        .innerJoin(detailTypes, eq(detailTypes.id, details.typeId))
        .where(eq(details.productId, id))
        .orderBy(sql`${details.year} nulls last`, details.id);
    },

    /**
     * The product's details of types that carry its number, each with its status against the
     * product's number (museum_number_status, migration 0018: the function the stored flag uses).
     */
    numberCheckOf(id: number) {
      return db
        .select({
          id: details.id,
          name: details.name,
          number: details.number,
          typeId: detailTypes.id,
          typeName: detailTypes.name,
          status: sql<string | null>`museum_number_status(${details.serialKey}, ${i.serialKey})`,
        })
        .from(details)
        .innerJoin(detailTypes, and(eq(detailTypes.id, details.typeId), eq(detailTypes.carriesNumber, true)))
        .innerJoin(i, eq(i.id, details.productId))
        .where(eq(details.productId, id))
        .orderBy(detailTypes.name, details.id);
    },
  };
}
export type ProductsRepository = ReturnType<typeof createProductsRepository>;
export type ProductListRow = Awaited<ReturnType<ProductsRepository['list']>>['rows'][number];
export type ProductRow = NonNullable<Awaited<ReturnType<ProductsRepository['findById']>>>;
export type ProductChildRow = Awaited<ReturnType<ProductsRepository['children']>>[number];
export type ProductDetailRow = Awaited<ReturnType<ProductsRepository['detailsOf']>>[number];
export type NumberCheckRow = Awaited<ReturnType<ProductsRepository['numberCheckOf']>>[number];
