import { type EnglishFieldKey, pickEnglish, pickRecorded, type RecordedFieldKey } from '@museum/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawRows, scalar } from '../../db/raw-sql';
import { reserveIds } from '../../db/reserved-ids';
import { details, products } from '../../db/schema';

/** The stored columns of a product write. */
export type ProductValues = Pick<
  typeof products.$inferSelect,
  'name' | 'number' | 'year' | 'belongsTo' | 'manufacturerId' | 'parentId' | 'description' | 'source' | EnglishFieldKey | RecordedFieldKey
>;

/** A product as its revisions record it. */
export type ProductSnapshot = ProductValues & { id: number; photoIds: number[] };

const COLUMNS = {
  id: products.id,
  name: products.name,
  number: products.number,
  year: products.year,
  belongsTo: products.belongsTo,
  manufacturerId: products.manufacturerId,
  parentId: products.parentId,
  description: products.description,
  source: products.source,
  ...pickEnglish(products),
  ...pickRecorded(products),
};

/** Product rows for writes; a write passes its transaction. */
export function createProductWritesRepository(db: Executor) {
  return {
    /** Inserts the rows in one statement, each with the id reserved for it (`reserveIds`). */
    async insert(
      values: readonly (ProductValues & { id: number; createdBy: number | null; at: Date })[],
      tx: Executor = db,
    ): Promise<void> {
      if (values.length === 0) return;
      await tx.insert(products).values(values.map(({ at, ...rest }) => ({ ...rest, createdAt: at, updatedAt: at })));
    },

    /** New ids, in increasing order, for rows inserted later in one statement. */
    reserveIds: (count: number, tx: Executor = db) => reserveIds(tx, products, count),

    async update(id: number, values: ProductValues, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(products)
        .set({ ...values, updatedAt: at })
        .where(eq(products.id, id));
    },

    /** Deletes a product; the foreign keys detach its children and details and drop its photo links. */
    async delete(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(products).where(eq(products.id, id));
    },

    /** The rows, locked for the rest of the transaction so concurrent writes queue up. */
    async lock(ids: readonly number[], tx: Executor = db): Promise<Omit<ProductSnapshot, 'photoIds'>[]> {
      if (ids.length === 0) return [];
      return tx
        .select(COLUMNS)
        .from(products)
        .where(inArray(products.id, [...ids]))
        .for('update');
    },

    /** True when `ancestorOf` is `id` itself or one of its ancestors (walking parent links up). */
    async isAncestorOrSelf(id: number, startAt: number, tx: Executor = db): Promise<boolean> {
      const rows = await rawRows(
        tx,
        'product-ancestor',
        { found: scalar.bool },
        sql`with recursive up(id, parent_id) as (
            select id, parent_id from products where id = ${startAt}
            union
            select p.id, p.parent_id from products p join up on p.id = up.parent_id)
          select exists(select 1 from up where id = ${id}) as found`,
      );
      return rows[0]?.found === true;
    },

    /** Children and details a delete detaches, for the record. */
    async dependents(id: number, tx: Executor = db): Promise<{ childIds: number[]; detailIds: number[] }> {
      const children = await tx.select({ id: products.id }).from(products).where(eq(products.parentId, id)).orderBy(products.id);
      const parts = await tx.select({ id: details.id }).from(details).where(eq(details.productId, id)).orderBy(details.id);
      return { childIds: children.map((r) => r.id), detailIds: parts.map((r) => r.id) };
    },
  };
}
export type ProductWritesRepository = ReturnType<typeof createProductWritesRepository>;
