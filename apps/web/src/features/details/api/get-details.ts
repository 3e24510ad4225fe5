import type { DetailListItemDto, Page } from '@museum/contract';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type DetailListItem = DetailListItemDto;
export const DETAILS_LIST_SIZE = 100;

export function getDetails(page: number, signal?: AbortSignal): Promise<Page<DetailListItem>> {
  return apiFetch<Page<DetailListItem>>('/api/archive/details', { query: { page, size: DETAILS_LIST_SIZE, sort: 'id,desc' }, signal });
}

export function useDetails(page: number) {
  return useCachedQuery(queryKeys.details.list(page), (signal) => getDetails(page, signal));
}
