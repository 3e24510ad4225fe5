import {
  EXACT_COUNT_MAX,
  type Page,
  PHOTO_SEARCH_MAX,
  type PhotoDto,
  type PhotoPageQuery,
  type PhotoSearchItemDto,
  type PhotoTileDto,
} from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import { type PhotoViewer, photoViewerOf } from '../../lib/photo-viewer';
import { estimatedTotal, exactTotal, type Total } from '../../lib/totals';
import { assertInResultWindow, pageAnswer } from '../catalogue/cards';
import { type CountCache, keptTotal } from '../catalogue/count-cache';
import { type PhotoUrls, photoName, toPhotoRef, toPhotoRights, toPhotoTile } from './photo-mapping';
import type { PhotoRow, PhotosRepository } from './photos.repository';

/**
 * A filtered gallery's count, which is exact whatever its size: up to EXACT_COUNT_MAX as such,
 * past it rounded as an estimate is, so pages stop at the result window as for any large total.
 */
const matchedTotal = (count: number): Total => (count <= EXACT_COUNT_MAX ? exactTotal(count) : estimatedTotal(count));

/** The most near-duplicates a photo's answer lists: a picture uploaded more often than this is one case. */
const SIMILAR_PHOTOS_SHOWN = 12;

export function createPhotosService(photos: PhotosRepository, urls: PhotoUrls, counts: CountCache) {
  async function getFor(viewer: PhotoViewer, id: number): Promise<PhotoDto> {
    const row = await photos.findById(id, viewer);
    if (!row) throw new NotFound((t) => t.photoNotFound);
    const [products, details, similar] = await Promise.all([
      photos.productsOf(id),
      photos.detailsOf(id),
      photos.similarTo(id, viewer, SIMILAR_PHOTOS_SHOWN),
    ]);
    return {
      ...toPhotoRef(urls)(row),
      name: photoName(row),
      description: row.description,
      contentType: row.contentType,
      sizeBytes: row.sizeBytes,
      width: row.width,
      height: row.height,
      uploadedAt: new Date(row.uploadedAt).toISOString(),
      published: row.published,
      ...toPhotoRights(row),
      products,
      details: details.map(({ number, ...detail }) => ({ ...detail, serialNumber: number })),
      similar,
    };
  }

  return {
    /**
     * The gallery: visible photos of items that match the filters, two statements (ADR 068).
     * Filtered, its matches are counted exactly and the page's ids taken with them; unfiltered,
     * the total (kept per catalogue version for anonymous visitors) and a page read late.
     */
    async page(actor: Actor | null, query: PhotoPageQuery): Promise<Page<PhotoTileDto>> {
      const { page, size, ...search } = query;
      assertInResultWindow(page, size);
      const viewer = photoViewerOf(actor);
      if (Object.values(search).some((value) => value !== undefined)) {
        const { count, ids } = await photos.galleryMatches(search, viewer, page, size);
        const rows = await photos.byIds(ids);
        return pageAnswer(rows.map(toPhotoTile(urls)), matchedTotal(count), page, size);
      }
      const rows = await photos.galleryPage(viewer, page, size);
      // What an anonymous visitor sees moves with the catalogue version; what a signed-in one sees
      // (their own unpublished uploads) does not: counted each time.
      const total = viewer ? await photos.galleryTotal(viewer) : await keptTotal(counts, 'gallery', () => photos.galleryTotal(viewer));
      return pageAnswer(rows.map(toPhotoTile(urls)), total, page, size);
    },

    /** The photo picker of the edit forms: at most 50, newest first. */
    async search(actor: Actor | null, q: string | undefined): Promise<PhotoSearchItemDto[]> {
      const rows: PhotoRow[] = await photos.search(q ?? '', photoViewerOf(actor), PHOTO_SEARCH_MAX);
      return rows.map((row) => ({ ...toPhotoTile(urls)(row), name: photoName(row), description: row.description }));
    },

    /** A photo page; an unpublished photo is unknown (404) to whoever may not see it. */
    get: (actor: Actor | null, id: number): Promise<PhotoDto> => getFor(photoViewerOf(actor), id),

    /** A photo as a viewer sees it (writes answer with the viewer of the moment). */
    getFor,
  };
}
export type PhotosService = ReturnType<typeof createPhotosService>;
