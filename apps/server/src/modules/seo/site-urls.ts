import { DEFAULT_LOCALE, LOCALES, type Locale, localisedPath, type PageTexts } from '@museum/contract';
import { absoluteOn } from '../../lib/storage';
import type { ServerTexts } from '../../texts';
import type { PreviewImage } from './preview-image';

/** Where absolute URLs start, which image previews a page without photos, and the language of the page. */
export interface SiteUrls {
  publicUrl: string;
  siteImage: PreviewImage;
  locale: Locale;
  /** The server's texts and the page names in the page's language. */
  t: ServerTexts;
  pages: PageTexts;
}

/** A file's absolute URL (the same in every language). */
export const absolute = (site: SiteUrls, path: string) => absoluteOn(site.publicUrl, path);

/**
 * What a page describes, as one JSON-LD node in every language (issue 52): its `@id` is the page's
 * address in the default language, the same on `/products/1` and `/en/products/1`, while `url` is
 * the page's own.
 */
export const entityId = (site: SiteUrls, path: string) => absolute(site, localisedPath(DEFAULT_LOCALE, path));

/** A page's absolute URL in the page's language. */
export const pageUrl = (site: SiteUrls, path: string) => absolute(site, localisedPath(site.locale, path));

/** A page's absolute URL in each language. */
export const alternatesOf = (publicUrl: string, path: string): Record<Locale, string> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, absoluteOn(publicUrl, localisedPath(locale, path))])) as Record<Locale, string>;
