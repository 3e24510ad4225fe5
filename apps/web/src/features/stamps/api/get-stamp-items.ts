import { API, type ItemCardDto, type Page } from '@museum/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many bearing items a page of the stamp's page lists. */
export const STAMP_ITEMS_PAGE_SIZE = 20;

export function getStampItems(id: number, page: number, signal?: AbortSignal): Promise<Page<ItemCardDto>> {
  return apiCall(API.reference.stampItems, { params: { id }, query: { page, size: STAMP_ITEMS_PAGE_SIZE }, signal });
}

/** The products and details bearing a stamp, a page at a time. */
export function useStampItems(id: number, page: number) {
  return useQuery({
    queryKey: queryKeys.stamps.items(id, page),
    queryFn: ({ signal }) => getStampItems(id, page, signal),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });
}
