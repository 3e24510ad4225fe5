import { API } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import type { Photo } from './get-photo';

export type AnnotateTarget = { productId: number } | { detailId: number };

/** Links a product or a detail to the photo (moderator+); answers the updated photo. */
export function annotatePhoto(id: number, target: AnnotateTarget): Promise<Photo> {
  return apiCall(API.photos.annotate, { params: { id }, query: target });
}
