import { and, count, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photos } from '../../db/schema';

/** A photo waiting for its display sizes and tiles. */
export type PendingPhoto = Pick<typeof photos.$inferSelect, 'id' | 'fileName' | 'contentType' | 'published'>;
type Derivation = (typeof photos.$inferSelect)['derivation'];

/** The derivation state of photos (PENDING, READY, FAILED). */
export function createPhotoDerivationRepository(db: Executor) {
  return {
    /** Pending photos after `afterId`, oldest first (the partial index keeps this cheap). */
    nextPending: (afterId: number, limit: number): Promise<PendingPhoto[]> =>
      db
        .select({ id: photos.id, fileName: photos.fileName, contentType: photos.contentType, published: photos.published })
        .from(photos)
        .where(and(eq(photos.derivation, 'PENDING'), gt(photos.id, afterId)))
        .orderBy(photos.id)
        .limit(limit),

    /** False when the photo was deleted (or replaced) meanwhile: its files are then not wanted. */
    async markReady(photo: PendingPhoto, placeholder: string): Promise<boolean> {
      const rows = await db
        .update(photos)
        .set({ derivation: 'READY', placeholder })
        .where(and(eq(photos.id, photo.id), eq(photos.fileName, photo.fileName)))
        .returning({ id: photos.id });
      return rows.length > 0;
    },

    async markFailed(id: number): Promise<void> {
      await db.update(photos).set({ derivation: 'FAILED' }).where(eq(photos.id, id));
    },

    /** Every photo derived again (after a restore, or when the sizes change); answers how many. */
    async markAllPending(): Promise<number> {
      const rows = await db
        .update(photos)
        .set({ derivation: 'PENDING' })
        .where(ne(photos.derivation, 'PENDING'))
        .returning({ id: photos.id });
      return rows.length;
    },

    async counts(): Promise<Record<Derivation, number>> {
      const rows = await db.select({ derivation: photos.derivation, n: count() }).from(photos).groupBy(photos.derivation);
      const counts = { PENDING: 0, READY: 0, FAILED: 0 };
      for (const row of rows) counts[row.derivation] = row.n;
      return counts;
    },
  };
}
export type PhotoDerivationRepository = ReturnType<typeof createPhotoDerivationRepository>;
