import type { ItemCardDto } from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { photoViewerOf } from '../../lib/photo-viewer';
import type { PhotoUrls } from '../photos/photo-mapping';
import { toItemCard } from './cards';
import { type CountCache, countKey } from './count-cache';
import { collectedUpTo, FEW_MATCHES, type Matches, type MatchRequest, NO_MATCHES } from './item-matches';
import { hasDetailOnlyFilter, hasProductOnlyFilter, type ItemKind, type ItemSearch, type ItemSort } from './item-query';
import type { CardSlice, ItemSearchReads } from './item-search.repository';

/** Whether a kind can match a search at all (a filter only the other kind has matches none). */
export const kindCanMatch = (kind: ItemKind, search: ItemSearch) =>
  kind === 'product' ? !hasDetailOnlyFilter(search) : !hasProductOnlyFilter(search);

/** A total worth keeping: its page is read in the sort's order, so it needs no ids (see findMatches). */
const reusable = (matches: Matches) => matches.total.kind !== 'exact' || matches.total.value > FEW_MATCHES;

/**
 * What the catalogue's card pages share (search/all, products and details search, the year page):
 * a page is at most two statements (ADR 068), one for the totals of its kinds (skipped when the
 * totals are kept for this catalogue version) and one for its cards with their photos.
 */
export function createItemPages(deps: { items: ItemSearchReads; counts: CountCache; urls: PhotoUrls }) {
  const { items, counts, urls } = deps;

  /**
   * The matches of each kind's search for a page ending at `upTo`: kept totals where they do (a
   * page read in order), the others counted together in one statement. A kind left out
   * (`undefined`) matches nothing.
   */
  async function matches(requests: readonly (MatchRequest | undefined)[], sort: ItemSort, upTo: number): Promise<Matches[]> {
    const found: (Matches | undefined)[] = [];
    const toCount: { k: number; kind: ItemKind; search: ItemSearch; key: string; version: string }[] = [];
    for (const [k, request] of requests.entries()) {
      if (!request || !kindCanMatch(request.kind, request.search)) {
        found[k] = NO_MATCHES;
        continue;
      }
      const { kind, search } = request;
      const key = countKey(kind, search);
      const { total, version } = await counts.get(key);
      // An exact total small enough to collect needs the ids for this page: counted again.
      if (total && !(total.kind === 'exact' && total.value <= collectedUpTo(upTo, search))) found[k] = { total };
      else toCount.push({ k, kind, search, key, version });
    }
    if (toCount.length > 0) {
      const counted = await items.matches(toCount, sort, upTo);
      for (const [j, { k, key, version }] of toCount.entries()) {
        const result = counted[j] ?? NO_MATCHES;
        found[k] = result;
        if (reusable(result)) counts.set(key, result.total, version);
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
      ? { kind, search, sort, offset, limit, ids: found.orderedIds.slice(offset, offset + limit) }
      : { kind, search, sort, offset, limit };

  return { matches, cards, sliceOf };
}
export type ItemPages = ReturnType<typeof createItemPages>;
