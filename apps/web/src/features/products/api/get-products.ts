import { API, type Page, type ProductListItemDto } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export const PRODUCTS_LIST_SIZE = 100;

export function getProducts(page: number, signal?: AbortSignal): Promise<Page<ProductListItemDto>> {
  return apiCall(API.products.list, {
    query: { page, size: PRODUCTS_LIST_SIZE, sort: 'name,asc' },
    signal,
  });
}

export function useProducts(page: number) {
  return useCachedQuery(queryKeys.products.list(page), (signal) => getProducts(page, signal));
}
