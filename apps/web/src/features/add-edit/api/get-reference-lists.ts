import type { StampDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

// Types come from the search feature's query (one cache entry, key ['detail-types']).
export { useDetailTypes } from '../../search/api/get-detail-types';

export function getStamps(): Promise<StampDto[]> {
  return apiFetch<StampDto[]>('/api/archive/stamps');
}

export const stampsQueryOptions = () => queryOptions({ queryKey: ['stamps'], queryFn: getStamps });

export function useStamps() {
  return useQuery(stampsQueryOptions());
}
