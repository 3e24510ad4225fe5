import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import {
  detailPhotos,
  detailStamps,
  details,
  detailTypes,
  photoRegions,
  photos,
  productPhotos,
  products,
  stamps,
  users,
} from '../../db/schema';
import type { PhotosShow, StampBearer } from './stamp-parts';

export type RegionRow = typeof photoRegions.$inferSelect;
/** A region's columns as a write stores them. */
export type RegionValues = Pick<RegionRow, 'x' | 'y' | 'width' | 'height' | 'note' | 'productId' | 'detailId' | 'stampId'>;

/** The columns a region is read with: its row and what its target is called. */
const withTitles = {
  region: photoRegions,
  productName: products.name,
  detailName: details.name,
  detailNumber: details.number,
  detailTypeName: detailTypes.name,
  stampName: stamps.name,
  author: users.username,
  /** A crop is linked from STORAGE_PUBLIC_URL only when its region and its photo are both published (ADR 048). */
  photoPublished: photos.published,
};

/** Regions marked on photos (ADR 059): their rows with their targets' names. */
export function createRegionsRepository(db: Executor) {
  const read = (tx: Executor, where: SQL | undefined) =>
    tx
      .select(withTitles)
      .from(photoRegions)
      .innerJoin(photos, eq(photos.id, photoRegions.photoId))
      .leftJoin(products, eq(products.id, photoRegions.productId))
      .leftJoin(details, eq(details.id, photoRegions.detailId))
      .leftJoin(detailTypes, eq(detailTypes.id, details.typeId))
      .leftJoin(stamps, eq(stamps.id, photoRegions.stampId))
      .leftJoin(users, eq(users.id, photoRegions.createdBy))
      .where(where)
      .orderBy(asc(photoRegions.id));

  return {
    /** A photo's regions: the published, and the pending ones of `authorId` (all pending when null and `allPending`). */
    ofPhoto: (photoId: number, viewer: { userId: number | null; allPending: boolean }, tx: Executor = db) =>
      read(
        tx,
        and(
          eq(photoRegions.photoId, photoId),
          viewer.allPending
            ? undefined
            : viewer.userId === null
              ? eq(photoRegions.status, 'PUBLISHED')
              : or(eq(photoRegions.status, 'PUBLISHED'), eq(photoRegions.createdBy, viewer.userId)),
        ),
      ),

    /** The published regions showing one item, on published photos. */
    ofTarget: (column: 'productId' | 'detailId' | 'stampId', id: number, tx: Executor = db) =>
      tx
        .select({ region: photoRegions, photoPublished: photos.published })
        .from(photoRegions)
        .innerJoin(photos, eq(photos.id, photoRegions.photoId))
        .where(and(eq(photoRegions[column], id), eq(photoRegions.status, 'PUBLISHED'), eq(photos.published, true)))
        .orderBy(asc(photoRegions.id)),

    /** The published regions of published photos marking any of these stamps, by id (the visual key's crops). */
    ofStamps: (stampIds: readonly number[], tx: Executor = db) =>
      stampIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({ region: photoRegions, photoPublished: photos.published })
            .from(photoRegions)
            .innerJoin(photos, eq(photos.id, photoRegions.photoId))
            .where(and(inArray(photoRegions.stampId, [...stampIds]), eq(photoRegions.status, 'PUBLISHED'), eq(photos.published, true)))
            .orderBy(asc(photoRegions.id)),

    /** Every pending region, oldest first. */
    pending: (tx: Executor = db) => read(tx, eq(photoRegions.status, 'PENDING')),

    async find(id: number, tx: Executor = db) {
      const [row] = await read(tx, eq(photoRegions.id, id));
      return row ?? null;
    },

    /** Whether the item a region would show exists. */
    async targetExists(column: 'productId' | 'detailId' | 'stampId', id: number, tx: Executor = db) {
      const table = { productId: products, detailId: details, stampId: stamps }[column];
      const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
      return row !== undefined;
    },

    insert: async (values: RegionValues & Pick<RegionRow, 'photoId' | 'status' | 'createdBy'>, tx: Executor = db) =>
      firstRow(await tx.insert(photoRegions).values(values).returning({ id: photoRegions.id })).id,

    /** The row, locked until the transaction ends (a rectangle change takes the crop it replaces). */
    async lock(id: number, tx: Executor) {
      const [row] = await tx.select().from(photoRegions).where(eq(photoRegions.id, id)).for('update');
      return row;
    },

    update: (id: number, values: Partial<RegionValues & Pick<RegionRow, 'status' | 'cropState' | 'cropName'>>, tx: Executor = db) =>
      tx.update(photoRegions).set(values).where(eq(photoRegions.id, id)),

    /** Deletes a region; answers its crop's stored name (its files go after the commit), null when it had none. */
    async remove(id: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx.delete(photoRegions).where(eq(photoRegions.id, id)).returning({ cropName: photoRegions.cropName });
      return row?.cropName ?? null;
    },

    /** The details bearing a stamp, with their gun, name, number and type (where a stamp's crops are struck). */
    stampBearers: (stampId: number, tx: Executor = db): Promise<StampBearer[]> =>
      tx
        .select({ id: details.id, productId: details.productId, name: details.name, number: details.number, typeName: detailTypes.name })
        .from(detailStamps)
        .innerJoin(details, eq(details.id, detailStamps.detailId))
        .innerJoin(detailTypes, eq(detailTypes.id, details.typeId))
        .where(eq(detailStamps.stampId, stampId))
        .orderBy(asc(details.id)),

    /** What some photos show: the details and products linked to them and their published regions of items. */
    async photosShow(photoIds: readonly number[], tx: Executor = db): Promise<PhotosShow> {
      if (photoIds.length === 0) return { detailLinks: [], productLinks: [], regions: [] };
      const links = (l: typeof detailPhotos | typeof productPhotos) =>
        tx
          .select({ photoId: l.photoId, itemId: l.itemId })
          .from(l)
          .where(inArray(l.photoId, [...photoIds]));
      const [detailLinks, productLinks, regions] = await Promise.all([
        links(detailPhotos),
        links(productPhotos),
        tx
          .select({
            photoId: photoRegions.photoId,
            detailId: photoRegions.detailId,
            productId: photoRegions.productId,
            x: photoRegions.x,
            y: photoRegions.y,
            width: photoRegions.width,
            height: photoRegions.height,
          })
          .from(photoRegions)
          .where(and(inArray(photoRegions.photoId, [...photoIds]), eq(photoRegions.status, 'PUBLISHED'))),
      ]);
      return { detailLinks, productLinks, regions };
    },

    /** The published regions of some photos, for the IIIF manifests. */
    publishedOfPhotos: (photoIds: readonly number[], tx: Executor = db) =>
      photoIds.length === 0
        ? Promise.resolve([])
        : read(tx, and(inArray(photoRegions.photoId, [...photoIds]), eq(photoRegions.status, 'PUBLISHED'))),
  };
}

export type RegionsRepository = ReturnType<typeof createRegionsRepository>;
export type RegionWithTitles = NonNullable<Awaited<ReturnType<RegionsRepository['find']>>>;
