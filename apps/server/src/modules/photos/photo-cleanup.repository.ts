import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

export interface RemovedPhoto {
  id: number;
  fileName: string;
  contentType: string;
  originalName: string | null;
  sizeBytes: number;
  uploadedBy: number | null;
  uploadedAt: Date;
}

export function createPhotoCleanupRepository(db: Executor) {
  return {
    /**
     * Deletes up to `limit` unpublished uploads older than `cutoff`, linked to no item and named
     * by no pending change request, claimed with `skip locked` (several server processes never
     * take the same one); answers the deleted rows.
     */
    async deleteUnattached(cutoff: Date, limit: number, tx: Executor = db): Promise<RemovedPhoto[]> {
      return queryRows<RemovedPhoto>(
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
              order by p.id limit ${limit}
              for update of p skip locked)
            returning id, file_name as "fileName", content_type as "contentType", original_name as "originalName",
                      size_bytes as "sizeBytes", uploaded_by as "uploadedBy", uploaded_at as "uploadedAt"`,
      );
    },
  };
}
export type PhotoCleanupRepository = ReturnType<typeof createPhotoCleanupRepository>;
