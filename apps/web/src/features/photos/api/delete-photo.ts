import { API } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';

/** Moderator+, or the uploader while the photo is unpublished. */
export function deletePhoto(id: number): Promise<void> {
  return apiCall(API.photos.remove, { params: { id } });
}
