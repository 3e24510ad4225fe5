import type { SiteInfoDto } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The server's configured site facts (the contact e-mail); they change only with a restart. */
export function useSiteInfo() {
  return useQuery({
    queryKey: queryKeys.siteInfo.all,
    queryFn: ({ signal }) => apiFetch<SiteInfoDto>('/api/site', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
