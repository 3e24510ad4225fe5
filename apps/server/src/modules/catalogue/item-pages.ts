import type { ItemCardDto } from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { photoViewerOf } from '../../lib/photo-viewer';
import type { PhotoUrls } from '../photos/photo-mapping';
import { toItemCard } from './cards';
import { type CountCache, countKey } from './count-cache';
import { collectedUpTo, FEW_MATCHES, keepsOrder, type Matches, type MatchRequest, NO_MATCHES } from './item-matches';
import { hasDetailOnlyFilter, hasProductOnlyFilter, type ItemKind, type ItemSearch, type ItemSort } from './item-query';
import type { CardSlice, ItemSearchReads } from './item-search.repository';
import { orderKey, type SearchOrders } from './search-orders';

/** Whether a kind can match a search at all (a filter only the other kind has matches none). */
export const kindCanMatch = (kind: ItemKind, search: ItemSearch) =>
  kind === 'product' ? !hasDetailOnlyFilter(search) : !hasProductOnlyFilter(search);

/** A total worth keeping: its page is read in the sort's order, so it needs no ids (see findMatches). */
const reusable = (matches: Matches) => matches.total.kind !== 'exact' || matches.total.value > FEW_MATCHES;

/** A kind's search to count, where its answer goes, and what is kept of it at which version. */
interface ToCount {
  k: number;
  request: MatchRequest;
  key: string;
  version: string;
  /** A deep text page's kept order (search-orders.ts): its key, its ids if kept, the version looked up. */
  order?: { key: string; value: Int32Array | undefined; version: string };
}

/**
 * What the catalogue's card pages share (search/all, products and details search, the year page):
 * a page is at most two statements (ADR 068), one for the totals of its kinds (skipped when the
 * totals are kept for this catalogue version) and one for its cards with their photos. A text
 * search's deep page reads its cards by the ids kept for its search and sort (search-orders.ts).
 */
export function createItemPages(deps: { items: ItemSearchReads; counts: CountCache; orders: SearchOrders; urls: PhotoUrls }) {
  const { items, counts, orders, urls } = deps;

  /**
   * The matches of each kind's search for a page ending at `upTo`: kept totals and kept orders
   * where they do, the others counted together in one statement (which collects the order a deep
   * text page keeps). A kind left out (`undefined`) matches nothing. No viewer: what matches is
   * the same for everyone, which is what lets a total or an order be kept for all.
   */
  async function matches(requests: readonly (MatchRequest | undefined)[], sort: ItemSort, upTo: number): Promise<Matches[]> {
    const found: (Matches | undefined)[] = [];
    const toCount: ToCount[] = [];
    for (const [k, request] of requests.entries()) {
      if (!request || !kindCanMatch(request.kind, request.search)) {
        found[k] = NO_MATCHES;
        continue;
      }
      const { kind, search } = request;
      const reach = request.upTo ?? upTo;
      const key = countKey(kind, search);
      const { value: kept, version } = await counts.get(key);
      const total = request.total ?? kept;
      if (keepsOrder(reach, search)) {
        const ordered = orderKey(key, sort);
        const order = { key: ordered, ...(await orders.get(ordered)) };
        if (total && order.value) found[k] = { total, orderedIds: order.value };
        else toCount.push({ k, request: { ...request, orderKept: Boolean(order.value) }, key, version, order });
        continue;
      }
      // An exact total small enough to collect needs the ids for this page: counted again.
      if (total && !(total.kind === 'exact' && total.value <= collectedUpTo(reach, search))) found[k] = { total };
      else toCount.push({ k, request, key, version });
    }
    if (toCount.length > 0) {
      const counted = await items.matches(
        toCount.map(({ request }) => request),
        sort,
        upTo,
      );
      for (const [j, { k, key, version, order }] of toCount.entries()) {
        const result = counted[j] ?? NO_MATCHES;
        if (reusable(result)) counts.set(key, result.total, version);
        if (order?.value) found[k] = { total: result.total, orderedIds: order.value };
        else {
          found[k] = result;
          if (order && result.orderedIds) orders.set(order.key, Int32Array.from(result.orderedIds), order.version);
        }
      }
    }
    return found.map((m) => m ?? NO_MATCHES);
  }

  /** The cards of each slice (one statement for all), with the photos the actor may see. */
  async function cards(actor: Actor | null, slices: readonly CardSlice[]): Promise<ItemCardDto[][]> {
    const wanted = slices.map((slice) => (kindCanMatch(slice.kind, slice.search) ? slice : { ...slice, limit: 0 }));
    const rows = await items.cards(wanted, photoViewerOf(actor));
    return slices.map((slice, k) => (rows[k] ?? []).map((row) => toItemCard(slice.kind, row, row.photos, urls)));
  }

  /** A slice of a search's cards: by id when its matches were collected, else in the sort's order. */
  const sliceOf = (kind: ItemKind, search: ItemSearch, sort: ItemSort, offset: number, limit: number, found?: Matches): CardSlice =>
    found?.orderedIds
      ? { kind, search, sort, offset, limit, ids: Array.from(found.orderedIds.slice(offset, offset + limit)) }
      : { kind, search, sort, offset, limit };

  return { matches, cards, sliceOf };
}
export type ItemPages = ReturnType<typeof createItemPages>;
