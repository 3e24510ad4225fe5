import {
  FIRST_SCREEN_PHOTOS,
  FIRST_SCREEN_TEXTS,
  type ItemCardDto,
  type Locale,
  localisedPath,
  nameIn,
  PAGE_TEXTS,
  PhotoPageQuery,
  SEARCH_DEFAULT_SIZE,
  SearchAllQuery,
  showsEnglishContent,
  typedName,
} from '@museum/contract';
import { DomainError } from '../../lib/errors';
import type { PhotosService } from '../photos/photos.service';
import type { SearchService } from '../search/search.service';
import type { FirstScreen, FirstScreenHit } from './page-head';
import { SUMMARY_SIZES, summaryPicture } from './summary-picture';

/** The address parameters a first screen reads; with any other (a filter, a sort) the page shows its heading alone. */
const GALLERY_KEYS = new Set(['page', 'size']);
const SEARCH_KEYS = new Set(['q', 'page', 'size']);

/** The address's parameters, the first value of each as the web reads them; null when one is not for this page. */
function paramsOf(query: URLSearchParams, known: ReadonlySet<string>): Record<string, string> | null {
  const values: Record<string, string> = {};
  for (const [key, value] of query) {
    if (!known.has(key)) return null;
    values[key] ??= value;
  }
  return values;
}

/** A read the address makes impossible (a page past the result window): the page's heading alone, never a 5xx. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof DomainError) return null;
    throw err;
  }
}

interface Deps {
  photos: PhotosService;
  search: SearchService;
}

/** The first screens of the list pages as anonymous visitors (and crawlers) see them, in the page's language. */
export function createFirstScreens({ photos, search }: Deps) {
  const hit = (locale: Locale, item: ItemCardDto): FirstScreenHit => {
    const t = FIRST_SCREEN_TEXTS[locale];
    const detail = item.kind === 'detail';
    // As the web's `cardTitle` and `shownDescription` (apps/web/src/lib/item-english.ts): English when the item has it.
    const english = showsEnglishContent(locale);
    // A part without a name of its own is called by its type, in English where the type has an English name.
    const entered = detail ? (!item.name && item.type ? nameIn(locale, item.type) : typedName(item.type?.name, item.name)) : item.name;
    const title = (english && item.nameEn) || entered || t.noName;
    const text = (english && item.descriptionEn) || item.description;
    return {
      href: localisedPath(locale, `/${detail ? 'details' : 'products'}/${item.id}`),
      title,
      kind: detail ? t.resultDetail : t.resultProduct,
      text: text || null,
    };
  };

  return {
    home: (): FirstScreen => ({ kind: 'home' }),

    /** The gallery's page of photos, unfiltered, as the web asks for it (`page`, `size`). */
    async gallery(locale: Locale, query: URLSearchParams): Promise<FirstScreen> {
      const t = FIRST_SCREEN_TEXTS[locale];
      const heading = PAGE_TEXTS[locale].listPageNames['/gallery'];
      const params = paramsOf(query, GALLERY_KEYS);
      const parsed = params && PhotoPageQuery.safeParse(params);
      const page = parsed?.success ? await orNull(() => photos.page(null, parsed.data)) : null;
      if (!page) return { kind: 'gallery', heading, tiles: null };
      const tiles = page.content.map((photo, i) => ({
        href: localisedPath(locale, `/photos/${photo.id}`),
        caption: t.galleryTile(photo.id),
        // Before its sizes are derived a tile shows the thumbnail, as the web's grid does.
        picture: summaryPicture({ url: photo.thumbnailUrl, image: photo.image }, '', SUMMARY_SIZES.photoGrid, i < FIRST_SCREEN_PHOTOS),
      }));
      return { kind: 'gallery', heading, tiles };
    },

    /** A search's first results, products then details, as the web shows `?q=` (20 a page, newest first). */
    async search(locale: Locale, query: URLSearchParams): Promise<FirstScreen> {
      const t = FIRST_SCREEN_TEXTS[locale];
      const heading = PAGE_TEXTS[locale].listPageNames['/search'];
      const params = paramsOf(query, SEARCH_KEYS);
      const parsed = params && SearchAllQuery.safeParse({ size: SEARCH_DEFAULT_SIZE, ...params, q: params.q?.trim() ?? '' });
      const answer = parsed?.success ? await orNull(() => search.all(null, parsed.data)) : null;
      if (!answer) return { kind: 'search', heading, sections: null };
      const hits = (kind: ItemCardDto['kind']) => answer.content.filter((item) => item.kind === kind).map((item) => hit(locale, item));
      const sections = [
        { title: t.productsSection, hits: hits('product') },
        { title: t.detailsSection, hits: hits('detail') },
      ].filter((section) => section.hits.length > 0);
      return { kind: 'search', heading, sections };
    },
  };
}
export type FirstScreens = ReturnType<typeof createFirstScreens>;
