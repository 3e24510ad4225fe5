import type {
  ChronologyItemDto,
  ChronologyQuery,
  DetailDto,
  DetailListItemDto,
  DetailListQuery,
  DetailSearchQuery,
  DetailYearQuery,
  ItemCardDto,
  Page,
} from '@museum/contract';
import type { Actor } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import { photoViewerOf } from '../../lib/photo-viewer';
import { assertInResultWindow, pageAnswer, photosByItem, toItemCards, uncountedTotal } from '../catalogue/cards';
import { type Matches, NO_MATCHES } from '../catalogue/item-matches';
import { hasProductOnlyFilter, type ItemSearch, type ItemSort } from '../catalogue/item-query';
import type { PhotoUrls } from '../photos/photo-mapping';
import type { PhotosRepository } from '../photos/photos.repository';
import { toChronologyItem, toDetailDto, toDetailListItem } from './detail-mapping';
import type { DetailsRepository } from './details.repository';

export function createDetailsService(details: DetailsRepository, photos: PhotosRepository, urls: PhotoUrls) {
  /** Detail cards for a slice of a search, with their visible photos (one query). */
  async function cards(
    actor: Actor | null,
    search: ItemSearch,
    sort: ItemSort,
    offset: number,
    limit: number,
    /** The search's matches when found first: few are read by id (see findMatches). */
    matches?: Matches,
  ): Promise<ItemCardDto[]> {
    if (hasProductOnlyFilter(search)) return [];
    const rows = await details.page(search, sort, offset, limit, matches);
    const photoRows = await photos.photosOfItems(
      'detail',
      rows.map((row) => row.id),
      photoViewerOf(actor),
      16,
    );
    return toItemCards('detail', rows, photoRows, urls);
  }

  return {
    cards,
    /** What a search matches; nothing with a product-only filter. */
    matches: (search: ItemSearch, sort: ItemSort, upTo: number) =>
      hasProductOnlyFilter(search) ? Promise.resolve(NO_MATCHES) : details.matches(search, sort, upTo),
    countUpTo: (search: ItemSearch, limit: number) =>
      hasProductOnlyFilter(search) ? Promise.resolve(0) : details.countUpTo(search, limit),

    async list(query: DetailListQuery): Promise<Page<DetailListItemDto>> {
      assertInResultWindow(query.page, query.size);
      const { rows, total } = await details.list(query.sort, query.page, query.size);
      return pageAnswer(rows.map(toDetailListItem), total, query.page, query.size);
    },

    async search(actor: Actor | null, query: DetailSearchQuery): Promise<Page<ItemCardDto>> {
      assertInResultWindow(query.page, query.size);
      const offset = query.page * query.size;
      if (query.total === 'none') {
        const content = await cards(actor, query, query.sort, offset, query.size);
        return pageAnswer(content, uncountedTotal(offset, content.length), query.page, query.size);
      }
      // The matches first: they decide how the page is read (see findMatches).
      const matches = await details.matches(query, query.sort, offset + query.size);
      const content = await cards(actor, query, query.sort, offset, query.size, matches);
      return pageAnswer(content, matches.total, query.page, query.size);
    },

    /** The year page: cards of the details of one year. */
    async byYear(actor: Actor | null, year: number, query: DetailYearQuery): Promise<Page<ItemCardDto>> {
      assertInResultWindow(query.page, query.size);
      const search = { year };
      const offset = query.page * query.size;
      const matches = await details.matches(search, query.sort, offset + query.size);
      const content = await cards(actor, search, query.sort, offset, query.size, matches);
      return pageAnswer(content, matches.total, query.page, query.size);
    },

    async chronology(actor: Actor | null, query: ChronologyQuery): Promise<Page<ChronologyItemDto>> {
      assertInResultWindow(query.page, query.size);
      const { rows, total } = await details.chronology(query, query.sort, query.page, query.size);
      const byItem = photosByItem(
        await photos.photosOfItems(
          'detail',
          rows.map((row) => row.id),
          photoViewerOf(actor),
          16,
        ),
      );
      return pageAnswer(
        rows.map((row) => toChronologyItem(row, byItem.get(row.id) ?? [], urls)),
        total,
        query.page,
        query.size,
      );
    },

    /** A detail page; photos the caller may not see are left out. */
    async get(actor: Actor | null, id: number): Promise<DetailDto> {
      const row = await details.findById(id);
      if (!row) throw new NotFound((t) => t.detailNotFound);
      const [stamps, photoRows] = await Promise.all([details.stampsOf([id]), photos.photosOfItems('detail', [id], photoViewerOf(actor))]);
      return toDetailDto(row, stamps, photoRows, urls);
    },
  };
}
export type DetailsService = ReturnType<typeof createDetailsService>;
