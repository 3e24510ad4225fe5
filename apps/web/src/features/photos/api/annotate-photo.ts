import { apiFetch } from '../../../lib/api-client';
import type { Photo } from './get-photo';

export type AnnotateTarget = { productId: number } | { detailId: number };

/** Links a product or a detail to the photo (moderator+); answers the updated photo. */
export function annotatePhoto(id: number, target: AnnotateTarget): Promise<Photo> {
  return apiFetch<Photo>(`/api/archive/photos/${id}/annotate`, { method: 'POST', query: target });
}
