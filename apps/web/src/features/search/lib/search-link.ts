import { paths } from '../../../config/paths';
import { DEFAULT_SIZE, parseSearch, type SearchState, searchToParams } from './search-state';

/** A search link from an item page: all kinds, newest first, 20 a page, plus the given filters. */
export function searchLink(patch: Partial<SearchState>): string {
  const state = { ...parseSearch(new URLSearchParams()), size: DEFAULT_SIZE, ...patch };
  return `${paths.search}?${searchToParams(state).toString()}`;
}
