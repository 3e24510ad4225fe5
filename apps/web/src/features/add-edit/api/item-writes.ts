import type { DetailDto, ProductDto } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ItemKind = 'product' | 'detail';
const base = (kind: ItemKind) => (kind === 'product' ? '/api/archive/products' : '/api/archive/details');

export function useProduct(id: number) {
  return useQuery({ queryKey: ['product', id, 'edit'], queryFn: () => apiFetch<ProductDto>(`/api/archive/products/${id}`) });
}

export function useDetail(id: number) {
  return useQuery({ queryKey: ['detail', id, 'edit'], queryFn: () => apiFetch<DetailDto>(`/api/archive/details/${id}`) });
}

/** `PUT /products/{id}` or `PUT /details/{id}` (moderator+): the full entity, references as `{id}`. */
export function updateItem(kind: ItemKind, id: number, body: unknown): Promise<unknown> {
  return apiFetch(`${base(kind)}/${id}`, { method: 'PUT', body });
}

/** `DELETE /products/{id}` or `DELETE /details/{id}` (moderator+). */
export function deleteItem(kind: ItemKind, id: number): Promise<unknown> {
  return apiFetch(`${base(kind)}/${id}`, { method: 'DELETE' });
}
