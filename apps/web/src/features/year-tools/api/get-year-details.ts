import { API, type ItemCardDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type YearDetailCard = Pick<ItemCardDto, 'id' | 'name' | 'number' | 'type' | 'photos'>;

/** The latest details of a year, for the thumbnails under the year wheel. */
export async function getYearDetails(year: number, signal?: AbortSignal): Promise<YearDetailCard[]> {
  const page = await apiCall(API.details.page, {
    query: { page: 0, size: 12, sort: 'id,desc', year: String(year) },
    signal,
  });
  return page.content ?? [];
}

export const yearDetailsQuery = (year: number) =>
  queryOptions({ queryKey: queryKeys.yearTools.yearDetails(year), queryFn: ({ signal }) => getYearDetails(year, signal), retry: false });

export function useYearDetails(year: number) {
  return useQuery(yearDetailsQuery(year));
}
