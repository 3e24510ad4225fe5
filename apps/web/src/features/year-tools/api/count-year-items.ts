import type { Page } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type CountedKind = 'products' | 'details';

const endpoints: Record<CountedKind, string> = {
  products: '/api/archive/products/search',
  details: '/api/archive/details/page',
};

/** The spec's count: totalElements, else totalPages, else the length of content (size is 1). */
export function countOf(page: Partial<Page<unknown>>): number {
  if (typeof page.totalElements === 'number') return page.totalElements;
  if (typeof page.totalPages === 'number') return page.totalPages;
  if (Array.isArray(page.content)) return page.content.length;
  throw new Error('Ответ без числа записей');
}

/** How many products or details of a year there are: page 0, size 1, sort id desc. */
export async function countYearItems(kind: CountedKind, year: number, signal?: AbortSignal): Promise<number> {
  const page = await apiFetch<Partial<Page<unknown>>>(endpoints[kind], { query: { page: 0, size: 1, sort: 'id,desc', year }, signal });
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
