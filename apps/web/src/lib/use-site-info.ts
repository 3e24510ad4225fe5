import { API } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from './api-client';
import { SHOWN_IN_PAGE } from './query-client';
import { queryKeys } from './query-keys';

/** The server's configured site facts (the contact e-mail, the public URL); they change only with a restart. */
export function useSiteInfo() {
  return useQuery({
    queryKey: queryKeys.siteInfo.all,
    queryFn: ({ signal }) => apiCall(API.site.site, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // A background read: without it pages fall back (this address, no contact line), no toast.
    meta: SHOWN_IN_PAGE,
  });
}
