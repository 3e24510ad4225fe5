import { type QueryKey, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from './api-client';
import { dropCache, readCache, writeCache } from './session-cache';

/**
 * A query whose last answer is kept in sessionStorage: shown at once on return, then
 * replaced by the fresh answer (initial data counts as stale, so it always refetches).
 * A 404 means the thing is gone: its stored copy is dropped and no data is shown, never
 * the old copy with buttons that would act on nothing.
 * `refetchOnMount: 'always'` asks the server again on every mount, however fresh the kept answer.
 */
export function useCachedQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  enabled = true,
  refetchOnMount: boolean | 'always' = true,
): UseQueryResult<T> {
  const storageKey = JSON.stringify(key);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetcher(signal),
    initialData: () => readCache<T>(storageKey),
    initialDataUpdatedAt: 0,
    enabled,
    refetchOnMount,
    meta: { silent: true },
  });
  const gone = query.error instanceof ApiError && query.error.status === 404;
  useEffect(() => {
    if (gone) dropCache(JSON.parse(storageKey) as unknown[]);
    else if (query.data !== undefined && query.isFetchedAfterMount) writeCache(storageKey, query.data);
  }, [gone, query.data, query.isFetchedAfterMount, storageKey]);
  // Shown as a failed first load: what was kept of the item is no longer true.
  return gone ? ({ ...query, data: undefined, isLoadingError: true, isRefetchError: false } as UseQueryResult<T>) : query;
}
