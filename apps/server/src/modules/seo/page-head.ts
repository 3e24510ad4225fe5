import type { ItemJsonLdDto, Locale } from '@museum/contract';
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
  /** Kept out of search engines whatever its status (a shared dossier, ADR 089); a 404 always is. */
  noindex?: boolean;
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
  jsonLd: ItemJsonLdDto | null;
  /** A plain HTML summary of the item inside the root element; null on list pages. */
  summary: PageSummary | null;
  /** The first screen of the home page, the gallery or a search, inside the root element (ADR 073). */
  firstScreen?: FirstScreen;
}

/** A gallery tile of the first screen: the photo as the web's grid draws it, linking to its page. */
export interface FirstScreenTile {
  href: string;
  caption: string;
  picture: SummaryPicture;
}

/** A search result of the first screen: its title, linking to its page, its kind and its excerpt. */
export interface FirstScreenHit {
  href: string;
  title: string;
  kind: string;
  text: string | null;
}

/**
 * What the app shows first on a page that is not one item, for the browser to paint before the app
 * and for crawlers: the home page's hero and about block; the gallery's first page of photos; a
 * search's first results in their sections (`tiles` or `sections` null when the address is not read
 * here, a filter or a page past the end, the heading alone then).
 */
export type FirstScreen =
  | { kind: 'home' }
  | { kind: 'gallery'; heading: string; tiles: FirstScreenTile[] | null }
  | { kind: 'search'; heading: string; sections: { title: string; hits: FirstScreenHit[] }[] | null };

export interface PageSummary {
  heading: string;
  facts: SummaryFact[];
  text: string | null;
  photo: SummaryPicture | null;
}
