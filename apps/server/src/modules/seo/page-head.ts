import type { Locale } from '@museum/contract';
import type { PreviewImage } from './preview-image';
import type { MetaTag } from './structured-data/citation-meta';
import type { SummaryPicture } from './summary-picture';

/** One fact line of an item's plain HTML summary. */
export interface SummaryFact {
  label: string;
  value: string;
}

/** What the server renders of a page before any script runs: for crawlers, link previews, no-JS visitors. */
export interface PageHead {
  status: 200 | 404;
  /** The page's language: `<html lang>`, og:locale. */
  locale: Locale;
  /** The absolute URLs of the page in each language (hreflang alternates; Russian is also x-default). */
  alternates: Readonly<Record<Locale, string>>;
  /** The whole `<title>`. */
  title: string;
  description: string;
  /** Absolute URL, in the page's language. */
  canonicalUrl: string;
  ogType: 'website' | 'article' | 'profile';
  /** The link-preview image (og:image). */
  image: PreviewImage;
  /** The item's IIIF manifest (absolute), linked as an alternate for viewers and harvesters; on item pages with photos only. */
  iiifManifest?: string;
  /** Reference-manager meta (`citation_*`, `DC.*`), on item and photo pages. */
  meta?: MetaTag[];
  /** A schema.org JSON-LD object: the page's main entity (the site on the home page). */
  jsonLd: Record<string, unknown> | null;
  /** A plain HTML summary of the item inside the root element; null on list pages. */
  summary: PageSummary | null;
}

export interface PageSummary {
  heading: string;
  facts: SummaryFact[];
  text: string | null;
  photo: SummaryPicture | null;
}
