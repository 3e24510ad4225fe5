import { API, type Page, type PhotoTileDto } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';
import { type GalleryState, galleryApiQuery } from '../lib/gallery-state';

export type PhotoTile = PhotoTileDto;

export function getPhotoPage(state: GalleryState, signal?: AbortSignal): Promise<Page<PhotoTile>> {
  return apiCall(API.photos.page, { query: galleryApiQuery(state), signal });
}

/** Cached per query in sessionStorage (docs/spec/part-2-browse-edit-moderation.md, section 4). */
export function usePhotoPage(state: GalleryState, enabled = true) {
  return useCachedQuery(queryKeys.photos.page(galleryApiQuery(state)), (signal) => getPhotoPage(state, signal), enabled);
}
