import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

/** A photo waiting for its display sizes and tiles. */
export interface PendingPhoto {
  id: number;
  fileName: string;
  contentType: string;
  published: boolean;
}

/** The derivation state of photos (PENDING, READY, FAILED). */
export function createPhotoDerivationRepository(db: Executor) {
  return {
    /** Pending photos after `afterId`, oldest first (the partial index keeps this cheap). */
    nextPending: (afterId: number, limit: number) =>
      queryRows<PendingPhoto>(
        db,
        sql`select id, file_name as "fileName", content_type as "contentType", published from photos
            where derivation = 'PENDING' and id > ${afterId} order by id limit ${limit}`,
      ),

    /** False when the photo was deleted (or replaced) meanwhile: its files are then not wanted. */
    async markReady(photo: PendingPhoto, placeholder: string): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update photos set derivation = 'READY', placeholder = ${placeholder}
            where id = ${photo.id} and file_name = ${photo.fileName} returning id`,
      );
      return rows.length > 0;
    },

    async markFailed(id: number): Promise<void> {
      await db.execute(sql`update photos set derivation = 'FAILED' where id = ${id}`);
    },

    /** Every photo derived again (after a restore, or when the sizes change); answers how many. */
    async markAllPending(): Promise<number> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`update photos set derivation = 'PENDING' where derivation <> 'PENDING' returning id`,
      );
      return rows.length;
    },

    async counts(): Promise<Record<'PENDING' | 'READY' | 'FAILED', number>> {
      const rows = await queryRows<{ derivation: 'PENDING' | 'READY' | 'FAILED'; n: number }>(
        db,
        sql`select derivation, count(*)::int as n from photos group by derivation`,
      );
      const counts = { PENDING: 0, READY: 0, FAILED: 0 };
      for (const row of rows) counts[row.derivation] = row.n;
      return counts;
    },
  };
}
export type PhotoDerivationRepository = ReturnType<typeof createPhotoDerivationRepository>;
