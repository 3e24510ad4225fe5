import { type AnyColumn, and, desc, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { boundedCount, type Total } from '../../db/bounded-count';
import type { Executor } from '../../db/client';
import { rawRows, type Scalar, scalar } from '../../db/raw-sql';
import {
  detailPhotos,
  details,
  detailTypes,
  manufacturers,
  photos,
  productPhotos,
  products,
  similarPhotos,
  stampPhotos,
} from '../../db/schema';
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

/**
 * The condition on the photos table (or an alias of it, or its columns named as SQL) that hides
 * what the viewer may not see.
 */
export function visiblePhoto(t: { published: AnyColumn | SQL; uploadedBy: AnyColumn | SQL }, viewer: PhotoViewer): SQL | undefined {
  if (!viewer) return sql`${t.published} = true`;
  if (viewer.moderator) return undefined;
  return sql`(${t.published} = true or ${t.uploadedBy} = ${viewer.userId})`;
}

/**
 * The visible photos of the item whose id is `itemId` (a column of the enclosing query), in link
 * order, at most `limit`, as a JSON array of PhotoFileRow: a card page reads its cards and their
 * photos in one statement (ADR 068). The keys are photoFileColumns' own, so the rows are those of
 * photosOfItems.
 */
export function itemPhotosJson(kind: 'product' | 'detail', itemAlias: 'i', viewer: PhotoViewer, limit: number): SQL<PhotoFileRow[]> {
  const l = LINK_TABLES[kind];
  // Every column named with its table: in a builder select from one table, Drizzle writes the
  // columns of an `sql` field without it, and inside this subquery a bare `id` is the photo's.
  const column = (table: string, c: AnyColumn) => sql.raw(`"${table}"."${c.name}"`);
  const [link, photo] = [(c: AnyColumn) => column('l', c), (c: AnyColumn) => column('p', c)];
  const fields = sql.join(
    Object.entries(photoFileColumns).map(([key, c]) => sql`${sql.raw(`'${key}'`)}, ${photo(c)}`),
    sql`, `,
  );
  const visible = visiblePhoto({ published: photo(p.published), uploadedBy: photo(p.uploadedBy) }, viewer) ?? sql`true`;
  const order = sql`${link(l.position)}, ${photo(p.id)}`;
  return sql<PhotoFileRow[]>`(select coalesce(json_agg(x.photo order by x.n), '[]'::json) from (
      select row_number() over (order by ${order}) as n, json_build_object(${fields}) as photo
      from ${l} ${sql.raw('"l"')} join ${photos} ${sql.raw('"p"')} on ${photo(p.id)} = ${link(l.photoId)}
      where ${link(l.itemId)} = ${sql.raw(`"${itemAlias}"."id"`)} and ${visible}
      order by ${order} limit ${limit}) x)`.mapWith(itemPhotoRows.read);
}

/**
 * How itemPhotosJson's value is read: node-postgres parses JSON, PGlite may hand over its text.
 * Its objects are photoFileColumns' rows (built from the same keys and columns).
 */
export const itemPhotoRows: Scalar<PhotoFileRow[]> = {
  read: (value) => (typeof value === 'string' ? JSON.parse(value) : value) as PhotoFileRow[],
};

/**
 * The photos (aliased `p`) the viewer may not see, the complement of visiblePhoto: unpublished ones
 * (of others, for a signed-in user), read from the `(published, id)` index; none for a moderator.
 */
function hiddenPhoto(viewer: PhotoViewer): SQL | undefined {
  if (!viewer) return sql`${p.published} = false`;
  if (viewer.moderator) return undefined;
  return sql`${p.published} = false and ${p.uploadedBy} is distinct from ${viewer.userId}`;
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

    /** The photo's near-duplicates that `viewer` may see, closest first, at most `limit` (ADR 080). */
    similarTo: (id: number, viewer: PhotoViewer, limit: number) =>
      db
        .select({ id: similarPhotos.otherId, distance: similarPhotos.distance })
        .from(similarPhotos)
        .innerJoin(p, eq(p.id, similarPhotos.otherId))
        .where(and(eq(similarPhotos.photoId, id), visiblePhoto(p, viewer)))
        .orderBy(similarPhotos.distance, similarPhotos.otherId)
        .limit(limit),

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
     * The unfiltered gallery: a page of visible photos, newest first, the page's ids read from
     * the index alone, then only their rows (ADR 068).
     */
    galleryPage(viewer: PhotoViewer, page: number, size: number): Promise<PhotoRow[]> {
      const visible = visiblePhoto(p, viewer) ?? sql`true`;
      return db
        .select(photoColumns)
        .from(p)
        .where(sql`${p.id} in (select p.id from photos p where ${visible} order by p.id desc limit ${size} offset ${page * size})`)
        .orderBy(desc(p.id));
    },

    /** How many photos the unfiltered gallery has (see countSources). */
    galleryTotal: (viewer: PhotoViewer): Promise<Total> =>
      boundedCount(db, { table: 'photos', alias: 'p', where: visiblePhoto(p, viewer) ?? sql`true` }),

    /**
     * The filtered gallery's matches: visible photos that show an item matching every filter (type
     * and subtype filters only match through details), counted exactly, and the page's ids newest
     * first, in one statement (ADR 068). The photos are gathered from the links of the matching
     * items once (as the page's `in (…)` hashed them before) and the few the viewer may not see
     * are left out by id, so no photo row is read; counting them by a photo condition left the
     * planner guessing («около 220 000» for 2 153) and walked every photo.
     */
    async galleryMatches(search: ItemSearch, viewer: PhotoViewer, page: number, size: number) {
      const detailOnly = search.type !== undefined || search.subtype !== undefined;
      const viaDetails = sql`select l.photo_id from detail_photos l join details i on i.id = l.item_id where ${itemConditions('detail', search)}`;
      const viaProducts = sql`select l.photo_id from product_photos l join products i on i.id = l.item_id where ${itemConditions('product', search)}`;
      const linked = detailOnly ? viaDetails : sql`${viaDetails} union all ${viaProducts}`;
      const hidden = hiddenPhoto(viewer);
      const notHidden = hidden ? sql`where x.photo_id not in (select p.id from photos p where ${hidden})` : sql``;
      const [row] = await rawRows(
        db,
        'gallery-matches',
        { n: scalar.int, ids: scalar.intsOrNull },
        sql`with m as materialized (select distinct x.photo_id as id from (${linked}) x ${notHidden})
            select (select count(*)::int from m) as n, array(select id from m order by id desc limit ${size} offset ${page * size}) as ids`,
      );
      return { count: row?.n ?? 0, ids: row?.ids ?? [] };
    },

    /** Photos by id, newest first (a page of the filtered gallery). */
    async byIds(ids: readonly number[]): Promise<PhotoRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(photoColumns)
        .from(p)
        .where(inArray(p.id, [...ids]))
        .orderBy(desc(p.id));
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
