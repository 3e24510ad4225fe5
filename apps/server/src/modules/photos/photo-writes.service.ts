import type { AnnotateQuery, PhotoDto, PhotoRightsPatch } from '@museum/contract';
import pLimit from 'p-limit';
import type { Executor } from '../../db/client';
import { type Actor, hasRole } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Forbidden, NotFound } from '../../lib/errors';
import { processPhoto } from '../../lib/photo-processing';
import { removeCropFiles } from '../../lib/region-crops';
import { extensionFor, newFileName, type PhotoStorage, StorageUnavailable } from '../../lib/storage';
import type { ReferencesRepository } from '../catalogue/references.repository';
import { inTransaction, requireRole, type WriteContext } from '../catalogue/write-context';
import type { HistoryRepository } from '../history/history.repository';
import type { WriteLimitsService } from '../limits/write-limits.service';
import type { PhotoDerivationService } from './photo-derivation.service';
import type { PhotoLinksRepository } from './photo-links.repository';
import type { PhotoWritesRepository, StoredPhoto } from './photo-writes.repository';
import type { PhotosService } from './photos.service';

/** Sees every photo: writes answer with the photo they touched, published or not. */
const EVERY_PHOTO = { userId: 0, moderator: true };

/**
 * C0 and C1 controls and DEL (`\p{Cc}`), and the bidirectional formatting characters (embeddings, overrides,
 * isolates, marks): «gpj.exe» behind U+202E shows as «exe.jpg» in a moderator's list.
 */
const UNSAFE_IN_NAMES = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** A display name from the uploaded file's name: no folders, no control characters, not too long. */
export function cleanOriginalName(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base.replace(UNSAFE_IN_NAMES, '')].slice(0, 200).join('').trim();
  return clean === '' ? null : clean;
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** Uploads, links and deletes photos. Files are written before the row and removed if the row is not. */
export function createPhotoWritesService(deps: {
  db: Executor;
  clock: Clock;
  storage: PhotoStorage;
  history: HistoryRepository;
  rows: PhotoWritesRepository;
  links: PhotoLinksRepository;
  references: ReferencesRepository;
  photos: PhotosService;
  limits: WriteLimitsService;
  derivation: Pick<PhotoDerivationService, 'wake'>;
  log: (message: string, error?: unknown) => void;
}) {
  const { db, clock, storage, history, rows: repo, links, references, photos, limits } = deps;
  // Image work is CPU-bound: uploads are processed one at a time (beside one background derivation).
  const imageWork = pLimit(1);

  const record = (ctx: WriteContext, id: number, action: 'CREATE' | 'UPDATE' | 'DELETE' | 'LINK', before: unknown, after: unknown) =>
    history.record(
      { entityType: 'PHOTO', entityId: id, action, before, after, userId: ctx.userId, at: ctx.at, changeRequestId: null },
      ctx.tx,
    );

  return {
    /**
     * Stores an upload checked by its content. An exact duplicate (same bytes) of a photo the
     * caller may see answers that photo (`created: false`); another account's unpublished upload
     * stays unknown to them, and theirs is stored as a photo of its own. A plain user's upload
     * stays unpublished until a change request that uses it is approved; a moderator's is
     * published at once, unless `unpublished` (an import's photo, published with the record it
     * comes with: ADR 087). `rights` (credit, licence) go with a new photo; a duplicate keeps its own.
     */
    async upload(
      actor: Actor | null,
      file: { data: Buffer; fileName?: string | undefined; rights?: PhotoRightsPatch; unpublished?: boolean },
    ): Promise<{ photo: PhotoDto; created: boolean }> {
      requireRole(actor, 'USER');
      // Before the image work: the daily byte budget refuses without decoding anything.
      await limits.uploadBytes(actor, file.data.length);
      const processed = await imageWork(() => processPhoto(file.data));
      const viewer = { userId: actor.userId, moderator: hasRole(actor, 'MODERATOR') };
      const known = await repo.findVisibleBySha(processed.sha256, viewer);
      if (known) return { photo: await photos.getFor(EVERY_PHOTO, known.id), created: false };

      const fileName = newFileName();
      const ext = extensionFor(processed.contentType);
      let row: StoredPhoto;
      try {
        await storage.saveOriginal(fileName, ext, processed.original);
        await storage.saveThumbnail(fileName, processed.thumbnail);
        row = await inTransaction(db, clock, actor, async (ctx) => {
          const inserted = await repo.insert(
            {
              fileName,
              originalName: cleanOriginalName(file.fileName),
              contentType: processed.contentType,
              sizeBytes: processed.original.length,
              width: processed.width,
              height: processed.height,
              sha256: processed.sha256,
              uploadedAt: ctx.at,
              uploadedBy: actor.userId,
              published: hasRole(actor, 'MODERATOR') && !file.unpublished,
              credit: file.rights?.credit ?? null,
              licence: file.rights?.licence ?? null,
            },
            processed.hash,
            ctx.tx,
          );
          await repo.linkSimilar(inserted.id, processed.hash, ctx.tx);
          await record(ctx, inserted.id, 'CREATE', null, inserted);
          return inserted;
        });
      } catch (error) {
        // No row, no files: whatever was written is removed again. With the store away that would
        // hold the answer for another deadline: then it goes on behind the 503, and the orphan
        // sweep takes what it leaves (ADR 047).
        const removal = storage.remove(fileName, ext);
        if (error instanceof StorageUnavailable) removal.catch(() => {});
        else await removal;
        if (!isUniqueViolation(error)) throw error;
        // The same bytes were stored by a concurrent upload of the same account a moment ago.
        const twin = await repo.findVisibleBySha(processed.sha256, viewer);
        if (!twin) throw error;
        return { photo: await photos.getFor(EVERY_PHOTO, twin.id), created: false };
      }
      // Display sizes and tiles take seconds: made in the background, the answer says `sizes: null` until then.
      deps.derivation.wake();
      return { photo: await photos.getFor(EVERY_PHOTO, row.id), created: true };
    },

    /**
     * Sets a photo's credit and licence (moderators); a field left out keeps its value. Recorded
     * as an UPDATE of the photo with both values before and after.
     */
    async editRights(actor: Actor | null, id: number, patch: PhotoRightsPatch): Promise<PhotoDto> {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, async (ctx) => {
        const photo = await repo.lock(id, ctx.tx);
        if (!photo) throw new NotFound((t) => t.photoNotFound);
        const before = { credit: photo.credit, licence: photo.licence };
        const after = {
          credit: patch.credit === undefined ? before.credit : patch.credit,
          licence: patch.licence === undefined ? before.licence : patch.licence,
        };
        if (after.credit === before.credit && after.licence === before.licence) return;
        await repo.setRights(id, after, ctx.tx);
        await record(ctx, id, 'UPDATE', before, after);
      });
      return photos.getFor(EVERY_PHOTO, id);
    },

    /** Links a photo to a product or a detail (moderators); the photo becomes published. */
    async annotate(actor: Actor | null, id: number, target: AnnotateQuery): Promise<PhotoDto> {
      requireRole(actor, 'MODERATOR');
      await inTransaction(db, clock, actor, async (ctx) => {
        if (!(await repo.lock(id, ctx.tx))) throw new NotFound((t) => t.photoNotFound);
        const [kind, itemId] =
          target.productId !== undefined ? (['product', target.productId] as const) : (['detail', target.detailId as number] as const);
        const table = kind === 'product' ? 'products' : 'details';
        if ((await references.missing({ table, ids: [itemId] }, ctx.tx)).length > 0) {
          throw new NotFound(kind === 'product' ? (t) => t.productNotFound : (t) => t.detailNotFound);
        }
        if (await links.add(kind, itemId, id, ctx.tx)) {
          await links.publish([id], ctx.tx);
          await record(ctx, id, 'LINK', null, kind === 'product' ? { productId: itemId } : { detailId: itemId });
        }
      });
      return photos.getFor(EVERY_PHOTO, id);
    },

    /** Deletes a photo (moderators, or its uploader while unpublished); files (its regions' crops too) go after the commit. */
    async remove(actor: Actor | null, id: number): Promise<void> {
      requireRole(actor, 'USER');
      const row = await inTransaction(db, clock, actor, async (ctx) => {
        const photo = await repo.lock(id, ctx.tx);
        const moderator = hasRole(actor, 'MODERATOR');
        const own = photo?.uploadedBy === actor.userId;
        if (!photo || (!moderator && !photo.published && !own)) throw new NotFound((t) => t.photoNotFound);
        if (!moderator && !(own && !photo.published)) throw new Forbidden((t) => t.onlyModeratorDeletes);
        const linked = await repo.links(id, ctx.tx);
        const crops = await repo.cropsOf(id, ctx.tx);
        await repo.delete(id, ctx.tx);
        await record(ctx, id, 'DELETE', { ...photo, ...linked }, null);
        return { ...photo, crops };
      });
      await storage.remove(row.fileName, extensionFor(row.contentType));
      await removeCropFiles(storage, row.crops, deps.log);
    },
  };
}
export type PhotoWritesService = ReturnType<typeof createPhotoWritesService>;
