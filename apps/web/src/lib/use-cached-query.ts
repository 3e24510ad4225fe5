import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readCache, writeCache } from './session-cache';

/**
 * A query whose last answer is kept in sessionStorage: shown at once on return, then
 * replaced by the fresh answer (initial data counts as stale, so it always refetches).
 */
export function useCachedQuery<T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, enabled = true) {
  const storageKey = JSON.stringify(key);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetcher(signal),
    initialData: () => readCache<T>(storageKey),
    initialDataUpdatedAt: 0,
    enabled,
    meta: { silent: true },
  });
  useEffect(() => {
    if (query.data !== undefined && query.isFetchedAfterMount) writeCache(storageKey, query.data);
  }, [query.data, query.isFetchedAfterMount, storageKey]);
  return query;
}
