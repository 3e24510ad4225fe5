import { and, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photos, similarPhotos } from '../../db/schema';
import { hashColumns, linkSimilarPhotos } from '../../db/similar-photos';
import type { PhotoHash } from '../../lib/perceptual-hash';

/** A photo stored before hashes were: hashed from its original by the derivation worker. */
export type UnhashedPhoto = Pick<typeof photos.$inferSelect, 'id' | 'fileName' | 'contentType'>;

/** Photos' perceptual hashes and the near-duplicate pairs they make (ADR 080). */
export function createPhotoHashesRepository(db: Executor) {
  return {
    /** Unhashed photos after `afterId`, oldest first; a photo whose files could not be derived is not read. */
    nextUnhashed: (afterId: number, limit: number): Promise<UnhashedPhoto[]> =>
      db
        .select({ id: photos.id, fileName: photos.fileName, contentType: photos.contentType })
        .from(photos)
        .where(and(isNull(photos.phash), ne(photos.derivation, 'FAILED'), gt(photos.id, afterId)))
        .orderBy(photos.id)
        .limit(limit),

    /** Stores a photo's hash and its pairs in one transaction; false when the photo was deleted meanwhile. */
    store: (photo: UnhashedPhoto, hash: PhotoHash): Promise<boolean> =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(photos)
          .set(hashColumns(hash))
          .where(and(eq(photos.id, photo.id), eq(photos.fileName, photo.fileName)))
          .returning({ id: photos.id });
        if (rows.length === 0) return false;
        await linkSimilarPhotos(tx, photo.id, hash);
        return true;
      }),

    /** Every photo hashed again (`photos:derive --all`): hashes and pairs forgotten; answers how many photos. */
    async markAllUnhashed(): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.delete(similarPhotos);
        const rows = await tx
          .update(photos)
          .set({ phash: null, colourA: null, colourB: null })
          .where(isNotNull(photos.phash))
          .returning({ id: photos.id });
        return rows.length;
      });
    },
  };
}
export type PhotoHashesRepository = ReturnType<typeof createPhotoHashesRepository>;
