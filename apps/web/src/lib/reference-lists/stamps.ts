import { API, type StampDto, type StampListQueryInput } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../api-client';
import { queryKeys } from '../query-keys';

/** `GET /stamps`, every stamp or those the visual key's filters keep. */
export function getStamps(query: StampListQueryInput = {}, signal?: AbortSignal): Promise<StampDto[]> {
  return apiCall(API.reference.stamps, { query, signal });
}

export const stampsQueryOptions = () => queryOptions({ queryKey: queryKeys.stamps.all, queryFn: ({ signal }) => getStamps({}, signal) });

/** Every stamp, for forms and pickers. */
export function useStamps() {
  return useQuery(stampsQueryOptions());
}

/** The stamps the visual key's filters keep (issue 51); the previous list stays while the next comes. */
export function useFilteredStamps(query: StampListQueryInput) {
  return useQuery({
    queryKey: queryKeys.stamps.key(query),
    queryFn: ({ signal }) => getStamps(query, signal),
    placeholderData: (previous) => previous,
  });
}
