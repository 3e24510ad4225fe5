import { and, desc, eq, or, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { photos } from '../../db/schema';

export type StoredPhoto = typeof photos.$inferSelect;
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
        .select()
        .from(photos)
        .where(and(eq(photos.sha256, sha256), visible))
        .orderBy(desc(photos.published), photos.id)
        .limit(1);
      return row;
    },

    async insert(values: NewPhoto, tx: Executor = db): Promise<StoredPhoto> {
      const [row] = await tx.insert(photos).values(values).returning();
      return row as StoredPhoto;
    },

    async lock(id: number, tx: Executor = db): Promise<StoredPhoto | undefined> {
      const [row] = await tx.select().from(photos).where(eq(photos.id, id)).for('update');
      return row;
    },

    async setRights(id: number, rights: Pick<NewPhoto, 'credit' | 'licence'>, tx: Executor = db): Promise<void> {
      await tx.update(photos).set(rights).where(eq(photos.id, id));
    },

    /** Deletes the row; its product and detail links go with it. */
    async delete(id: number, tx: Executor = db): Promise<void> {
      await tx.delete(photos).where(eq(photos.id, id));
    },

    async links(id: number, tx: Executor = db): Promise<{ productIds: number[]; detailIds: number[] }> {
      const products = await queryRows<{ id: number }>(
        tx,
        sql`select item_id as id from product_photos where photo_id = ${id} order by item_id`,
      );
      const details = await queryRows<{ id: number }>(
        tx,
        sql`select item_id as id from detail_photos where photo_id = ${id} order by item_id`,
      );
      return { productIds: products.map((r) => r.id), detailIds: details.map((r) => r.id) };
    },
  };
}
export type PhotoWritesRepository = ReturnType<typeof createPhotoWritesRepository>;
