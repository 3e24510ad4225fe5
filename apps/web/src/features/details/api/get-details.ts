import { API, type DetailListItemDto, type Page } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type DetailListItem = DetailListItemDto;
export const DETAILS_LIST_SIZE = 100;

export function getDetails(page: number, signal?: AbortSignal): Promise<Page<DetailListItem>> {
  return apiCall(API.details.list, { query: { page, size: DETAILS_LIST_SIZE, sort: 'id,desc' }, signal });
}

export function useDetails(page: number) {
  return useCachedQuery(queryKeys.details.list(page), (signal) => getDetails(page, signal));
}
