import { API, type ProductChildDto } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type ProductChild = ProductChildDto;

export function getProductChildren(id: number, signal?: AbortSignal): Promise<ProductChild[]> {
  return apiCall(API.products.children, { params: { id }, signal });
}

/** A failure is only logged, as the spec says: the list is then simply absent. */
export function useProductChildren(id: number) {
  return useCachedQuery(queryKeys.products.children(id), (signal) => getProductChildren(id, signal), id > 0);
}
