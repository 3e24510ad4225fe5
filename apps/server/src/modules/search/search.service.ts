import { EXACT_COUNT_MAX, type SearchAllDto, type SearchAllQuery } from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { exactTotal, roundEstimate, type Total } from '../../lib/totals';
import { assertInResultWindow, pageAnswer } from '../catalogue/cards';
import { FEW_MATCHES, keepsOrder, NO_MATCHES } from '../catalogue/item-matches';
import type { ItemPages } from '../catalogue/item-pages';

/** The total of products and details together: exact only when both are. */
export function sumTotals(a: Total, b: Total): Total {
  const value = a.value + b.value;
  if (a.kind === 'exact' && b.kind === 'exact') return exactTotal(value);
  if (a.kind === 'about' || b.kind === 'about') return { value: roundEstimate(value), kind: 'about' };
  return { value, kind: 'atLeast' };
}

/**
 * How many products come before the page's end (the split of search/all needs it exactly). An
 * exact total gives it. Any other total is past EXACT_COUNT_MAX (the count stopped at the cap,
 * or a sample found more than twice as many): more products than a page inside the result window
 * reaches, so the page's end is the answer (a last page reaching past the window's end takes
 * products up to EXACT_COUNT_MAX + 1, all the count vouches for).
 */
const productsBefore = (total: Total, end: number) =>
  total.kind === 'exact' ? Math.min(total.value, end) : Math.min(end, EXACT_COUNT_MAX + 1);

/**
 * `search/all`: products first, then details, paged as one list: two statements, totals then cards
 * (ADR 068); a page deep into a text search's details, three the first time (its details' order).
 */
export function createSearchService(pages: ItemPages) {
  return {
    async all(actor: Actor | null, query: SearchAllQuery): Promise<SearchAllDto> {
      const { searchType, sort, page, size } = query;
      assertInResultWindow(page, size);
      // The page is a window over [all matching products..., all matching details...]: either
      // kind's slice lies within its first `end` matches.
      const offset = page * size;
      const end = offset + size;
      // How deep the details' slice goes depends on the products' total: until it is known, their
      // matches are collected only when few (as for a page within FEW_MATCHES).
      const [productMatches = NO_MATCHES, detailMatches = NO_MATCHES] = await pages.matches(
        [
          searchType === 'details' ? undefined : { kind: 'product', search: query },
          searchType === 'products' ? undefined : { kind: 'detail', search: query, upTo: Math.min(end, FEW_MATCHES) },
        ],
        sort,
        end,
      );
      const productTotal = productMatches.total;
      const detailTotal = detailMatches.total;
      const productsBeforeEnd = productsBefore(productTotal, end);
      const productLimit = Math.max(0, Math.min(size, productsBeforeEnd - offset));
      const detailOffset = Math.max(0, offset - productsBeforeEnd);
      const detailsLeft = detailTotal.kind !== 'exact' || detailTotal.value > detailOffset;
      const detailLimit = detailsLeft ? size - productLimit : 0;
      // A slice deep into a text search's details reads them by their kept order (ADR 068): found
      // now, so a page that shows only products never collects the details' order.
      const detailEnd = detailOffset + detailLimit;
      const detailOrder =
        detailLimit > 0 && !detailMatches.orderedIds && keepsOrder(detailEnd, query)
          ? ((await pages.matches([{ kind: 'detail', search: query, total: detailTotal }], sort, detailEnd))[0] ?? detailMatches)
          : detailMatches;
      const [productCards = [], detailCards = []] = await pages.cards(actor, [
        pages.sliceOf('product', query, sort, offset, productLimit, productMatches),
        pages.sliceOf('detail', query, sort, detailOffset, detailLimit, detailOrder),
      ]);
      return {
        ...pageAnswer([...productCards, ...detailCards], sumTotals(productTotal, detailTotal), page, size),
        counts: { products: productTotal.value, details: detailTotal.value },
        countKinds: { products: productTotal.kind, details: detailTotal.kind },
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
