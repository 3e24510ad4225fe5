import { API, type DetailTypeDto } from '@museum/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { queryKeys } from '../query-keys';

export type DetailType = DetailTypeDto;

export function getDetailTypes(signal?: AbortSignal): Promise<DetailType[]> {
  return apiCall(API.reference.detailTypes, { signal });
}

export function useDetailTypes() {
  return useQuery({ queryKey: queryKeys.detailTypes.all, queryFn: ({ signal }) => getDetailTypes(signal), staleTime: 300_000 });
}
