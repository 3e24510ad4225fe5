import { and, desc, eq, getTableColumns, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { detailPhotos, photos, productPhotos } from '../../db/schema';
import { hashColumns, linkSimilarPhotos } from '../../db/similar-photos';
import type { PhotoHash } from '../../lib/perceptual-hash';
import { lockCropNamesOfPhotos } from '../regions/region-crops.repository';

/**
 * A photo's row as writes read and record it in its history: every column but the perceptual hash's,
 * derived values (and a 64-bit number JSON cannot hold).
 */
const { phash: _hash, colourA: _a, colourB: _b, ...storedColumns } = getTableColumns(photos);
export type StoredPhoto = Omit<typeof photos.$inferSelect, 'phash' | 'colourA' | 'colourB'>;
export type NewPhoto = typeof photos.$inferInsert;

/** Photo rows; a write passes its transaction. */
export function createPhotoWritesRepository(db: Executor) {
  return {
    /**
     * A stored photo with these bytes that `viewer` may see: a published one first, else their own
     * unpublished one (a moderator: anyone's). Never another plain user's unpublished upload.
     */
    async findVisibleBySha(
      sha256: string,
      viewer: { userId: number; moderator: boolean },
      tx: Executor = db,
    ): Promise<StoredPhoto | undefined> {
      const visible = viewer.moderator ? undefined : or(eq(photos.published, true), eq(photos.uploadedBy, viewer.userId));
      const [row] = await tx
        .select(storedColumns)
        .from(photos)
        .where(and(eq(photos.sha256, sha256), visible))
        .orderBy(desc(photos.published), photos.id)
        .limit(1);
      return row;
    },

    /** Stores a photo's row with its perceptual hash. */
    async insert(values: NewPhoto, hash: PhotoHash, tx: Executor = db): Promise<StoredPhoto> {
      return firstRow(
        await tx
          .insert(photos)
          .values({ ...values, ...hashColumns(hash) })
          .returning(storedColumns),
      );
    },

    /** Records the near-duplicates of a photo just stored with the hash `hash`. */
    linkSimilar: (id: number, hash: PhotoHash, tx: Executor): Promise<number> => linkSimilarPhotos(tx, id, hash),

    async lock(id: number, tx: Executor = db): Promise<StoredPhoto | undefined> {
      const [row] = await tx.select(storedColumns).from(photos).where(eq(photos.id, id)).for('update');
      return row;
    },

    async setRights(id: number, rights: Pick<NewPhoto, 'credit' | 'licence'>, tx: Executor = db): Promise<void> {
      await tx.update(photos).set(rights).where(eq(photos.id, id));
    },

    /** The crops of the photo's regions, locked: a delete takes them before the regions go with the photo. */
    cropsOf: (id: number, tx: Executor) => lockCropNamesOfPhotos(tx, [id]),

    /** Deletes the row; its product and detail links and its regions go with it. */
    async delete(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(photos).where(eq(photos.id, id));
    },

    async links(id: number, tx: Executor = db): Promise<{ productIds: number[]; detailIds: number[] }> {
      const itemIds = async (l: typeof productPhotos | typeof detailPhotos) =>
        (await tx.select({ id: l.itemId }).from(l).where(eq(l.photoId, id)).orderBy(l.itemId)).map((row) => row.id);
      return { productIds: await itemIds(productPhotos), detailIds: await itemIds(detailPhotos) };
    },
  };
}
export type PhotoWritesRepository = ReturnType<typeof createPhotoWritesRepository>;
