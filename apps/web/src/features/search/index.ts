// The search feature's public entry: links into the search, its result card and filters.
export { FilterFields } from './components/filter-fields';
export { SearchResult } from './components/search-result';
export { searchLink } from './lib/search-link';
export { knownCondition, yearFilterValid } from './lib/search-state';
