import {
  DEFAULT_LOCALE,
  detailHeadingIn,
  type ListPagePath,
  LOCALES,
  type Locale,
  localisedPath,
  PAGE_TEXTS,
  pageDescriptionIn,
  pageTitleIn,
  productTitleIn,
  withNumber,
} from '@museum/contract';
import { NotFound } from '../../lib/errors';
import { textsIn } from '../../texts';
import type { DetailsService } from '../details/details.service';
import type { PhotosService } from '../photos/photos.service';
import type { ProductsService } from '../products/products.service';
import type { ReferenceService } from '../reference/reference.service';
import type { SearchService } from '../search/search.service';
import type { StampReads } from '../stamps/stamp-reads';
import { createFirstScreens } from './first-screens';
import { detailHead, photoHead, productHead } from './item-heads';
import type { PageHead } from './page-head';
import { siteImage } from './preview-image';
import { manufacturerHead, stampHead } from './reference-heads';
import { alternatesOf, type SiteUrls } from './site-urls';
import { websiteLd } from './structured-data/page-ld';

const ITEM = /^\/(products|details|photos|manufacturers|stamps)\/(\d{1,10})$/;
const EDIT = /^\/(products|details)\/(\d{1,10})\/edit$/;
const YEAR = /^\/details\/year\/(\d{1,4})$/;
// A specimen's dossier (ADR 089): a catalogue item's is public; an own record's and a shared one's are private.
const DOSSIER = /^\/(products|details)\/(\d{1,10})\/dossier$/;
const OWN_DOSSIER = /^\/collection\/(\d{1,10})\/dossier$/;
const SHARED_DOSSIER = /^\/collection\/shared\/[^/]+$/;
const MAX_ID = 2_147_483_647;

/** A path's language and its path in the Russian tree: `/en/products/1` is English `/products/1`. */
export function splitLocale(path: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    if (path === `/${locale}` || path === `/${locale}/`) return { locale, path: '/' };
    if (path.startsWith(`/${locale}/`)) return { locale, path: path.slice(locale.length + 1) };
  }
  return { locale: DEFAULT_LOCALE, path };
}

interface Deps {
  products: ProductsService;
  details: DetailsService;
  photos: PhotosService;
  reference: ReferenceService;
  stamps: StampReads;
  search: SearchService;
  publicUrl: string;
}

/** The head of every page the web client shows, as anonymous visitors (and crawlers) see it. */
export function createPageHeadsService({ products, details, photos, reference, stamps, search, publicUrl }: Deps) {
  const firstScreens = createFirstScreens({ photos, search });
  const sites = Object.fromEntries(
    LOCALES.map((locale) => {
      const pages = PAGE_TEXTS[locale];
      return [locale, { publicUrl, siteImage: siteImage(publicUrl, pages.siteName), locale, t: textsIn(locale), pages }];
    }),
  ) as Record<Locale, SiteUrls>;

  const plainPage = (site: SiteUrls, path: string, name: string | null, status: 200 | 404 = 200): PageHead => ({
    status,
    locale: site.locale,
    alternates: alternatesOf(publicUrl, path),
    title: pageTitleIn(site.locale, name),
    description: pageDescriptionIn(site.locale, status === 200 ? name : null),
    canonicalUrl: `${publicUrl}${localisedPath(site.locale, path)}`,
    ogType: 'website',
    image: site.siteImage,
    jsonLd: null,
    summary: null,
  });
  const notFound = (site: SiteUrls, path: string) => plainPage(site, path, site.pages.notFoundPageName, 404);

  async function itemHead(site: SiteUrls, kind: string, id: number): Promise<PageHead> {
    if (kind === 'products') return productHead(site, await products.get(null, id));
    if (kind === 'details') return detailHead(site, await details.get(null, id));
    if (kind === 'photos') return photoHead(site, await photos.get(null, id));
    if (kind === 'stamps') return stampHead(site, await stamps.page(null, id));
    return manufacturerHead(site, await reference.manufacturer(id));
  }

  /** A catalogue item's dossier, named by the item as its page is; 404 where the item is not. */
  async function dossierHead(site: SiteUrls, path: string, kind: string, id: number): Promise<PageHead> {
    const title =
      kind === 'products'
        ? await products.get(null, id).then((p) => withNumber(site.locale, productTitleIn(site.locale, p), p.number))
        : detailHeadingIn(site.locale, await details.get(null, id));
    return plainPage(site, path, site.pages.dossierPageName(title));
  }

  return {
    /**
     * The head of a path in its language (English under /en); an unknown path or a missing item
     * gives status 404. The query is read on the gallery and the search only, for their first screen.
     */
    async forPath(fullPath: string, query = new URLSearchParams()): Promise<PageHead> {
      const { locale, path } = splitLocale(fullPath);
      const site = sites[locale];
      if (path === '/') return { ...plainPage(site, '/', null), jsonLd: websiteLd(publicUrl, locale), firstScreen: firstScreens.home() };
      if (path === '/gallery')
        return { ...plainPage(site, path, site.pages.listPageNames[path]), firstScreen: await firstScreens.gallery(locale, query) };
      if (path === '/search')
        return { ...plainPage(site, path, site.pages.listPageNames[path]), firstScreen: await firstScreens.search(locale, query) };
      const listName = site.pages.listPageNames[path as ListPagePath];
      if (listName) return plainPage(site, path, listName);
      const year = YEAR.exec(path);
      if (year) return plainPage(site, path, site.pages.yearDetailsPageName(year[1] as string));
      const edit = EDIT.exec(path);
      if (edit) return plainPage(site, path, site.pages.editPageName(edit[1] === 'products' ? 'product' : 'detail', Number(edit[2])));
      if (OWN_DOSSIER.test(path)) return plainPage(site, path, site.pages.listPageNames['/collection']);
      // Whoever holds the link reads it; no search engine should (robots.txt keeps /collection out as well).
      if (SHARED_DOSSIER.test(path)) return { ...plainPage(site, path, null), noindex: true };
      const dossier = DOSSIER.exec(path);
      const item = dossier ?? ITEM.exec(path);
      const id = Number(item?.[2]);
      if (!item?.[1] || id < 1 || id > MAX_ID) return notFound(site, path);
      try {
        return await (dossier ? dossierHead(site, path, item[1], id) : itemHead(site, item[1], id));
      } catch (err) {
        if (err instanceof NotFound) return notFound(site, path);
        throw err;
      }
    },
  };
}
export type PageHeadsService = ReturnType<typeof createPageHeadsService>;
