import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { photos as catalogue, collectionPhotoSimilar, collectionPhotos } from '../../db/schema';
import { nearPhotos } from '../../db/similar-photos';
import type { PhotoHash } from '../../lib/perceptual-hash';

const p = collectionPhotos;

export type CollectionPhotoRow = typeof collectionPhotos.$inferSelect;
/** What the storage needs to find and remove a photo's files. */
export type CollectionPhotoFiles = Pick<CollectionPhotoRow, 'id' | 'itemId' | 'fileName' | 'contentType'>;
const FILES = { id: p.id, itemId: p.itemId, fileName: p.fileName, contentType: p.contentType };

/** Private photos of collection records (ADR 088): every read and delete names the owner. */
export function createCollectionPhotosRepository(db: Executor) {
  return {
    async insert(values: typeof collectionPhotos.$inferInsert, tx: Executor = db): Promise<CollectionPhotoRow> {
      const [row] = await tx.insert(p).values(values).returning();
      if (!row) throw new Error('collection photo not inserted');
      return row;
    },

    /**
     * Links a private photo to the published catalogue photos that are its near-duplicates (ADR 080's
     * rule): never another account's photo, published or not, nor an unpublished upload.
     */
    async linkSimilar(id: number, hash: PhotoHash, tx: Executor): Promise<void> {
      const near = await nearPhotos(tx, hash, eq(catalogue.published, true));
      if (near.length === 0) return;
      await tx.insert(collectionPhotoSimilar).values(near.map(({ otherId, distance }) => ({ photoId: id, otherId, distance })));
    },

    /** The near-duplicates of these private photos, closest first. */
    async similarOf(ids: readonly number[]): Promise<{ photoId: number; otherId: number; distance: number }[]> {
      if (ids.length === 0) return [];
      const s = collectionPhotoSimilar;
      return db
        .select({ photoId: s.photoId, otherId: s.otherId, distance: s.distance })
        .from(s)
        .where(inArray(s.photoId, [...ids]))
        .orderBy(asc(s.distance), asc(s.otherId));
    },

    /** The photos of the owner's records, oldest first, grouped by record. */
    async ofItems(ownerId: number, itemIds: readonly number[]): Promise<CollectionPhotoRow[]> {
      if (itemIds.length === 0) return [];
      return db
        .select()
        .from(p)
        .where(and(eq(p.ownerId, ownerId), inArray(p.itemId, [...itemIds])))
        .orderBy(asc(p.id));
    },

    async find(ownerId: number, id: number): Promise<CollectionPhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(p)
        .where(and(eq(p.ownerId, ownerId), eq(p.id, id)));
      return row;
    },

    /** Bytes the owner's photos take (the per-account limit). */
    async bytesOf(ownerId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ bytes: sql<string>`coalesce(sum(${p.sizeBytes}), 0)` })
        .from(p)
        .where(eq(p.ownerId, ownerId));
      return Number(row?.bytes ?? 0);
    },

    /** The files of the owner's photos: of one record, or all of them. */
    async filesOf(ownerId: number, itemId?: number): Promise<CollectionPhotoFiles[]> {
      const where = itemId === undefined ? eq(p.ownerId, ownerId) : and(eq(p.ownerId, ownerId), eq(p.itemId, itemId));
      return db.select(FILES).from(p).where(where).orderBy(asc(p.id));
    },

    /** Deletes one photo of one of the owner's records; answers its files, or undefined when there is none. */
    async remove(ownerId: number, itemId: number, id: number): Promise<CollectionPhotoFiles | undefined> {
      const [row] = await db
        .delete(p)
        .where(and(eq(p.ownerId, ownerId), eq(p.itemId, itemId), eq(p.id, id)))
        .returning(FILES);
      return row;
    },

    /** Photos whose sizes and tiles are still to be made, in id order after `afterId`. */
    async nextPending(afterId: number, limit: number): Promise<CollectionPhotoFiles[]> {
      return db
        .select(FILES)
        .from(p)
        .where(and(eq(p.derivation, 'PENDING'), gt(p.id, afterId)))
        .orderBy(asc(p.id))
        .limit(limit);
    },

    /** False when the photo was deleted meanwhile. */
    async markReady(id: number, placeholder: string): Promise<boolean> {
      const rows = await db.update(p).set({ derivation: 'READY', placeholder }).where(eq(p.id, id)).returning({ id: p.id });
      return rows.length > 0;
    },

    async markFailed(id: number): Promise<void> {
      await db.update(p).set({ derivation: 'FAILED' }).where(eq(p.id, id));
    },

    /** `photos:derive --all`: every photo's files made again. */
    async markAllPending(): Promise<number> {
      const rows = await db.update(p).set({ derivation: 'PENDING' }).returning({ id: p.id });
      return rows.length;
    },
  };
}
export type CollectionPhotosRepository = ReturnType<typeof createCollectionPhotosRepository>;
