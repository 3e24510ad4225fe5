import type { PendingRegionDto, RegionCropDto, RegionDto, RegionInput, RegionTargetKind, RegionTargetQuery } from '@museum/contract';
import type { Executor } from '../../db/client';
import { type Actor, hasRole } from '../../lib/actor';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';
import { photoViewerOf } from '../../lib/photo-viewer';
import { removeCropFiles } from '../../lib/region-crops';
import type { PhotoStorage } from '../../lib/storage';
import { requireRole } from '../catalogue/write-context';
import type { PhotoDerivationService } from '../photos/photo-derivation.service';
import type { PhotoUrls } from '../photos/photo-mapping';
import type { PhotosRepository } from '../photos/photos.repository';
import { toCropImage } from './region-crop-mapping';
import type { RegionRow, RegionsRepository, RegionValues, RegionWithTitles } from './regions.repository';
import { detailTitle, struckOn } from './stamp-parts';

const TARGET_COLUMN = { product: 'productId', detail: 'detailId', stamp: 'stampId' } as const satisfies Record<RegionTargetKind, string>;

/** What a region shows: its kind, id and the item's title. */
export function targetOf(row: RegionWithTitles): RegionDto['target'] {
  const { region } = row;
  if (region.productId !== null) return { kind: 'product', id: region.productId, title: row.productName ?? '' };
  if (region.detailId !== null) {
    return {
      kind: 'detail',
      id: region.detailId,
      title: detailTitle({ name: row.detailName, number: row.detailNumber, typeName: row.detailTypeName }),
    };
  }
  return { kind: 'stamp', id: region.stampId ?? 0, title: row.stampName ?? '' };
}

/** A moderator may change any region; its author only while it is a proposal. */
function mayEdit(actor: Actor | null, region: RegionRow): boolean {
  if (actor === null) return false;
  return (region.createdBy === actor.userId && region.status === 'PENDING') || hasRole(actor, 'MODERATOR');
}

/** A pending region is seen only by its author and moderators. */
const maySee = (actor: Actor, region: RegionRow): boolean =>
  region.status === 'PUBLISHED' || region.createdBy === actor.userId || hasRole(actor, 'MODERATOR');

/** Whether a write moves the rectangle, so the crop is made again. */
const moves = (region: RegionRow, values: RegionValues) =>
  region.x !== values.x || region.y !== values.y || region.width !== values.width || region.height !== values.height;

const toDto = (urls: PhotoUrls, row: RegionWithTitles, actor: Actor | null): RegionDto => ({
  id: row.region.id,
  photoId: row.region.photoId,
  x: row.region.x,
  y: row.region.y,
  width: row.region.width,
  height: row.region.height,
  target: targetOf(row),
  note: row.region.note,
  status: row.region.status,
  editable: mayEdit(actor, row.region),
  crop: toCropImage(urls, row.region, row.photoPublished),
});

/**
 * Regions marked on photos (ADR 059). A plain user's region is a proposal (PENDING) that its author
 * and moderators see; a moderator's is published at once, and a moderator publishes or rejects
 * (deletes) a proposal. A region lies inside its photo and shows an item that exists. Its crop is
 * made by the photo derivation's worker, which a new or moved rectangle wakes; a moved or deleted
 * region's crop files are removed after the commit.
 */
export function createRegionsService(deps: {
  db: Executor;
  regions: RegionsRepository;
  photos: PhotosRepository;
  storage: PhotoStorage;
  urls: PhotoUrls;
  derivation: Pick<PhotoDerivationService, 'wake'>;
  onPublishedChange: () => Promise<unknown>;
  log: (message: string, error?: unknown) => void;
}) {
  const { regions, photos, urls } = deps;

  async function photoOf(actor: Actor | null, photoId: number) {
    const photo = await photos.findById(photoId, photoViewerOf(actor));
    if (!photo) throw new NotFound((t) => t.photoNotFound);
    return photo;
  }

  /** The stored columns of a write, after checking it fits the photo and its item exists. */
  async function valuesOf(input: RegionInput, photo: { width: number; height: number }): Promise<RegionValues> {
    if (input.x + input.width > photo.width || input.y + input.height > photo.height) {
      throw new Invalid((t) => t.regionOutsideImage(photo.width, photo.height), 'REGION_OUTSIDE_IMAGE');
    }
    const column = TARGET_COLUMN[input.target.kind];
    if (!(await regions.targetExists(column, input.target.id))) {
      throw new Invalid((t) => t.regionTargetMissing, 'REGION_TARGET_NOT_FOUND');
    }
    return {
      x: input.x,
      y: input.y,
      width: input.width,
      height: input.height,
      note: input.note,
      productId: null,
      detailId: null,
      stampId: null,
      [column]: input.target.id,
    };
  }

  async function editable(actor: Actor | null, id: number) {
    requireRole(actor, 'USER');
    const row = await regions.find(id);
    if (!row || !maySee(actor, row.region) || !(await photos.findById(row.region.photoId, photoViewerOf(actor)))) {
      throw new NotFound((t) => t.regionNotFound);
    }
    if (!mayEdit(actor, row.region)) throw new Forbidden((t) => t.regionNotYours);
    return row;
  }

  async function answer(actor: Actor | null, id: number): Promise<RegionDto> {
    const row = await regions.find(id);
    if (!row) throw new NotFound((t) => t.regionNotFound);
    return toDto(urls, row, actor);
  }

  return {
    async ofPhoto(actor: Actor | null, photoId: number): Promise<RegionDto[]> {
      await photoOf(actor, photoId);
      const rows = await regions.ofPhoto(photoId, { userId: actor?.userId ?? null, allPending: hasRole(actor, 'MODERATOR') });
      return rows.map((row) => toDto(urls, row, actor));
    },

    /** «На фотографиях» of an item or a stamp; a stamp's crops name the parts it is struck on. */
    async ofTarget(query: RegionTargetQuery): Promise<RegionCropDto[]> {
      const rows = await regions.ofTarget(TARGET_COLUMN[query.kind], query.id);
      const stamp = query.kind === 'stamp' && rows.length > 0;
      const [bearers, shown] = stamp
        ? await Promise.all([regions.stampBearers(query.id), regions.photosShow([...new Set(rows.map((row) => row.region.photoId))])])
        : [[], null];
      return rows.map(({ region, photoPublished }) => ({
        id: region.id,
        photoId: region.photoId,
        x: region.x,
        y: region.y,
        width: region.width,
        height: region.height,
        note: region.note,
        crop: toCropImage(urls, region, photoPublished),
        struckOn: shown ? struckOn(region, bearers, shown) : [],
      }));
    },

    /** The published regions of some photos, for the IIIF manifests. */
    async publishedOf(photoIds: readonly number[]) {
      const rows = await regions.publishedOfPhotos(photoIds);
      return rows.map((row) => toDto(urls, row, null));
    },

    async pending(actor: Actor | null): Promise<PendingRegionDto[]> {
      requireRole(actor, 'MODERATOR');
      const rows = await regions.pending();
      return rows.map((row) => ({
        ...toDto(urls, row, null),
        editable: true,
        author: row.author,
        createdAt: row.region.createdAt.toISOString(),
      }));
    },

    async create(actor: Actor | null, photoId: number, input: RegionInput): Promise<RegionDto> {
      requireRole(actor, 'USER');
      const photo = await photoOf(actor, photoId);
      const values = await valuesOf(input, photo);
      const moderator = hasRole(actor, 'MODERATOR');
      const id = await regions.insert({ ...values, photoId, status: moderator ? 'PUBLISHED' : 'PENDING', createdBy: actor.userId });
      if (moderator) await deps.onPublishedChange();
      deps.derivation.wake();
      return answer(actor, id);
    },

    /** Changes a region; a moved rectangle gets a new crop, and the old one's files go after the commit. */
    async update(actor: Actor | null, id: number, input: RegionInput): Promise<RegionDto> {
      const row = await editable(actor, id);
      const photo = await photoOf(actor, row.region.photoId);
      const values = await valuesOf(input, photo);
      const { moved, oldCrop } = await deps.db.transaction(async (tx) => {
        const current = await regions.lock(id, tx);
        if (!current) throw new NotFound((t) => t.regionNotFound);
        const moved = moves(current, values);
        await regions.update(id, moved ? { ...values, cropState: 'PENDING', cropName: null } : values, tx);
        return { moved, oldCrop: moved ? current.cropName : null };
      });
      if (oldCrop) await removeCropFiles(deps.storage, [oldCrop], deps.log);
      if (row.region.status === 'PUBLISHED') await deps.onPublishedChange();
      if (moved) deps.derivation.wake();
      return answer(actor, id);
    },

    async approve(actor: Actor | null, id: number): Promise<RegionDto> {
      requireRole(actor, 'MODERATOR');
      const row = await regions.find(id);
      if (!row) throw new NotFound((t) => t.regionNotFound);
      if (row.region.status !== 'PUBLISHED') {
        await regions.update(id, { status: 'PUBLISHED' });
        await deps.onPublishedChange();
      }
      return answer(actor, id);
    },

    /** Deletes a region; a moderator rejects a proposal this way. */
    async remove(actor: Actor | null, id: number): Promise<void> {
      const row = await editable(actor, id);
      const cropName = await regions.remove(id);
      if (cropName) await removeCropFiles(deps.storage, [cropName], deps.log);
      if (row.region.status === 'PUBLISHED') await deps.onPublishedChange();
    },
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
