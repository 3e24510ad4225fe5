import { API, type ItemCardDto, type Page } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';

export type YearDetail = ItemCardDto;

export function getDetailsOfYear(year: string, signal?: AbortSignal): Promise<Page<YearDetail>> {
  return apiCall(API.details.year, { params: { year }, query: { size: 250 }, signal });
}

export function useDetailsOfYear(year: string) {
  return useCachedQuery(queryKeys.details.ofYear(year), (signal) => getDetailsOfYear(year, signal), year !== '');
}
