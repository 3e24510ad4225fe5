import { and, asc, count, eq, exists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { detailPhotos, details, detailTypes, photos, productPhotos, products } from '../../db/schema';

/** A product or detail as a collection lists it: what its manifest's label is made of. */
export interface CollectionRow {
  kind: 'products' | 'details';
  id: number;
  name: string;
  number: string | null;
  year: number | null;
}

/**
 * The catalogue's items for the IIIF Collection: products first, then details, each by id; only
 * those with a published photo, since a manifest must have a canvas (Presentation API 3, `items`).
 */
export function createIiifRepository(db: Executor) {
  const productShown = exists(
    db
      .select({ one: sql`1` })
      .from(productPhotos)
      .innerJoin(photos, eq(photos.id, productPhotos.photoId))
      .where(and(eq(productPhotos.itemId, products.id), eq(photos.published, true))),
  );
  const detailShown = exists(
    db
      .select({ one: sql`1` })
      .from(detailPhotos)
      .innerJoin(photos, eq(photos.id, detailPhotos.photoId))
      .where(and(eq(detailPhotos.itemId, details.id), eq(photos.published, true))),
  );
  const productRows = () =>
    db
      .select({
        kind: sql<'products' | 'details'>`'products'`.as('kind'),
        id: products.id,
        name: products.name,
        number: products.number,
        year: products.year,
      })
      .from(products)
      .where(productShown);
  const detailRows = () =>
    db
      .select({
        kind: sql<'products' | 'details'>`'details'`.as('kind'),
        id: details.id,
        // A detail without a name is shown by its type's, as on its page.
        name: sql<string>`coalesce(${details.name}, ${detailTypes.name})`.as('name'),
        number: details.number,
        year: details.year,
      })
      .from(details)
      .innerJoin(detailTypes, eq(detailTypes.id, details.typeId))
      .where(detailShown);

  return {
    /** How many items the collection lists. */
    async count(): Promise<number> {
      const [productCount] = await db.select({ n: count() }).from(products).where(productShown);
      const [detailCount] = await db.select({ n: count() }).from(details).where(detailShown);
      return (productCount?.n ?? 0) + (detailCount?.n ?? 0);
    },

    /** Items `offset` to `offset + limit` of the collection's order. */
    page(offset: number, limit: number): Promise<CollectionRow[]> {
      const all = productRows().unionAll(detailRows()).as('items');
      return db.select().from(all).orderBy(sql`${all.kind} desc`, asc(all.id)).limit(limit).offset(offset);
    },
  };
}
export type IiifRepository = ReturnType<typeof createIiifRepository>;
