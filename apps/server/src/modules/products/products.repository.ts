import { pickEnglish, pickRecorded } from '@museum/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { boundedCount, type Total } from '../../db/bounded-count';
import type { Executor } from '../../db/client';
import { details, detailTypes, manufacturers, products } from '../../db/schema';
import { escapeLike } from '../../lib/text';
import { type ItemSort, productItem as i, itemOrder } from '../catalogue/item-query';

/** A product's parent, joined. */
const parent = alias(products, 'p');

/** The selector list's condition on products `i` (written through the alias, also inside the page's subquery). */
function listWhere(q: string | undefined, numbersMatch: boolean): SQL {
  const pattern = `%${escapeLike(q ?? '')}%`;
  const text = q ? sql`(${i.name} ilike ${pattern} escape '\\' or ${i.number} ilike ${pattern} escape '\\')` : sql`true`;
  return numbersMatch ? sql`${text} and ${i.numbersMatch}` : text;
}

export function createProductsRepository(db: Executor) {
  return {
    /**
     * A page of the selector list, its rows looked up late (the page's ids first, ADR 068): `q` is
     * a case-insensitive substring of name or number; `numbersMatch` keeps products whose numbers all match.
     */
    list(q: string | undefined, sort: ItemSort, page: number, size: number, numbersMatch = false) {
      return db
        .select({ id: i.id, name: i.name, nameEn: i.nameEn, number: i.number, year: i.year, belongsTo: i.belongsTo })
        .from(i)
        .where(
          sql`${i.id} in (select i.id from products i where ${listWhere(q, numbersMatch)} order by ${itemOrder(sort)} limit ${size} offset ${page * size})`,
        )
        .orderBy(itemOrder(sort));
    },

    /** How many products the selector list has (see countSources). */
    listTotal: (q: string | undefined, numbersMatch = false): Promise<Total> =>
      boundedCount(db, { table: 'products', alias: 'i', where: listWhere(q, numbersMatch) }),

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
          manufacturerNameEn: manufacturers.nameEn,
          parentId: parent.id,
          parentName: parent.name,
          parentNameEn: parent.nameEn,
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
          manufacturerNameEn: manufacturers.nameEn,
        })
        .from(i)
        .leftJoin(manufacturers, eq(manufacturers.id, i.manufacturerId))
        .where(eq(i.parentId, id))
        .orderBy(i.id);
    },

    /** The details that belong to a product. */
    detailsOf(id: number) {
      return db
        .select({
          id: details.id,
          name: details.name,
          number: details.number,
          year: details.year,
          typeName: detailTypes.name,
          typeNameEn: detailTypes.nameEn,
        })
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
          numberPlace: details.numberPlace,
          typeId: detailTypes.id,
          typeName: detailTypes.name,
          typeNameEn: detailTypes.nameEn,
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
export type ProductListRow = Awaited<ReturnType<ProductsRepository['list']>>[number];
export type ProductRow = NonNullable<Awaited<ReturnType<ProductsRepository['findById']>>>;
export type ProductChildRow = Awaited<ReturnType<ProductsRepository['children']>>[number];
export type ProductDetailRow = Awaited<ReturnType<ProductsRepository['detailsOf']>>[number];
export type NumberCheckRow = Awaited<ReturnType<ProductsRepository['numberCheckOf']>>[number];
