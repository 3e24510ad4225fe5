import { ITEM_FIELD_LABELS_EN } from '@museum/contract';
import type { Catalogue } from '../catalogue';
import type { search as ruSearch } from '../ru/search';

/** Texts of the search page (/search). */
export const search: Catalogue<typeof ruSearch> = {
  title: 'Search the archive',
  queryLabel: 'Search for',
  placeholder: 'Year, number, description or type',
  typeLabel: 'Search in',
  types: { details: 'Parts', products: 'Complete guns', all: 'Everything' },
  submit: 'Search',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  filtersLegend: 'Filters',
  applyFilters: 'Apply filters',
  resetFilters: 'Clear filters',
  productFiltersHint: 'Only the year, purpose and maker apply to complete guns.',
  filters: {
    year: 'Year',
    manufacturer: 'Maker',
    belongsTo: 'Purpose',
    type: 'Part type',
    subtype: 'Subtype',
    any: 'Any',
    yearInvalid: 'Enter a year of 1 to 4 digits, for example 1916',
  },
  sortLabel: 'Sort by',
  sorts: {
    'id,desc': 'Newest first',
    'id,asc': 'Oldest first',
    'year,desc': 'Year, latest first',
    'year,asc': 'Year, earliest first',
  },
  sizeLabel: 'Per page:',
  productsSection: 'Complete guns',
  detailsSection: 'Parts',
  total: (n: string) => `Found: ${n}`,
  empty: 'Nothing found.',
  yearNotSearched: 'Not searched: correct the year in the filters.',
  loading: 'Loading…',
  serverError: 'Server error',
  result: {
    year: 'Year:',
    number: 'Number:',
    manufacturer: 'Maker:',
    belongsTo: 'Purpose:',
    source: ITEM_FIELD_LABELS_EN.source,
    detail: 'part',
    product: 'complete gun',
    photo: (n: number) => `Photo ${n}`,
  },
};
