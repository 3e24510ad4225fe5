import { type AnyColumn, and, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { boundedCount, type Total } from '../../db/bounded-count';
import type { Executor } from '../../db/client';
import { detailPhotos, details, detailTypes, manufacturers, photos, productPhotos, products, stampPhotos } from '../../db/schema';
import type { PhotoViewer } from '../../lib/photo-viewer';
import { escapeLike } from '../../lib/text';
import { type ItemSearch, itemConditions } from '../catalogue/item-query';

/** Photos aliased `p`, as the gallery's and the picker's conditions name them. */
const p = alias(photos, 'p');
/** The columns every photo answer is built from. */
const photoFileColumns = {
  id: p.id,
  fileName: p.fileName,
  contentType: p.contentType,
  originalName: p.originalName,
  credit: p.credit,
  licence: p.licence,
  width: p.width,
  height: p.height,
  derivation: p.derivation,
  placeholder: p.placeholder,
  /** An unpublished photo's files are served by this server only, to whoever may see it (ADR 048). */
  published: p.published,
};
const photoColumns = { ...photoFileColumns, description: p.description, sizeBytes: p.sizeBytes, uploadedAt: p.uploadedAt };

type StoredPhoto = typeof photos.$inferSelect;
export type PhotoFileRow = Pick<StoredPhoto, keyof typeof photoFileColumns>;
export type PhotoRow = Pick<StoredPhoto, keyof typeof photoColumns>;
export type ItemPhotoRow = PhotoFileRow & { itemId: number };

/** The photo links of items, and of stamps (ADR 061): the same columns. */
const LINK_TABLES = { product: productPhotos, detail: detailPhotos, stamp: stampPhotos } as const;

/** The condition on the photos table (or an alias of it) that hides what the viewer may not see. */
export function visiblePhoto(t: { published: AnyColumn; uploadedBy: AnyColumn }, viewer: PhotoViewer): SQL | undefined {
  if (!viewer) return eq(t.published, true);
  if (viewer.moderator) return undefined;
  return or(eq(t.published, true), eq(t.uploadedBy, viewer.userId));
}

export function createPhotosRepository(db: Executor) {
  return {
    /** The visible photos of many items in one query, in link order, at most `limit` per item. */
    async photosOfItems(
      kind: keyof typeof LINK_TABLES,
      itemIds: readonly number[],
      viewer: PhotoViewer,
      limit?: number,
    ): Promise<ItemPhotoRow[]> {
      if (itemIds.length === 0) return [];
      const l = LINK_TABLES[kind];
      const x = db
        .select({
          itemId: l.itemId,
          ...photoFileColumns,
          n: sql<number>`row_number() over (partition by ${l.itemId} order by ${l.position}, ${p.id})`.mapWith(Number).as('n'),
        })
        .from(l)
        .innerJoin(p, eq(p.id, l.photoId))
        .where(and(inArray(l.itemId, [...itemIds]), visiblePhoto(p, viewer)))
        .as('x');
      const rows = await db
        .select()
        .from(x)
        .where(limit === undefined ? undefined : lte(x.n, limit))
        .orderBy(x.itemId, x.n);
      return rows.map(({ n: _, ...row }) => row);
    },

    /** Whether a stored name's files are published, and who uploaded them; undefined for an unknown name. */
    async fileOwner(fileName: string) {
      const [row] = await db
        .select({ published: photos.published, uploadedBy: photos.uploadedBy })
        .from(photos)
        .where(eq(photos.fileName, fileName));
      return row;
    },

    async findById(id: number, viewer: PhotoViewer): Promise<PhotoRow | undefined> {
      const [row] = await db
        .select(photoColumns)
        .from(p)
        .where(and(eq(p.id, id), visiblePhoto(p, viewer)));
      return row;
    },

    async productsOf(photoId: number) {
      return db
        .select({ id: products.id, name: products.name, nameEn: products.nameEn, manufacturer: manufacturers.name })
        .from(productPhotos)
        .innerJoin(products, eq(products.id, productPhotos.itemId))
        .leftJoin(manufacturers, eq(manufacturers.id, products.manufacturerId))
        .where(eq(productPhotos.photoId, photoId))
        .orderBy(products.id);
    },

    async detailsOf(photoId: number) {
      return db
        .select({
          id: details.id,
          name: details.name,
          nameEn: details.nameEn,
          number: details.number,
          manufacturer: manufacturers.name,
          type: detailTypes.name,
          year: details.year,
        })
        .from(detailPhotos)
        .innerJoin(details, eq(details.id, detailPhotos.itemId))
        .innerJoin(detailTypes, eq(detailTypes.id, details.typeId))
        .leftJoin(manufacturers, eq(manufacturers.id, details.manufacturerId))
        .where(eq(detailPhotos.photoId, photoId))
        .orderBy(details.id);
    },

    /**
     * The gallery: visible photos that show an item matching every filter (any photo when
     * there is none). Type and subtype filters only match through details.
     */
    async page(search: ItemSearch, viewer: PhotoViewer, page: number, size: number): Promise<{ rows: PhotoRow[]; total: Total }> {
      const filtered = Object.values(search).some((value) => value !== undefined);
      const detailOnly = search.type !== undefined || search.subtype !== undefined;
      // The item conditions are SQL on an item aliased `i` (item-query.ts).
      const viaDetails = sql`${p.id} in (select l.photo_id from detail_photos l join details i on i.id = l.item_id where ${itemConditions('detail', search)})`;
      const viaProducts = sql`${p.id} in (select l.photo_id from product_photos l join products i on i.id = l.item_id where ${itemConditions('product', search)})`;
      const where = and(visiblePhoto(p, viewer), filtered ? (detailOnly ? viaDetails : or(viaDetails, viaProducts)) : undefined);
      const rows = await db
        .select(photoColumns)
        .from(p)
        .where(where)
        .orderBy(desc(p.id))
        .limit(size)
        .offset(page * size);
      return { rows, total: await boundedCount(db, sql`from photos p where ${where ?? sql`true`}`) };
    },

    /** Photo picker: by id, file name, description or a linked item's name; newest first. */
    async search(q: string, viewer: PhotoViewer, limit: number): Promise<PhotoRow[]> {
      const pattern = `%${escapeLike(q)}%`;
      const like = (column: AnyColumn) => sql`${column} ilike ${pattern} escape '\\'`;
      const matches = or(
        /^\d{1,9}$/.test(q) ? eq(p.id, Number(q)) : undefined,
        like(p.fileName),
        like(p.originalName),
        like(p.description),
        inArray(
          p.id,
          db
            .select({ id: productPhotos.photoId })
            .from(productPhotos)
            .innerJoin(products, eq(products.id, productPhotos.itemId))
            .where(like(products.name)),
        ),
        inArray(
          p.id,
          db
            .select({ id: detailPhotos.photoId })
            .from(detailPhotos)
            .innerJoin(details, eq(details.id, detailPhotos.itemId))
            .where(like(details.name)),
        ),
      );
      return db
        .select(photoColumns)
        .from(p)
        .where(and(visiblePhoto(p, viewer), matches))
        .orderBy(desc(p.id))
        .limit(limit);
    },
  };
}
export type PhotosRepository = ReturnType<typeof createPhotosRepository>;
