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
import { hasFewMatches, type Total } from '../../db/bounded-count';
import type { Actor } from '../../lib/actor';
import { NotFound } from '../../lib/errors';
import { assertInResultWindow, pageAnswer, photosByItem, toItemCards, uncountedTotal } from '../catalogue/cards';
import type { ItemSearch, ItemSort } from '../catalogue/item-query';
import { photoViewerOf } from '../photos/photo-viewer';
import type { PhotosRepository } from '../photos/photos.repository';
import { toChronologyItem, toDetailDto, toDetailListItem } from './detail-mapping';
import type { DetailsRepository } from './details.repository';

export function createDetailsService(details: DetailsRepository, photos: PhotosRepository) {
  /** Detail cards for a slice of a search, with their visible photos (one query). */
  async function cards(
    actor: Actor | null,
    search: ItemSearch,
    sort: ItemSort,
    offset: number,
    limit: number,
    /** The search's total when known first: few matches are read through the indexes, then sorted. */
    total?: Total,
  ): Promise<ItemCardDto[]> {
    const rows = await details.search(search, sort, offset, limit, hasFewMatches(total));
    const photoRows = await photos.photosOfItems(
      'detail',
      rows.map((row) => row.id),
      photoViewerOf(actor),
      16,
    );
    return toItemCards('detail', rows, photoRows);
  }

  return {
    cards,
    count: (search: ItemSearch) => details.count(search),
    countUpTo: (search: ItemSearch, limit: number) => details.countUpTo(search, limit),

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
      // The count first: it decides how the page is read (see hasFewMatches).
      const total = await details.count(query);
      const content = await cards(actor, query, query.sort, offset, query.size, total);
      return pageAnswer(content, total, query.page, query.size);
    },

    /** The year page: cards of the details of one year. */
    async byYear(actor: Actor | null, year: number, query: DetailYearQuery): Promise<Page<ItemCardDto>> {
      assertInResultWindow(query.page, query.size);
      const search = { year };
      const [content, total] = await Promise.all([
        cards(actor, search, query.sort, query.page * query.size, query.size),
        details.count(search),
      ]);
      return pageAnswer(content, total, query.page, query.size);
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
        rows.map((row) => toChronologyItem(row, byItem.get(row.id) ?? [])),
        total,
        query.page,
        query.size,
      );
    },

    /** A detail page; photos the caller may not see are left out. */
    async get(actor: Actor | null, id: number): Promise<DetailDto> {
      const row = await details.findById(id);
      if (!row) throw new NotFound('Деталь не найдена');
      const [stamps, photoRows] = await Promise.all([details.stampsOf([id]), photos.photosOfItems('detail', [id], photoViewerOf(actor))]);
      return toDetailDto(row, stamps, photoRows);
    },
  };
}
export type DetailsService = ReturnType<typeof createDetailsService>;
