import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { extensionFor, type PhotoStorage } from '../../lib/storage';
import type { HistoryRepository } from '../history/history.repository';

const DAY = 24 * 60 * 60_000;
/** Rows per round: a long backlog goes in several short transactions. */
const BATCH = 200;

interface RemovedPhoto {
  id: number;
  fileName: string;
  contentType: string;
  originalName: string | null;
  sizeBytes: number;
  uploadedBy: number | null;
  uploadedAt: Date;
}

/**
 * Removes uploads nobody used: unpublished, older than `maxAgeMs`, linked to no item and named
 * by no pending change request. Rows go first (claimed with `skip locked`, so several server
 * processes never take the same one), files after the commit.
 */
export function createPhotoCleanupService(deps: { db: Executor; clock: Clock; storage: PhotoStorage; history: HistoryRepository }) {
  const { db, clock, storage, history } = deps;

  const removeBatch = async (cutoff: Date, at: Date): Promise<RemovedPhoto[]> =>
    db.transaction(async (tx) => {
      const removed = await queryRows<RemovedPhoto>(
        tx,
        sql`delete from photos where id in (
              select p.id from photos p
              where not p.published and p.uploaded_at < ${cutoff.toISOString()}::timestamptz
                and not exists (select 1 from product_photos l where l.photo_id = p.id)
                and not exists (select 1 from detail_photos l where l.photo_id = p.id)
                and not exists (
                  select 1 from change_requests c
                  cross join lateral jsonb_array_elements(
                    case when jsonb_typeof(c.payload -> 'photos') = 'array' then c.payload -> 'photos' else '[]'::jsonb end
                  ) as used(photo)
                  where c.status = 'PENDING' and used.photo ->> 'id' = p.id::text)
              order by p.id limit ${BATCH}
              for update of p skip locked)
            returning id, file_name as "fileName", content_type as "contentType", original_name as "originalName",
                      size_bytes as "sizeBytes", uploaded_by as "uploadedBy", uploaded_at as "uploadedAt"`,
      );
      for (const photo of removed) {
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
    /** Deletes every unattached upload older than `maxAgeMs` (file, thumbnail, row); answers how many. */
    async removeUnattached(maxAgeMs = DAY): Promise<number> {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - maxAgeMs);
      let total = 0;
      for (;;) {
        const removed = await removeBatch(cutoff, now);
        for (const photo of removed) await storage.remove(photo.fileName, extensionFor(photo.contentType));
        total += removed.length;
        if (removed.length < BATCH) return total;
      }
    },
  };
}
export type PhotoCleanupService = ReturnType<typeof createPhotoCleanupService>;
