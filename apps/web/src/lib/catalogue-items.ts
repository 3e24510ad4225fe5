import { API, type DetailDto, type DetailWriteInput, type ProductDto, type ProductWriteInput } from '@museum/contract';
import { apiCall } from './api-client';
import { queryKeys } from './query-keys';
import { useCachedQuery } from './use-cached-query';

/**
 * Products and details mirror each other on the REST API (ADR 031, 2026-11-23): the same
 * read, create, update and delete on `/products` and `/details`. One parameterised client
 * serves both, so the two cannot drift apart.
 */
export type ItemKind = 'product' | 'detail';
/** What an item of each kind reads as. */
export type ItemDto = { product: ProductDto; detail: DetailDto };
/** What a write of each kind sends (the contract's write shapes). */
export type ItemWriteInput = { product: ProductWriteInput; detail: DetailWriteInput };

/** The endpoints of each kind, which mirror each other. */
const endpointsOf = (kind: ItemKind) => (kind === 'product' ? API.products : API.details);

/** The query key of an item's page, which every reader of the item shares. */
export const itemKey = (kind: ItemKind, id: number) => (kind === 'product' ? queryKeys.products.item(id) : queryKeys.details.item(id));

/** `GET /products/{id}` or `GET /details/{id}`. */
export function getItem<K extends ItemKind>(kind: K, id: number, signal?: AbortSignal): Promise<ItemDto[K]> {
  return apiCall(endpointsOf(kind).get, { params: { id }, signal }) as Promise<ItemDto[K]>;
}

/** An item, cached per id in sessionStorage and shown first (docs/spec/part-2-browse-edit-moderation.md, section 4). */
export function useItem<K extends ItemKind>(kind: K, id: number) {
  return useCachedQuery(itemKey(kind, id), (signal) => getItem(kind, id, signal), id > 0);
}

/**
 * An item as the server has it now, read on every mount even while a kept answer is fresh:
 * an edit form starts from it (`isFetchedAfterMount`), so a read must always follow the mount.
 * `enabled: false` stops reading it (an item being deleted).
 */
export function useFreshItem<K extends ItemKind>(kind: K, id: number, enabled = true) {
  return useCachedQuery(itemKey(kind, id), (signal) => getItem(kind, id, signal), id > 0 && enabled, 'always');
}

// The write of kind K goes to the endpoint of kind K; the compiler cannot follow K through the choice, hence `as never`.

/** `POST /products` or `POST /details` (moderator+). */
export function createItem<K extends ItemKind>(kind: K, body: ItemWriteInput[K]): Promise<ItemDto[K]> {
  return apiCall(endpointsOf(kind).create, { body } as never) as Promise<ItemDto[K]>;
}

/** `PUT /products/{id}` or `PUT /details/{id}` (moderator+): the full entity, references as `{id}`. */
export function updateItem<K extends ItemKind>(kind: K, id: number, body: ItemWriteInput[K]): Promise<ItemDto[K]> {
  return apiCall(endpointsOf(kind).update, { params: { id }, body } as never) as Promise<ItemDto[K]>;
}

/** `DELETE /products/{id}` or `DELETE /details/{id}` (moderator+). */
export function deleteItem(kind: ItemKind, id: number): Promise<void> {
  return apiCall(endpointsOf(kind).remove, { params: { id } });
}
