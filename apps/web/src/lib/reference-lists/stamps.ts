import type { StampDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

export function getStamps(): Promise<StampDto[]> {
  return apiFetch<StampDto[]>('/api/archive/stamps');
}

export const stampsQueryOptions = () => queryOptions({ queryKey: queryKeys.stamps.all, queryFn: getStamps });

export function useStamps() {
  return useQuery(stampsQueryOptions());
}
