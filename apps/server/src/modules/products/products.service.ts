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
import { assertInResultWindow, pageAnswer, toItemCards, uncountedTotal } from '../catalogue/cards';
import { type Matches, NO_MATCHES } from '../catalogue/item-matches';
import { hasDetailOnlyFilter, type ItemSearch, type ItemSort } from '../catalogue/item-query';
import type { PhotoUrls } from '../photos/photo-mapping';
import type { PhotosRepository } from '../photos/photos.repository';
import { toProductChild, toProductDto, toProductListItem } from './product-mapping';
import type { ProductsRepository } from './products.repository';

export function createProductsService(products: ProductsRepository, photos: PhotosRepository, urls: PhotoUrls) {
  /** Product cards for a slice of a search, with their visible photos (one query). */
  async function cards(
    actor: Actor | null,
    search: ItemSearch,
    sort: ItemSort,
    offset: number,
    limit: number,
    /** The search's matches when found first: few are read by id (see findMatches). */
    matches?: Matches,
  ): Promise<ItemCardDto[]> {
    if (hasDetailOnlyFilter(search)) return [];
    const rows = await products.page(search, sort, offset, limit, matches);
    const photoRows = await photos.photosOfItems(
      'product',
      rows.map((row) => row.id),
      photoViewerOf(actor),
      16,
    );
    return toItemCards('product', rows, photoRows, urls);
  }

  /** What a search matches (see findMatches); nothing with a detail-only filter. */
  const matches = (search: ItemSearch, sort: ItemSort, upTo: number): Promise<Matches> =>
    hasDetailOnlyFilter(search) ? Promise.resolve(NO_MATCHES) : products.matches(search, sort, upTo);

  return {
    cards,

    matches,

    /** How many products match, counted up to `limit`; none with a detail-only filter. */
    countUpTo: (search: ItemSearch, limit: number): Promise<number> =>
      hasDetailOnlyFilter(search) ? Promise.resolve(0) : products.countUpTo(search, limit),

    async list(query: ProductListQuery): Promise<Page<ProductListItemDto>> {
      assertInResultWindow(query.page, query.size);
      const { rows, total } = await products.list(query.q, query.sort, query.page, query.size, query.numbersMatch);
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
      const found = await matches(query, query.sort, offset + query.size);
      const content = await cards(actor, query, query.sort, offset, query.size, found);
      return pageAnswer(content, found.total, query.page, query.size);
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
