import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { idList } from '../catalogue/item-query';

const LINK_TABLES = { product: 'product_photos', detail: 'detail_photos' } as const;
export type ItemKind = keyof typeof LINK_TABLES;

/** Links between photos and items; a write passes its transaction. */
export function createPhotoLinksRepository(db: Executor) {
  return {
    async photoIdsOf(kind: ItemKind, itemId: number, tx: Executor = db): Promise<number[]> {
      const rows = await queryRows<{ photoId: number }>(
        tx,
        sql`select photo_id as "photoId" from ${sql.raw(LINK_TABLES[kind])} where item_id = ${itemId} order by position, photo_id`,
      );
      return rows.map((row) => row.photoId);
    },

    /** Makes the item's photos exactly `photoIds`, in that order. */
    async replace(kind: ItemKind, itemId: number, photoIds: readonly number[], tx: Executor = db): Promise<void> {
      const table = sql.raw(LINK_TABLES[kind]);
      await tx.execute(sql`delete from ${table} where item_id = ${itemId}`);
      for (const [position, photoId] of photoIds.entries()) {
        await tx.execute(sql`insert into ${table} (item_id, photo_id, position) values (${itemId}, ${photoId}, ${position})`);
      }
    },

    /** Adds one photo at the end of an item's list; false when it was already linked. */
    async add(kind: ItemKind, itemId: number, photoId: number, tx: Executor = db): Promise<boolean> {
      const table = sql.raw(LINK_TABLES[kind]);
      const rows = await queryRows<{ photoId: number }>(
        tx,
        sql`insert into ${table} (item_id, photo_id, position)
            select ${itemId}, ${photoId}, coalesce(max(position) + 1, 0) from ${table} where item_id = ${itemId}
            on conflict do nothing returning photo_id as "photoId"`,
      );
      return rows.length > 0;
    },

    /** Publishes photos once an approved change (or a moderator's own write) uses them. */
    async publish(photoIds: readonly number[], tx: Executor = db): Promise<void> {
      if (photoIds.length === 0) return;
      await tx.execute(sql`update photos set published = true where id in ${idList(photoIds)} and not published`);
    },
  };
}
export type PhotoLinksRepository = ReturnType<typeof createPhotoLinksRepository>;
