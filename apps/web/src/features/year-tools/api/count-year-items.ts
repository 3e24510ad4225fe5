import { API, type Page, type TotalKind } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CountedKind = 'products' | 'details';

const endpoints = { products: API.products.search, details: API.details.page } as const;

/** A count and how the server got it: past 10 000 rows it is a bound or an estimate (ADR 022). */
export interface YearCount {
  value: number;
  kind: TotalKind;
}

/** The spec's count: totalElements (of its totalKind), else totalPages, else the length of content (size is 1). */
export function countOf(page: Partial<Page<unknown>>): YearCount {
  if (typeof page.totalElements === 'number') return { value: page.totalElements, kind: page.totalKind ?? 'exact' };
  if (typeof page.totalPages === 'number') return { value: page.totalPages, kind: page.totalKind ?? 'exact' };
  if (Array.isArray(page.content)) return { value: page.content.length, kind: 'exact' };
  throw new Error('Ответ без числа записей');
}

/** How many products or details of a year there are: page 0, size 1, sort id desc. */
export async function countYearItems(kind: CountedKind, year: number, signal?: AbortSignal): Promise<YearCount> {
  const page = await apiCall(endpoints[kind], { query: { page: 0, size: 1, sort: 'id,desc', year: String(year) }, signal });
  return countOf(page);
}

export const yearCountQuery = (kind: CountedKind, year: number) =>
  queryOptions({
    queryKey: queryKeys.yearTools.count(kind, year),
    queryFn: ({ signal }) => countYearItems(kind, year, signal),
    retry: false,
  });

/** One count per hook, so each one fails on its own and shows a dash alone. */
export function useYearCount(kind: CountedKind, year: number) {
  return useQuery(yearCountQuery(kind, year));
}
