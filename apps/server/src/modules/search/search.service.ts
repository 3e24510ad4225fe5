import type { SearchAllDto, SearchAllQuery } from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { exactTotal, roundEstimate, type Total } from '../../lib/totals';
import { assertInResultWindow, pageAnswer } from '../catalogue/cards';
import { NO_MATCHES } from '../catalogue/item-matches';
import type { DetailsService } from '../details/details.service';
import type { ProductsService } from '../products/products.service';

/** The total of products and details together: exact only when both are. */
export function sumTotals(a: Total, b: Total): Total {
  const value = a.value + b.value;
  if (a.kind === 'exact' && b.kind === 'exact') return exactTotal(value);
  if (a.kind === 'about' || b.kind === 'about') return { value: roundEstimate(value), kind: 'about' };
  return { value, kind: 'atLeast' };
}

/** `search/all`: products first, then details, paged as one list. */
export function createSearchService(products: ProductsService, details: DetailsService) {
  return {
    async all(actor: Actor | null, query: SearchAllQuery): Promise<SearchAllDto> {
      const { searchType, sort, page, size } = query;
      assertInResultWindow(page, size);
      // The page is a window over [all matching products..., all matching details...]: either
      // kind's slice lies within its first `end` matches.
      const offset = page * size;
      const end = offset + size;
      const [productMatches, detailMatches] = await Promise.all([
        searchType === 'details' ? NO_MATCHES : products.matches(query, sort, end),
        searchType === 'products' ? NO_MATCHES : details.matches(query, sort, end),
      ]);
      const productTotal = productMatches.total;
      const detailTotal = detailMatches.total;
      // The split needs the number of products before the page's end exactly: an exact count
      // gives it; an estimate does not (it may be wrong either way), so they are counted up to the page's end.
      const productsBeforeEnd = productTotal.kind === 'exact' ? Math.min(productTotal.value, end) : await products.countUpTo(query, end);
      const productLimit = Math.max(0, Math.min(size, productsBeforeEnd - offset));
      const detailOffset = Math.max(0, offset - productsBeforeEnd);
      const detailsLeft = detailTotal.kind !== 'exact' || detailTotal.value > detailOffset;
      const [productCards, detailCards] = await Promise.all([
        productLimit > 0 ? products.cards(actor, query, sort, offset, productLimit, productMatches) : [],
        size - productLimit > 0 && detailsLeft ? details.cards(actor, query, sort, detailOffset, size - productLimit, detailMatches) : [],
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
