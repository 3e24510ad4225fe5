import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { detailPhotos, photos, productPhotos } from '../../db/schema';

const LINK_TABLES = { product: productPhotos, detail: detailPhotos } as const;
export type ItemKind = keyof typeof LINK_TABLES;

/** Links between photos and items; a write passes its transaction. */
export function createPhotoLinksRepository(db: Executor) {
  /** Each item's photos, in order, by item id (an item without photos is absent). */
  async function photoIdsOfMany(kind: ItemKind, itemIds: readonly number[], tx: Executor = db): Promise<Map<number, number[]>> {
    const found = new Map<number, number[]>();
    if (itemIds.length === 0) return found;
    const l = LINK_TABLES[kind];
    const rows = await tx
      .select({ itemId: l.itemId, photoId: l.photoId })
      .from(l)
      .where(inArray(l.itemId, [...itemIds]))
      .orderBy(l.itemId, l.position, l.photoId);
    for (const { itemId, photoId } of rows) found.set(itemId, [...(found.get(itemId) ?? []), photoId]);
    return found;
  }

  /** Links each item to its photos, in their order, in one statement; the items have none yet. */
  async function link(kind: ItemKind, items: readonly { itemId: number; photoIds: readonly number[] }[], tx: Executor = db) {
    const l = LINK_TABLES[kind];
    const values = items.flatMap(({ itemId, photoIds }) => photoIds.map((photoId, position) => ({ itemId, photoId, position })));
    if (values.length > 0) await tx.insert(l).values(values);
  }

  return {
    async photoIdsOf(kind: ItemKind, itemId: number, tx: Executor = db): Promise<number[]> {
      return (await photoIdsOfMany(kind, [itemId], tx)).get(itemId) ?? [];
    },

    photoIdsOfMany,

    link,

    /** Makes the item's photos exactly `photoIds`, in that order. */
    async replace(kind: ItemKind, itemId: number, photoIds: readonly number[], tx: Executor = db): Promise<void> {
      const l = LINK_TABLES[kind];
      await tx.delete(l).where(eq(l.itemId, itemId));
      await link(kind, [{ itemId, photoIds }], tx);
    },

    /** Adds one photo at the end of an item's list; false when it was already linked. */
    async add(kind: ItemKind, itemId: number, photoId: number, tx: Executor = db): Promise<boolean> {
      const l = LINK_TABLES[kind];
      const rows = await tx
        .insert(l)
        .select(
          tx
            .select({
              itemId: sql<number>`${itemId}`.as('item_id'),
              photoId: sql<number>`${photoId}`.as('photo_id'),
              position: sql<number>`coalesce(${max(l.position)} + 1, 0)`.as('position'),
            })
            .from(l)
            .where(eq(l.itemId, itemId)),
        )
        .onConflictDoNothing()
        .returning({ photoId: l.photoId });
      return rows.length > 0;
    },

    /** Publishes photos once an approved change (or a moderator's own write) uses them. */
    async publish(photoIds: readonly number[], tx: Executor = db): Promise<void> {
      if (photoIds.length === 0) return;
      await tx
        .update(photos)
        .set({ published: true })
        .where(and(inArray(photos.id, [...photoIds]), eq(photos.published, false)));
    },
  };
}
export type PhotoLinksRepository = ReturnType<typeof createPhotoLinksRepository>;
