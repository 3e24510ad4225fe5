import type {
  ItemCardDto,
  Page,
  ProductChildDto,
  ProductDto,
  ProductListItemDto,
  ProductListQuery,
  ProductSearchQuery,
} from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import { photoViewerOf } from '../../lib/photo-viewer';
import { assertInResultWindow, pageAnswer, uncountedTotal } from '../catalogue/cards';
import { type CountCache, countKey, keptTotal } from '../catalogue/count-cache';
import type { Matches } from '../catalogue/item-matches';
import type { ItemPages } from '../catalogue/item-pages';
import type { ItemSearch, ItemSort } from '../catalogue/item-query';
import type { PhotoUrls } from '../photos/photo-mapping';
import type { PhotosRepository } from '../photos/photos.repository';
import { toProductChild, toProductDto, toProductListItem } from './product-mapping';
import type { ProductsRepository } from './products.repository';

export function createProductsService(deps: {
  products: ProductsRepository;
  photos: PhotosRepository;
  pages: ItemPages;
  counts: CountCache;
  urls: PhotoUrls;
}) {
  const { products, photos, pages, counts, urls } = deps;
  /** Product cards for a slice of a search, with their visible photos (one statement). */
  async function cards(
    actor: Actor | null,
    search: ItemSearch,
    sort: ItemSort,
    offset: number,
    limit: number,
    /** The search's matches when found first: few are read by id (see findMatches). */
    matches?: Matches,
  ): Promise<ItemCardDto[]> {
    const [content] = await pages.cards(actor, [pages.sliceOf('product', search, sort, offset, limit, matches)]);
    return content ?? [];
  }

  return {
    cards,

    async list(query: ProductListQuery): Promise<Page<ProductListItemDto>> {
      assertInResultWindow(query.page, query.size);
      const rows = await products.list(query.q, query.sort, query.page, query.size, query.numbersMatch);
      const total = await keptTotal(counts, countKey('products', query), () => products.listTotal(query.q, query.numbersMatch));
      return pageAnswer(rows.map(toProductListItem), total, query.page, query.size);
    },

    async search(actor: Actor | null, query: ProductSearchQuery): Promise<Page<ItemCardDto>> {
      assertInResultWindow(query.page, query.size);
      const offset = query.page * query.size;
      if (query.total === 'none') {
        const content = await cards(actor, query, query.sort, offset, query.size);
        return pageAnswer(content, uncountedTotal(offset, content.length), query.page, query.size);
      }
      // The matches first: they decide how the page is read (see findMatches).
      const [found] = await pages.matches([{ kind: 'product', search: query }], query.sort, offset + query.size);
      const content = await cards(actor, query, query.sort, offset, query.size, found);
      return pageAnswer(content, found?.total ?? 0, query.page, query.size);
    },

    /** A product page; photos the caller may not see are left out. */
    async get(actor: Actor | null, id: number): Promise<ProductDto> {
      const row = await products.findById(id);
      if (!row) throw new NotFound((t) => t.productNotFound);
      const [photoRows, details, numberCheck] = await Promise.all([
        photos.photosOfItems('product', [id], photoViewerOf(actor)),
        products.detailsOf(id),
        products.numberCheckOf(id),
      ]);
      return toProductDto(row, photoRows, details, numberCheck, urls);
    },

    async children(id: number): Promise<ProductChildDto[]> {
      if (!(await products.exists(id))) throw new NotFound((t) => t.productNotFound);
      return (await products.children(id)).map(toProductChild);
    },
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
