import { API, type StampDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { queryKeys } from '../query-keys';

export function getStamps(): Promise<StampDto[]> {
  return apiCall(API.reference.stamps);
}

export const stampsQueryOptions = () => queryOptions({ queryKey: queryKeys.stamps.all, queryFn: getStamps });

export function useStamps() {
  return useQuery(stampsQueryOptions());
}
