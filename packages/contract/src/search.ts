import { z } from 'zod';
import { PageQuery, pageOf, sortParam, TotalKind } from './common';
import { DetailFilters, NumbersMatchFilter, SearchText } from './filters';
import { ItemCardDto, SEARCH_SORT_FIELDS } from './items';

/** Which kinds `search/all` returns; anything unknown means all, as the spec says. */
export const SearchType = z.enum(['all', 'products', 'details']).catch('all').default('all');

export const SearchAllQuery = PageQuery.extend(DetailFilters.shape).extend({
  q: SearchText,
  searchType: SearchType,
  sort: sortParam(SEARCH_SORT_FIELDS, 'id,desc'),
  /** A product-only filter: with it, no detail matches. */
  numbersMatch: NumbersMatchFilter,
});
export type SearchAllQuery = z.infer<typeof SearchAllQuery>;

/** Products first, then details; `counts` cover the whole query, not the page, each of the kind in `countKinds`. */
export const SearchAllDto = pageOf(ItemCardDto).extend({
  counts: z.object({ products: z.number().int(), details: z.number().int() }),
  countKinds: z.object({ products: TotalKind, details: TotalKind }),
});
export type SearchAllDto = z.infer<typeof SearchAllDto>;
