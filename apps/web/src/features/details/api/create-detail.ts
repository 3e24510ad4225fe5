import type { DetailDto } from '@museum/contract';
import { apiFetch } from '../../../lib/api-client';

/** A detail made from a photo with a starting type, then finished on the edit page (moderator+). */
export function createDetailFromPhoto(photoId: number, typeId: number): Promise<DetailDto> {
  return apiFetch<DetailDto>('/api/archive/details', { method: 'POST', body: { type: { id: typeId }, photos: [{ id: photoId }] } });
}
