import { apiFetch } from '../../../lib/api-client';

/** Moderator+, or the uploader while the photo is unpublished. */
export function deletePhoto(id: number): Promise<void> {
  return apiFetch<void>(`/api/archive/photos/${id}`, { method: 'DELETE' });
}
