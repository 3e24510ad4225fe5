import type { StampDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export function getStamps(): Promise<StampDto[]> {
  return apiFetch<StampDto[]>('/api/archive/stamps');
}

export const stampsQueryOptions = () => queryOptions({ queryKey: ['stamps'], queryFn: getStamps });

export function useStamps() {
  return useQuery(stampsQueryOptions());
}
