import type { DetailDto, DetailWriteInput, ProductDto, ProductWriteInput } from '@museum/contract';
import { apiFetch } from '../../../lib/api-client';

export type ItemKind = 'product' | 'detail';
/** What a write of each kind sends (the contract's write shapes) and gets back. */
export type ItemWriteInput = { product: ProductWriteInput; detail: DetailWriteInput };
type ItemDto = { product: ProductDto; detail: DetailDto };
const base = (kind: ItemKind) => (kind === 'product' ? '/api/archive/products' : '/api/archive/details');

/** `PUT /products/{id}` or `PUT /details/{id}` (moderator+): the full entity, references as `{id}`. */
export function updateItem<K extends ItemKind>(kind: K, id: number, body: ItemWriteInput[K]): Promise<ItemDto[K]> {
  return apiFetch<ItemDto[K]>(`${base(kind)}/${id}`, { method: 'PUT', body });
}

/** `DELETE /products/{id}` or `DELETE /details/{id}` (moderator+). */
export function deleteItem(kind: ItemKind, id: number): Promise<void> {
  return apiFetch<void>(`${base(kind)}/${id}`, { method: 'DELETE' });
}
