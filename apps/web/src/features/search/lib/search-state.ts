import { SEARCH_DEFAULT_SIZE, YEAR_TEXT } from '@museum/contract';
import { BELONGS_TO_VALUES, ITEM_CONDITIONS } from '@museum/contract/constants';

export const SEARCH_TYPES = ['all', 'products', 'details'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Page sizes the page offers; links may carry any size, 20 by default (docs/spec/part-2-browse-edit-moderation.md, section 9). */
export const SEARCH_SIZES = [30, 60, 120] as const;
export const DEFAULT_SIZE = SEARCH_DEFAULT_SIZE;
export const SORTS = [
  { field: 'id', order: 'desc' },
  { field: 'id', order: 'asc' },
  { field: 'year', order: 'desc' },
  { field: 'year', order: 'asc' },
] as const;

export type SearchFilters = {
  year: string;
  manufacturer: string;
  belongsTo: string;
  condition: string;
  type: string;
  subtype: string;
  stamps: string;
  /** 'true': only products whose numbers all match (ADR 063); '' otherwise. */
  numbersMatch: string;
};
export type SearchState = SearchFilters & {
  q: string;
  page: number;
  size: number;
  searchType: SearchType;
  sortField: 'id' | 'year';
  sortOrder: 'asc' | 'desc';
};

export const FILTER_KEYS = ['year', 'manufacturer', 'belongsTo', 'condition', 'type', 'subtype', 'stamps', 'numbersMatch'] as const;
/** Every filter cleared: what «Сбросить фильтры» submits. */
export const NO_FILTERS = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as SearchFilters;

function int(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  const n = Number(value);
  return n >= min && n <= max ? n : fallback;
}

/** The page state from the address bar, with every default of the spec. */
export function parseSearch(params: URLSearchParams): SearchState {
  const type = params.get('searchType');
  const sortField = params.get('sortField');
  const sortOrder = params.get('sortOrder');
  const filters = Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? ''])) as SearchFilters;
  return {
    q: params.get('q') ?? '',
    page: int(params.get('page'), 0, 0, 100_000),
    size: int(params.get('size'), DEFAULT_SIZE, 1, 250),
    searchType: SEARCH_TYPES.includes(type as SearchType) ? (type as SearchType) : 'all',
    sortField: sortField === 'year' ? 'year' : 'id',
    sortOrder: sortOrder === 'asc' ? 'asc' : 'desc',
    ...filters,
  };
}

/** The address-bar form of a state: defaults written out (as links do), empty filters left out. */
export function searchToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('q', state.q);
  params.set('searchType', state.searchType);
  params.set('page', String(state.page));
  params.set('size', String(state.size));
  params.set('sortField', state.sortField);
  params.set('sortOrder', state.sortOrder);
  for (const key of FILTER_KEYS) if (state[key]) params.set(key, state[key]);
  return params;
}

export function hasFilters(state: SearchFilters): boolean {
  return FILTER_KEYS.some((key) => state[key] !== '');
}

/** A condition the API takes, or none (a hand-typed address may carry anything). */
export const knownCondition = (condition: string) => ((ITEM_CONDITIONS as readonly string[]).includes(condition) ? condition : undefined);

/** Filters that never match a product: type, subtype and stamps (docs/spec/part-2-browse-edit-moderation.md, Search). */
export function hasDetailOnlyFilter(state: SearchFilters): boolean {
  return state.type !== '' || state.subtype !== '' || state.stamps !== '';
}

/** A year filter the API takes (1 to 4 digits), or none; anything else is shown as wrong and not searched with. */
export const yearFilterValid = (year: string) => year.trim() === '' || YEAR_TEXT.test(year.trim());

/** The query of GET /api/archive/search/all and the export: sort as `field,dir`; a wrong year is left out (the page does not search while it is wrong). */
export function searchApiQuery(state: SearchState): Record<string, string | number | undefined> {
  const belongsTo = (BELONGS_TO_VALUES as readonly string[]).includes(state.belongsTo) ? state.belongsTo : undefined;
  return {
    q: state.q.trim(),
    searchType: state.searchType,
    page: state.page,
    size: state.size,
    sort: `${state.sortField},${state.sortOrder}`,
    year: yearFilterValid(state.year) ? state.year || undefined : undefined,
    manufacturer: state.manufacturer || undefined,
    belongsTo,
    condition: knownCondition(state.condition),
    type: state.type || undefined,
    subtype: state.subtype || undefined,
    stamps: /^\d+(,\d+)*$/.test(state.stamps) ? state.stamps : undefined,
    // Anything but 'true' from a typed address is no filter, not a 400.
    numbersMatch: state.numbersMatch === 'true' ? 'true' : undefined,
  };
}
