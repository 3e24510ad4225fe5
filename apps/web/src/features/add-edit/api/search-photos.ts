import { API, type PhotoSearchItemDto } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/archive/photos/search?q=`: up to 50 photos by id, file name, description or item name. */
export function searchPhotos(q: string): Promise<PhotoSearchItemDto[]> {
  return apiCall(API.photos.search, { query: { q } });
}
