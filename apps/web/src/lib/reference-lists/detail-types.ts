import type { DetailTypeDto } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { queryKeys } from '../query-keys';

export type DetailType = DetailTypeDto;

export function getDetailTypes(signal?: AbortSignal): Promise<DetailType[]> {
  return apiFetch<DetailType[]>('/api/archive/detail-types', { signal });
}

export function useDetailTypes() {
  return useQuery({ queryKey: queryKeys.detailTypes.all, queryFn: ({ signal }) => getDetailTypes(signal), staleTime: 300_000 });
}
