import { editPageName, LIST_PAGE_NAMES, NOT_FOUND_PAGE_NAME, pageTitle, SITE_NAME, yearDetailsPageName } from '@museum/contract';
import { NotFound } from '../../lib/errors';
import type { DetailsService } from '../details/details.service';
import type { PhotosService } from '../photos/photos.service';
import type { ProductsService } from '../products/products.service';
import type { ReferenceService } from '../reference/reference.service';
import type { StampReads } from '../stamps/stamp-reads';
import { detailHead, manufacturerHead, photoHead, productHead, type SiteUrls, stampHead } from './item-heads';
import type { PageHead } from './page-head';
import { siteImage } from './preview-image';

const SITE_DESCRIPTION =
  'Онлайн-каталог тульского пулемёта «Максим» и станков к нему: изделия, детали, клейма, фотографии, год выпуска по номеру.';

const ITEM = /^\/(products|details|photos|manufacturers|stamps)\/(\d{1,10})$/;
const EDIT = /^\/(products|details)\/(\d{1,10})\/edit$/;
const YEAR = /^\/details\/year\/(\d{1,4})$/;
const MAX_ID = 2_147_483_647;

interface Deps {
  products: ProductsService;
  details: DetailsService;
  photos: PhotosService;
  reference: ReferenceService;
  stamps: StampReads;
  publicUrl: string;
}

/** The head of every page the web client shows, as anonymous visitors (and crawlers) see it. */
export function createPageHeadsService({ products, details, photos, reference, stamps, publicUrl }: Deps) {
  const site: SiteUrls = { publicUrl, siteImage: siteImage(publicUrl, SITE_NAME) };

  const plainPage = (path: string, name: string | null, status: 200 | 404 = 200): PageHead => ({
    status,
    title: pageTitle(name),
    description: name && status === 200 ? `${name}. ${SITE_DESCRIPTION}` : SITE_DESCRIPTION,
    canonicalUrl: `${publicUrl}${path}`,
    ogType: 'website',
    image: site.siteImage,
    jsonLd: null,
    summary: null,
  });
  const notFound = (path: string) => plainPage(path, NOT_FOUND_PAGE_NAME, 404);

  async function itemHead(kind: string, id: number): Promise<PageHead> {
    if (kind === 'products') return productHead(site, await products.get(null, id));
    if (kind === 'details') return detailHead(site, await details.get(null, id));
    if (kind === 'photos') return photoHead(site, await photos.get(null, id));
    if (kind === 'stamps') return stampHead(site, await stamps.page(null, id));
    return manufacturerHead(site, await reference.manufacturer(id));
  }

  return {
    /** The head of a path (without query); an unknown path or a missing item gives status 404. */
    async forPath(path: string): Promise<PageHead> {
      if (path === '/') return plainPage('/', null);
      const listName = LIST_PAGE_NAMES[path];
      if (listName) return plainPage(path, listName);
      const year = YEAR.exec(path);
      if (year) return plainPage(path, yearDetailsPageName(year[1] as string));
      const edit = EDIT.exec(path);
      if (edit) return plainPage(path, editPageName(edit[1] === 'products' ? 'product' : 'detail', Number(edit[2])));
      const item = ITEM.exec(path);
      const id = Number(item?.[2]);
      if (!item?.[1] || id < 1 || id > MAX_ID) return notFound(path);
      try {
        return await itemHead(item[1], id);
      } catch (err) {
        if (err instanceof NotFound) return notFound(path);
        throw err;
      }
    },
  };
}
export type PageHeadsService = ReturnType<typeof createPageHeadsService>;
