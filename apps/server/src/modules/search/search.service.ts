import type { SearchAllDto, SearchAllQuery } from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { pageAnswer } from '../catalogue/cards';
import type { DetailsService } from '../details/details.service';
import type { ProductsService } from '../products/products.service';

/** `search/all`: products first, then details, paged as one list. */
export function createSearchService(products: ProductsService, details: DetailsService) {
  return {
    async all(actor: Actor | null, query: SearchAllQuery): Promise<SearchAllDto> {
      const { searchType, sort, page, size } = query;
      const [productCount, detailCount] = await Promise.all([
        searchType === 'details' ? 0 : products.count(query),
        searchType === 'products' ? 0 : details.count(query),
      ]);
      // The page is a window over [all matching products..., all matching details...].
      const offset = page * size;
      const productLimit = Math.max(0, Math.min(size, productCount - offset));
      const detailOffset = Math.max(0, offset - productCount);
      const [productCards, detailCards] = await Promise.all([
        productLimit > 0 ? products.cards(actor, query, sort, offset, productLimit) : [],
        size - productLimit > 0 && detailCount > detailOffset ? details.cards(actor, query, sort, detailOffset, size - productLimit) : [],
      ]);
      return {
        ...pageAnswer([...productCards, ...detailCards], productCount + detailCount, page, size),
        counts: { products: productCount, details: detailCount },
      };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
