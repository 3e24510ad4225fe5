import type { DetailTypeDto, StampDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export function getDetailTypes(): Promise<DetailTypeDto[]> {
  return apiFetch<DetailTypeDto[]>('/api/archive/detail-types');
}

export function getStamps(): Promise<StampDto[]> {
  return apiFetch<StampDto[]>('/api/archive/stamps');
}

export const detailTypesQueryOptions = () => queryOptions({ queryKey: ['detail-types'], queryFn: getDetailTypes });
export const stampsQueryOptions = () => queryOptions({ queryKey: ['stamps'], queryFn: getStamps });

export function useDetailTypes() {
  return useQuery(detailTypesQueryOptions());
}

export function useStamps() {
  return useQuery(stampsQueryOptions());
}
