import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { changeRequests, detailPhotos, photos, productPhotos, stampPhotos } from '../../db/schema';
import { lockCropNamesOfPhotos } from '../regions/region-crops.repository';

const p = alias(photos, 'p');

export function createPhotoCleanupRepository(db: Executor) {
  return {
    /**
     * Deletes up to `limit` unpublished uploads older than `cutoff`, linked to no item or stamp and named
     * by no pending change request, claimed with `skip locked` (several server processes never
     * take the same one); answers the deleted rows and their regions' crops (whose files go too).
     */
    async deleteUnattached(cutoff: Date, limit: number, tx: Executor = db) {
      const linked = (l: typeof productPhotos | typeof detailPhotos | typeof stampPhotos) =>
        tx.select({ one: sql`1` }).from(l).where(eq(l.photoId, p.id));
      // The photos a pending change request names: `payload.photos` is a list of `{id}` (any other value names none).
      const proposed = sql`(select 1 from ${changeRequests}
        cross join lateral jsonb_array_elements(
          case when jsonb_typeof(${changeRequests.payload} -> 'photos') = 'array' then ${changeRequests.payload} -> 'photos' else '[]'::jsonb end
        ) as used(photo)
        where ${changeRequests.status} = 'PENDING' and used.photo ->> 'id' = ${p.id}::text)`;
      const unattached = tx
        .select({ id: p.id })
        .from(p)
        .where(
          and(
            eq(p.published, false),
            lt(p.uploadedAt, cutoff),
            notExists(linked(productPhotos)),
            notExists(linked(detailPhotos)),
            notExists(linked(stampPhotos)),
            notExists(proposed),
          ),
        )
        .orderBy(p.id)
        .limit(limit)
        .for('update', { of: p, skipLocked: true });
      const ids = (await unattached).map((row) => row.id);
      if (ids.length === 0) return { photos: [], crops: [] };
      const crops = await lockCropNamesOfPhotos(tx, ids);
      const removed = await tx.delete(photos).where(inArray(photos.id, ids)).returning({
        id: photos.id,
        fileName: photos.fileName,
        contentType: photos.contentType,
        originalName: photos.originalName,
        sizeBytes: photos.sizeBytes,
        uploadedBy: photos.uploadedBy,
        uploadedAt: photos.uploadedAt,
      });
      return { photos: removed, crops };
    },
  };
}
export type PhotoCleanupRepository = ReturnType<typeof createPhotoCleanupRepository>;
/** An upload the cleanup deleted, as its history records it. */
export type RemovedPhoto = Awaited<ReturnType<PhotoCleanupRepository['deleteUnattached']>>['photos'][number];
