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
import { assertInResultWindow, pageAnswer, uncountedTotal } from '../catalogue/cards';
import { type CountCache, countKey, keptTotal } from '../catalogue/count-cache';
import type { Matches } from '../catalogue/item-matches';
import type { ItemPages } from '../catalogue/item-pages';
import type { ItemSearch, ItemSort } from '../catalogue/item-query';
import type { PhotoUrls } from '../photos/photo-mapping';
import type { PhotosRepository } from '../photos/photos.repository';
import { toChronologyItem, toDetailDto, toDetailListItem } from './detail-mapping';
import type { DetailsRepository } from './details.repository';

export function createDetailsService(deps: {
  details: DetailsRepository;
  photos: PhotosRepository;
  pages: ItemPages;
  counts: CountCache;
  urls: PhotoUrls;
}) {
  const { details, photos, pages, counts, urls } = deps;
  /** Detail cards for a slice of a search, with their visible photos (one statement). */
  async function cards(
    actor: Actor | null,
    search: ItemSearch,
    sort: ItemSort,
    offset: number,
    limit: number,
    /** The search's matches when found first: few are read by id (see findMatches). */
    matches?: Matches,
  ): Promise<ItemCardDto[]> {
    const [content] = await pages.cards(actor, [pages.sliceOf('detail', search, sort, offset, limit, matches)]);
    return content ?? [];
  }

  /** A page of a search's cards: its total first (it decides how the page is read), then the cards. */
  async function searchPage(actor: Actor | null, search: ItemSearch, sort: ItemSort, page: number, size: number) {
    const offset = page * size;
    const [matches] = await pages.matches([{ kind: 'detail', search }], sort, offset + size);
    const content = await cards(actor, search, sort, offset, size, matches);
    return pageAnswer(content, matches?.total ?? 0, page, size);
  }

  return {
    cards,

    async list(query: DetailListQuery): Promise<Page<DetailListItemDto>> {
      assertInResultWindow(query.page, query.size);
      const rows = await details.list(query.sort, query.page, query.size);
      const total = await keptTotal(counts, countKey('details', {}), () => details.listTotal());
      return pageAnswer(rows.map(toDetailListItem), total, query.page, query.size);
    },

    async search(actor: Actor | null, query: DetailSearchQuery): Promise<Page<ItemCardDto>> {
      assertInResultWindow(query.page, query.size);
      const offset = query.page * query.size;
      if (query.total === 'none') {
        const content = await cards(actor, query, query.sort, offset, query.size);
        return pageAnswer(content, uncountedTotal(offset, content.length), query.page, query.size);
      }
      return searchPage(actor, query, query.sort, query.page, query.size);
    },

    /** The year page: cards of the details of one year. */
    async byYear(actor: Actor | null, year: number, query: DetailYearQuery): Promise<Page<ItemCardDto>> {
      assertInResultWindow(query.page, query.size);
      return searchPage(actor, { year }, query.sort, query.page, query.size);
    },

    async chronology(actor: Actor | null, query: ChronologyQuery): Promise<Page<ChronologyItemDto>> {
      assertInResultWindow(query.page, query.size);
      const rows = await details.chronology(query, query.sort, query.page, query.size, photoViewerOf(actor));
      const total = await keptTotal(counts, countKey('chronology', query), () => details.chronologyTotal(query));
      return pageAnswer(
        rows.map((row) => toChronologyItem(row, row.photos, urls)),
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
