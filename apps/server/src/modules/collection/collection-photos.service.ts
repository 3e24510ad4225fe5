import type { CollectionPhotoDto } from '@museum/contract';
import pLimit from 'p-limit';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict, NotFound } from '../../lib/errors';
import { processPhoto } from '../../lib/photo-processing';
import { extensionFor, newFileName, type PhotoStorage, StorageUnavailable } from '../../lib/storage';
import type { ZipFile } from '../../lib/zip-writer';
import type { Text } from '../../texts';
import { requireRole } from '../catalogue/write-context';
import type { DerivationRound, MoreDerivation } from '../photos/photo-derivation.service';
import { isRetryable } from '../photos/photo-derivation.service';
import { cleanOriginalName } from '../photos/photo-writes.service';
import type { CollectionRepository } from './collection.repository';
import { type PhotoFileAnswer, photoFileAnswer, sharedPhotoBase, toCollectionPhoto } from './collection-photo-files';
import type { CollectionPhotoFiles, CollectionPhotoRow, CollectionPhotosRepository } from './collection-photos.repository';

const ITEM_NOT_FOUND: Text = (t) => t.collectionItemNotFound;
const PHOTO_NOT_FOUND: Text = (t) => t.photoNotFound;
/** Pending photos per query of the derivation pass. */
const BATCH = 20;

/**
 * Private photos of a collector's records (issue 54, ADR 088): checked and prepared by the
 * catalogue's photo pipeline, stored in the collection's own storage, derived (sizes, tiles) by the
 * same background worker, and read, served, exported and erased under the owner's id only.
 */
export function createCollectionPhotosService(deps: {
  db: Executor;
  items: Pick<CollectionRepository, 'kindOf' | 'lockOwner'>;
  photos: CollectionPhotosRepository;
  storage: PhotoStorage;
  clock: Clock;
  /** `COLLECTION_PHOTO_MB` in bytes: what one account's photos may take. */
  maxBytes: number;
  /** Starts the background derivation (the catalogue photos' worker). */
  wake: () => void;
  log: (message: string, error?: unknown) => void;
  /** How the derived files are made (the catalogue's maker). */
  derive: (original: Buffer, folder: string) => Promise<{ placeholder: string }>;
}) {
  const { db, items, photos, storage, maxBytes } = deps;
  // Image work is CPU-bound: one private upload at a time, as the catalogue's.
  const imageWork = pLimit(1);
  const full = () => new Conflict((t) => t.collectionPhotosFull(Math.round(maxBytes / 2 ** 20)), 'COLLECTION_PHOTO_LIMIT');
  const removeFiles = (files: readonly CollectionPhotoFiles[]) =>
    Promise.all(files.map((f) => storage.remove(f.fileName, extensionFor(f.contentType))));

  async function deriveOne(photo: CollectionPhotoFiles): Promise<keyof DerivationRound> {
    try {
      const original = await storage.readOriginal(photo.fileName, extensionFor(photo.contentType));
      const { placeholder } = await storage.saveDerived(photo.fileName, (folder) => deps.derive(original, folder));
      if (await photos.markReady(photo.id, placeholder)) return 'ready';
      // Deleted while it was derived: its files would be orphans.
      await storage.remove(photo.fileName, extensionFor(photo.contentType));
      return 'skipped';
    } catch (error) {
      if (isRetryable(error)) {
        deps.log(`collection photo ${photo.id}: derived files not written, tried again later`, error);
        return 'skipped';
      }
      deps.log(`collection photo ${photo.id}: cannot be derived`, error);
      await photos.markFailed(photo.id);
      return 'failed';
    }
  }

  /** The answers of private photos, each with its near-duplicates among published photos. */
  async function withSimilar(rows: readonly CollectionPhotoRow[]): Promise<CollectionPhotoDto[]> {
    const similar = new Map<number, CollectionPhotoDto['similar']>();
    for (const { photoId, otherId, distance } of await photos.similarOf(rows.map((row) => row.id))) {
      similar.set(photoId, [...(similar.get(photoId) ?? []), { id: otherId, distance }]);
    }
    return rows.map((row) => toCollectionPhoto(row, similar.get(row.id)));
  }

  /** The background worker's pass over pending private photos (after the catalogue's photos). */
  const derivation: MoreDerivation = {
    async pass(stopped) {
      const round: DerivationRound = { ready: 0, failed: 0, skipped: 0 };
      for (let afterId = 0; !stopped(); ) {
        const batch = await photos.nextPending(afterId, BATCH);
        if (batch.length === 0) break;
        for (const photo of batch) {
          if (stopped()) break;
          round[await deriveOne(photo)]++;
          afterId = photo.id;
        }
      }
      return round;
    },
    markAllPending: () => photos.markAllPending(),
  };

  return {
    derivation,

    /** The owner's photos of the given records, by record, oldest first. */
    async byItem(ownerId: number, itemIds: readonly number[]): Promise<Map<number, CollectionPhotoDto[]>> {
      const rows = await photos.ofItems(ownerId, itemIds);
      const answers = await withSimilar(rows);
      const byItem = new Map<number, CollectionPhotoDto[]>();
      rows.forEach((row, i) => {
        const answer = answers[i];
        if (answer) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), answer]);
      });
      return byItem;
    },

    /**
     * Adds a photo to one of the caller's records. The account's photos may take `maxBytes` at
     * most (409 `COLLECTION_PHOTO_LIMIT`); the owner's row is locked for the check, so two uploads
     * at once cannot both take the last megabytes. Files are written first and removed if the row is not.
     */
    async upload(actor: Actor | null, itemId: number, file: { data: Buffer; fileName?: string | undefined }): Promise<CollectionPhotoDto> {
      requireRole(actor, 'USER');
      const ownerId = actor.userId;
      if (!(await items.kindOf(ownerId, itemId))) throw new NotFound(ITEM_NOT_FOUND);
      // Refused before any image work when the account is full already.
      if ((await photos.bytesOf(ownerId)) >= maxBytes) throw full();
      const processed = await imageWork(() => processPhoto(file.data));
      const fileName = newFileName();
      const ext = extensionFor(processed.contentType);
      try {
        await storage.saveOriginal(fileName, ext, processed.original);
        await storage.saveThumbnail(fileName, processed.thumbnail);
        const row = await db.transaction(async (tx) => {
          await items.lockOwner(ownerId, tx);
          if (!(await items.kindOf(ownerId, itemId, tx))) throw new NotFound(ITEM_NOT_FOUND);
          if ((await photos.bytesOf(ownerId, tx)) + processed.original.length > maxBytes) throw full();
          const inserted = await photos.insert(
            {
              ownerId,
              itemId,
              fileName,
              originalName: cleanOriginalName(file.fileName),
              contentType: processed.contentType,
              sizeBytes: processed.original.length,
              width: processed.width,
              height: processed.height,
              uploadedAt: deps.clock.now(),
            },
            tx,
          );
          await photos.linkSimilar(inserted.id, processed.hash, tx);
          return inserted;
        });
        deps.wake();
        const [answer] = await withSimilar([row]);
        return answer ?? toCollectionPhoto(row);
      } catch (error) {
        const removal = storage.remove(fileName, ext);
        // With the store away the removal would hold the answer for another deadline.
        if (error instanceof StorageUnavailable) removal.catch(() => {});
        else await removal;
        throw error;
      }
    },

    /** Deletes a photo of one of the caller's records: its files first, then its row. */
    async remove(actor: Actor | null, itemId: number, photoId: number): Promise<void> {
      requireRole(actor, 'USER');
      const row = await photos.find(actor.userId, photoId);
      if (!row || row.itemId !== itemId) throw new NotFound(PHOTO_NOT_FOUND);
      await removeFiles([row]);
      await photos.remove(actor.userId, itemId, photoId);
    },

    /** Erases the files of a record's photos (before the record's row goes, whose delete takes the rows). */
    async eraseItem(ownerId: number, itemId: number): Promise<void> {
      await removeFiles(await photos.filesOf(ownerId, itemId));
    },

    /** Erases the files of every photo of an account (before the account's row goes). */
    async eraseAccount(ownerId: number): Promise<void> {
      await removeFiles(await photos.filesOf(ownerId));
    },

    /**
     * What a path under `/api/collection/photos/{id}/` answers the caller: only the owner's photo
     * has files; for anyone else it is not found, as a photo that never was (ADR 084's 404).
     */
    async file(actor: Actor | null, photoId: number, rest: string, origin: string): Promise<PhotoFileAnswer> {
      requireRole(actor, 'USER');
      const row = await photos.find(actor.userId, photoId);
      const answer = row ? await photoFileAnswer(storage, row, rest, origin) : null;
      if (!answer) throw new NotFound((t) => t.noSuchAddress);
      return answer;
    },

    /**
     * A photo's file under a live share link (ADR 089): only a photo of the shared record, the same
     * 404 for any other. The link is resolved by the share service.
     */
    async sharedFile(link: { token: string; ownerId: number; itemId: number }, photoId: number, rest: string, origin: string) {
      const row = await photos.find(link.ownerId, photoId);
      const shared = row && row.itemId === link.itemId ? row : undefined;
      const answer = shared ? await photoFileAnswer(storage, shared, rest, origin, sharedPhotoBase(link.token, shared.id)) : null;
      if (!answer) throw new NotFound((t) => t.noSuchAddress);
      return answer;
    },

    /** The originals of the caller's photos for the account's export, as `photos/{record}/{photo}.{ext}`. */
    async exportFiles(actor: Actor): Promise<ZipFile[]> {
      const files: ZipFile[] = [];
      for (const row of await photos.filesOf(actor.userId)) {
        const ext = extensionFor(row.contentType);
        files.push({ name: `photos/${row.itemId}/${row.id}.${ext}`, data: await storage.readOriginal(row.fileName, ext), stored: true });
      }
      return files;
    },
  };
}
export type CollectionPhotosService = ReturnType<typeof createCollectionPhotosService>;
