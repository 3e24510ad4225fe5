import { API, type ChronologyItemDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The spec's chronology call: mounts (станок) of manufacturer 1, up to 1000, year ascending. */
export const CHRONOLOGY_PARAMS = { manufacturerId: 1, belongsTo: 'stanok', size: 1000, sort: 'year,asc' } as const;

export async function getChronology(signal?: AbortSignal): Promise<ChronologyItemDto[]> {
  const page = await apiCall(API.details.chronology, {
    query: CHRONOLOGY_PARAMS,
    signal,
  });
  return page.content ?? [];
}

export const chronologyQuery = () =>
  queryOptions({ queryKey: queryKeys.yearTools.chronology, queryFn: ({ signal }) => getChronology(signal), retry: false });

export function useChronology() {
  return useQuery(chronologyQuery());
}
