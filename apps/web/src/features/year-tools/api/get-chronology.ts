import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChronologyItem } from '../lib/chronology';
import { getJson, type PageDto } from './get-json';

/** The spec's chronology call: mounts (станок) of manufacturer 1, up to 1000, year ascending. */
export const CHRONOLOGY_PARAMS = { manufacturerId: 1, belongsTo: 'stanok', size: 1000, sort: 'year,asc' } as const;

export async function getChronology(signal?: AbortSignal): Promise<ChronologyItem[]> {
  const page = await getJson<PageDto<ChronologyItem>>('/api/archive/details/by-manufacturer-and-belongs-to', CHRONOLOGY_PARAMS, signal);
  return page.content ?? [];
}

export const chronologyQuery = () =>
  queryOptions({ queryKey: ['year-tools', 'chronology'], queryFn: ({ signal }) => getChronology(signal), retry: false });

export function useChronology() {
  return useQuery(chronologyQuery());
}
