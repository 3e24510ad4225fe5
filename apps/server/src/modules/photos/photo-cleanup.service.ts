import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { removeCropFiles } from '../../lib/region-crops';
import { extensionFor, type PhotoStorage } from '../../lib/storage';
import type { HistoryRepository } from '../history/history.repository';
import type { PhotoCleanupRepository, RemovedPhoto } from './photo-cleanup.repository';

const DAY = 24 * 60 * 60_000;
/** Rows per round: a long backlog goes in several short transactions. */
const BATCH = 200;

/**
 * Removes uploads nobody used: unpublished, older than `maxAgeMs`, linked to no item and named
 * by no pending change request. Rows go first (claimed with `skip locked`, so several server
 * processes never take the same one), with their history, files after the commit.
 */
export function createPhotoCleanupService(deps: {
  db: Executor;
  clock: Clock;
  storage: PhotoStorage;
  history: HistoryRepository;
  rows: PhotoCleanupRepository;
  log: (message: string, error?: unknown) => void;
}) {
  const { db, clock, storage, history, rows } = deps;

  const removeBatch = async (cutoff: Date, at: Date): Promise<{ photos: RemovedPhoto[]; crops: string[] }> =>
    db.transaction(async (tx) => {
      const removed = await rows.deleteUnattached(cutoff, BATCH, tx);
      for (const photo of removed.photos) {
        await history.record(
          {
            entityType: 'PHOTO',
            entityId: photo.id,
            action: 'DELETE',
            before: photo,
            after: null,
            userId: null,
            at,
            changeRequestId: null,
          },
          tx,
        );
      }
      return removed;
    });

  return {
    /** Deletes every unattached upload older than `maxAgeMs` (file, thumbnail, its regions' crops, row); answers how many. */
    async removeUnattached(maxAgeMs = DAY): Promise<number> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - maxAgeMs);
      let total = 0;
      for (;;) {
        const { photos, crops } = await removeBatch(cutoff, now);
        for (const photo of photos) await storage.remove(photo.fileName, extensionFor(photo.contentType));
        await removeCropFiles(storage, crops, deps.log);
        total += photos.length;
        if (photos.length < BATCH) return total;
      }
    },
  };
}
export type PhotoCleanupService = ReturnType<typeof createPhotoCleanupService>;
