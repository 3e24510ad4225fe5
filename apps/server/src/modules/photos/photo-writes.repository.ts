import { and, desc, eq, or, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { photos } from '../../db/schema';

export type StoredPhoto = typeof photos.$inferSelect;
export type NewPhoto = typeof photos.$inferInsert;

/** Photo rows; every function takes the transaction (or handle) it runs on. */
export const photoWritesRepository = {
  /**
   * A stored photo with these bytes that `viewer` may see: a published one first, else their own
   * unpublished one (a moderator: anyone's). Never another plain user's unpublished upload.
   */
  async findVisibleBySha(tx: Db, sha256: string, viewer: { userId: number; moderator: boolean }): Promise<StoredPhoto | undefined> {
    const visible = viewer.moderator ? undefined : or(eq(photos.published, true), eq(photos.uploadedBy, viewer.userId));
    const [row] = await tx
      .select()
      .from(photos)
      .where(and(eq(photos.sha256, sha256), visible))
      .orderBy(desc(photos.published), photos.id)
      .limit(1);
    return row;
  },

  async insert(tx: Db, values: NewPhoto): Promise<StoredPhoto> {
    const [row] = await tx.insert(photos).values(values).returning();
    return row as StoredPhoto;
  },

  async lock(tx: Db, id: number): Promise<StoredPhoto | undefined> {
    const [row] = await tx.select().from(photos).where(eq(photos.id, id)).for('update');
    return row;
  },

  async setRights(tx: Db, id: number, rights: Pick<NewPhoto, 'credit' | 'licence'>): Promise<void> {
    await tx.update(photos).set(rights).where(eq(photos.id, id));
  },

  /** Deletes the row; its product and detail links go with it. */
  delete: (tx: Db, id: number) => tx.delete(photos).where(eq(photos.id, id)),

  async links(tx: Db, id: number): Promise<{ productIds: number[]; detailIds: number[] }> {
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
