import { API, type ItemCardDto } from '@museum/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { SHOWN_IN_PAGE } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type ArrivalKind = 'products' | 'details';
export type ArrivalPurpose = 'максим' | 'станок';

/** The card shape of the search endpoints (API.md, "Products and details"). */
export type ItemCard = ItemCardDto;

type Answer = ItemCard[] | { content?: ItemCard[]; details?: ItemCard[] };

const ENDPOINT = { products: API.products.search, details: API.details.page } as const;

/**
 * The latest four items of a kind and purpose. The answer may be an array or a page (`content` or
 * `details`). The cards show no total, so the server is asked not to count (`total=none`).
 */
export async function getNewArrivals(kind: ArrivalKind, belongsTo: ArrivalPurpose, signal?: AbortSignal): Promise<ItemCard[]> {
  const answer: Answer = await apiCall(ENDPOINT[kind], {
    query: { page: 0, size: 4, sort: 'id,desc', belongsTo, q: '', total: 'none' },
    signal,
  });
  if (Array.isArray(answer)) return answer;
  return answer.content ?? answer.details ?? [];
}

/** Keyed by both switches: an answer for an older choice lands in its own cache entry and is never shown. */
export const newArrivalsQueryOptions = (kind: ArrivalKind, belongsTo: ArrivalPurpose) =>
  queryOptions({
    queryKey: queryKeys.newArrivals.list(kind, belongsTo),
    queryFn: ({ signal }) => getNewArrivals(kind, belongsTo, signal),
    // The block says «Не удалось загрузить новинки» itself.
    meta: SHOWN_IN_PAGE,
  });

export function useNewArrivals(kind: ArrivalKind, belongsTo: ArrivalPurpose) {
  return useQuery(newArrivalsQueryOptions(kind, belongsTo));
}
