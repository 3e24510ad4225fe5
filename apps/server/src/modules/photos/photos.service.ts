import {
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
import { assertInResultWindow, pageAnswer } from '../catalogue/cards';
import { type PhotoUrls, photoName, toPhotoRef, toPhotoRights, toPhotoTile } from './photo-mapping';
import type { PhotoRow, PhotosRepository } from './photos.repository';

export function createPhotosService(photos: PhotosRepository, urls: PhotoUrls) {
  async function getFor(viewer: PhotoViewer, id: number): Promise<PhotoDto> {
    const row = await photos.findById(id, viewer);
    if (!row) throw new NotFound((t) => t.photoNotFound);
    const [products, details] = await Promise.all([photos.productsOf(id), photos.detailsOf(id)]);
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
    };
  }

  return {
    /** The gallery: visible photos of items that match the filters. */
    async page(actor: Actor | null, query: PhotoPageQuery): Promise<Page<PhotoTileDto>> {
      const { page, size, ...search } = query;
      assertInResultWindow(page, size);
      const { rows, total } = await photos.page(search, photoViewerOf(actor), page, size);
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
