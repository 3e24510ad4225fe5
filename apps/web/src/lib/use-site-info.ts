import type { SiteInfoDto } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** The server's configured site facts (the contact e-mail, the public URL); they change only with a restart. */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => apiFetch<SiteInfoDto>('/api/site', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
