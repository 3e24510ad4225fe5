import type { ItemCardDto, Page } from '@museum/contract';
import { apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type YearDetail = ItemCardDto;

export function getDetailsOfYear(year: string, signal?: AbortSignal): Promise<Page<YearDetail>> {
  return apiFetch<Page<YearDetail>>(`/api/archive/details/year/${encodeURIComponent(year)}`, { query: { size: 250 }, signal });
}

export function useDetailsOfYear(year: string) {
  return useCachedQuery(queryKeys.details.ofYear(year), (signal) => getDetailsOfYear(year, signal), year !== '');
}
