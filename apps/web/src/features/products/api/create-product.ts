import type { ProductDto } from '@museum/contract';
import { apiFetch } from '../../../lib/api-client';

/** A product made from a photo: a placeholder name and that photo, then finished on the edit page (moderator+). */
export function createProductFromPhoto(photoId: number, name: string): Promise<ProductDto> {
  return apiFetch<ProductDto>('/api/archive/products', { method: 'POST', body: { name, photos: [{ id: photoId }] } });
}
