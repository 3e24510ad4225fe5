import type { ProductDto } from '@museum/contract';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type Product = ProductDto;

export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`/api/archive/products/${id}`, { signal });
}

/** Cached per id in sessionStorage and shown first (docs/spec/part-2-browse-edit-moderation.md, section 4). */
export function useProduct(id: number) {
  return useCachedQuery(queryKeys.products.item(id), (signal) => getProduct(id, signal), id > 0);
}
