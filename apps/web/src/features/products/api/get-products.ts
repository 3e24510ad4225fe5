import { API, type Page, type ProductListItemDto } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import { byName } from '../../../lib/item-english';
import { useLocale } from '../../../lib/locale';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export const PRODUCTS_LIST_SIZE = 100;

export function getProducts(page: number, sort: string, signal?: AbortSignal): Promise<Page<ProductListItemDto>> {
  return apiCall(API.products.list, {
    query: { page, size: PRODUCTS_LIST_SIZE, sort },
    signal,
  });
}

export function useProducts(page: number) {
  const sort = byName(useLocale());
  return useCachedQuery(queryKeys.products.list(page, sort), (signal) => getProducts(page, sort, signal));
}
