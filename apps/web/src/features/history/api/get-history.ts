import { API, type RevisionPage } from '@museum/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The entities whose history the API serves, by their path segment. */
export type HistoryEntity = 'products' | 'details' | 'manufacturers' | 'stamps';

/** How many revisions a page brings: the first view and each «Показать ещё». */
export const HISTORY_PAGE_SIZE = 10;

export const historyKey = (entity: HistoryEntity, id: number) => ['history', entity, id] as const;

/** `GET /api/archive/{entity}/{id}/history/page`: one page of the revisions, newest first, with their field changes. */
export function getHistoryPage(entity: HistoryEntity, id: number, page: number, signal?: AbortSignal): Promise<RevisionPage> {
  return apiCall(API.history.page, { params: { entity, id }, query: { page, size: HISTORY_PAGE_SIZE }, signal });
}

/** The history of one item, a page at a time, loaded only once the reader opens it. */
export function useHistory(entity: HistoryEntity, id: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKey(entity, id),
    queryFn: ({ pageParam, signal }) => getHistoryPage(entity, id, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
    enabled: enabled && id > 0,
  });
}
