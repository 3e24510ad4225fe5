import { API, type SearchAllDto } from '@museum/contract';
import { apiCall } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCachedQuery } from '../../../lib/use-cached-query';
import { type SearchState, searchApiQuery, yearFilterValid } from '../lib/search-state';

export type SearchAnswer = SearchAllDto;

export function searchAll(state: SearchState, signal?: AbortSignal): Promise<SearchAnswer> {
  return apiCall(API.search.all, { query: searchApiQuery(state), signal });
}

/** Cached per query in sessionStorage (docs/spec/part-2-browse-edit-moderation.md, Search); no search while the year is wrong. */
export function useSearchAll(state: SearchState) {
  return useCachedQuery(queryKeys.search.results(searchApiQuery(state)), (signal) => searchAll(state, signal), yearFilterValid(state.year));
}
