// The search feature's public entry: links into the search, its result card and filters, and its page.
import { lazyPage } from '../../lib/lazy-page';

export { FilterFields } from './components/filter-fields';
export { resultTitle, SearchResult } from './components/search-result';
export { searchLink } from './lib/search-link';

export const searchPages = {
  search: lazyPage(() => import('./pages/search-page'), 'SearchPage'),
};
