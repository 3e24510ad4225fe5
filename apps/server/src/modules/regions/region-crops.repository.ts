import { and, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photoRegions, photos } from '../../db/schema';

/** A region whose crop is to be made, with what the work needs of its photo. */
export interface PendingCrop {
  id: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The crop made before (kept while `photos:derive --all` makes it again), removed once the new one is in place. */
  cropName: string | null;
  photoFileName: string;
  photoContentType: string;
  /** Seen by anyone once made: a published region on a published photo (answers cached anonymously said `crop: null`). */
  published: boolean;
}

/**
 * The crops' names of some photos' regions, locked until the caller's transaction ends: a photo's
 * delete takes them before its regions go with it (a crop made meanwhile waits for the lock, then
 * finds its region gone and removes its own files).
 */
export async function lockCropNamesOfPhotos(tx: Executor, photoIds: readonly number[]): Promise<string[]> {
  if (photoIds.length === 0) return [];
  const rows = await tx
    .select({ cropName: photoRegions.cropName })
    .from(photoRegions)
    .where(and(inArray(photoRegions.photoId, [...photoIds]), isNotNull(photoRegions.cropName)))
    .for('update');
  return rows.flatMap((row) => (row.cropName ? [row.cropName] : []));
}

/** The crops of regions (ADR 059): their state, their stored names and who may see their files. */
export function createRegionCropsRepository(db: Executor) {
  /** The rectangle and the crop a job was read with: a moved region (or one made again) is not touched. */
  const sameJob = (crop: PendingCrop) =>
    and(
      eq(photoRegions.id, crop.id),
      eq(photoRegions.cropState, 'PENDING'),
      eq(photoRegions.x, crop.x),
      eq(photoRegions.y, crop.y),
      eq(photoRegions.width, crop.width),
      eq(photoRegions.height, crop.height),
      crop.cropName === null ? isNull(photoRegions.cropName) : eq(photoRegions.cropName, crop.cropName),
    );

  return {
    /** Regions waiting for their crop after `afterId`, oldest first (the partial index keeps this cheap). */
    async nextPending(afterId: number, limit: number): Promise<PendingCrop[]> {
      const rows = await db
        .select({
          id: photoRegions.id,
          x: photoRegions.x,
          y: photoRegions.y,
          width: photoRegions.width,
          height: photoRegions.height,
          cropName: photoRegions.cropName,
          photoFileName: photos.fileName,
          photoContentType: photos.contentType,
          status: photoRegions.status,
          photoPublished: photos.published,
        })
        .from(photoRegions)
        .innerJoin(photos, eq(photos.id, photoRegions.photoId))
        .where(and(eq(photoRegions.cropState, 'PENDING'), gt(photoRegions.id, afterId)))
        .orderBy(photoRegions.id)
        .limit(limit);
      return rows.map(({ status, photoPublished, ...crop }) => ({ ...crop, published: status === 'PUBLISHED' && photoPublished }));
    },

    /** False when the region was deleted, moved or cropped by another process meanwhile: the new files are then not wanted. */
    async markReady(crop: PendingCrop, cropName: string): Promise<boolean> {
      const rows = await db
        .update(photoRegions)
        .set({ cropState: 'READY', cropName })
        .where(sameJob(crop))
        .returning({ id: photoRegions.id });
      return rows.length > 0;
    },

    async markFailed(crop: PendingCrop): Promise<void> {
      await db.update(photoRegions).set({ cropState: 'FAILED' }).where(sameJob(crop));
    },

    /** Every crop made again (`photos:derive --all`, after a change of sizes); the old files stay served until then. */
    async markAllPending(): Promise<number> {
      const rows = await db
        .update(photoRegions)
        .set({ cropState: 'PENDING' })
        .where(ne(photoRegions.cropState, 'PENDING'))
        .returning({ id: photoRegions.id });
      return rows.length;
    },

    /** Whose a crop's files are (ADR 048): the region's status and author, its photo's publication and uploader. */
    async fileOwner(cropName: string) {
      const [row] = await db
        .select({
          status: photoRegions.status,
          author: photoRegions.createdBy,
          photoPublished: photos.published,
          uploader: photos.uploadedBy,
        })
        .from(photoRegions)
        .innerJoin(photos, eq(photos.id, photoRegions.photoId))
        .where(eq(photoRegions.cropName, cropName));
      return row;
    },
  };
}
export type RegionCropsRepository = ReturnType<typeof createRegionCropsRepository>;
