import { Readable } from 'node:stream';
import { LOCALES } from '@museum/contract';
import type { CatalogueVersionRepository } from '../catalogue/catalogue-version.repository';
import { SITEMAP_PAGES } from './page-kinds';
import { alternatesOf } from './site-urls';
import { SITEMAP_KINDS, type SitemapChunk, type SitemapKind, type SitemapRepository } from './sitemap.repository';

// The kinds of child sitemaps, for the routes (which do not reach past the service).
export { SITEMAP_KINDS, type SitemapKind } from './sitemap.repository';

/** Rows fetched per query while a child sitemap streams out. */
const BATCH = 5000;

const ITEM_PATH: Record<SitemapKind, string> = {
  products: '/products/',
  details: '/details/',
  photos: '/photos/',
  manufacturers: '/manufacturers/',
  stamps: '/stamps/',
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const URLSET_NS = `${NS} xmlns:xhtml="http://www.w3.org/1999/xhtml"`;

/** What the sitemap index lists, for one catalogue version. */
interface SitemapIndex {
  version: string;
  chunks: Record<SitemapKind, SitemapChunk[]>;
  /** The newest change of anything: the list pages' lastmod. */
  lastmod: string | null;
}

/**
 * sitemap.xml: an index of child sitemaps (the list pages, then every product, detail, photo and
 * manufacturer page in id ranges of at most `pageSize` URLs). Each page is listed in every
 * language (Russian at the root, English under /en), each entry naming all of them as hreflang
 * alternates, so a child holds `pageSize / languages` items. The index is computed once per
 * catalogue version; children stream from the database in batches, never whole in memory.
 */
export function createSitemapService(deps: {
  sitemap: SitemapRepository;
  versions: CatalogueVersionRepository;
  publicUrl: string;
  pageSize: number;
}) {
  const { sitemap, versions, publicUrl } = deps;
  // Every item is a URL per language, and a child sitemap holds at most `pageSize` URLs.
  const pageSize = Math.max(1, Math.floor(deps.pageSize / LOCALES.length));
  let cached: Promise<SitemapIndex> | null = null;

  async function computeIndex(version: string): Promise<SitemapIndex> {
    const lists = await Promise.all(SITEMAP_KINDS.map((kind) => sitemap.chunks(kind, pageSize)));
    const chunks = Object.fromEntries(SITEMAP_KINDS.map((kind, i) => [kind, lists[i] ?? []])) as Record<SitemapKind, SitemapChunk[]>;
    const dates = lists.flat().map((c) => c.lastmod);
    return { version, chunks, lastmod: dates.length > 0 ? dates.reduce((a, b) => (a > b ? a : b)) : null };
  }

  async function indexAt(version: string): Promise<SitemapIndex> {
    const current = cached ? await cached.catch(() => null) : null;
    if (current?.version === version) return current;
    cached = computeIndex(version);
    return cached;
  }

  const lastmodTag = (lastmod: string | null) => (lastmod ? `<lastmod>${lastmod}</lastmod>` : '');

  /** A page's `<url>` entry in each language, each naming every language's URL (and Russian as x-default). */
  function urlEntries(path: string, lastmod: string | null): string {
    const alternates = alternatesOf(publicUrl, path);
    const links = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${alternates[locale]}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${alternates.ru}"/>`,
    ].join('');
    return LOCALES.map((locale) => `<url><loc>${alternates[locale]}</loc>${lastmodTag(lastmod)}${links}</url>\n`).join('');
  }

  async function* childXml(kind: SitemapKind, page: number): AsyncGenerator<string> {
    yield `${XML_HEAD}<urlset ${URLSET_NS}>\n`;
    let afterId = 0;
    for (;;) {
      const rows = await sitemap.rows(kind, page, pageSize, afterId, BATCH);
      if (rows.length > 0) {
        yield rows.map((r) => urlEntries(`${ITEM_PATH[kind]}${r.id}`, r.lastmod)).join('');
      }
      if (rows.length < BATCH) break;
      afterId = rows[rows.length - 1]?.id ?? afterId;
    }
    yield '</urlset>\n';
  }

  return {
    /** The catalogue version: the ETag of every sitemap answer. */
    version: () => versions.current(),

    async indexXml(version: string): Promise<string> {
      const index = await indexAt(version);
      const entries = [`<sitemap><loc>${publicUrl}/sitemaps/pages.xml</loc>${lastmodTag(index.lastmod)}</sitemap>`];
      for (const kind of SITEMAP_KINDS) {
        for (const chunk of index.chunks[kind]) {
          entries.push(`<sitemap><loc>${publicUrl}/sitemaps/${kind}-${chunk.page + 1}.xml</loc>${lastmodTag(chunk.lastmod)}</sitemap>`);
        }
      }
      return `${XML_HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
    },

    async pagesXml(version: string): Promise<string> {
      const { lastmod } = await indexAt(version);
      const urls = SITEMAP_PAGES.map((p) => urlEntries(p, lastmod));
      return `${XML_HEAD}<urlset ${URLSET_NS}>\n${urls.join('')}</urlset>\n`;
    },

    /** A child sitemap as a stream, or null when the index lists no such child. `number` counts from 1. */
    async child(version: string, kind: SitemapKind, number: number): Promise<Readable | null> {
      const index = await indexAt(version);
      if (!index.chunks[kind].some((c) => c.page === number - 1)) return null;
      return Readable.from(childXml(kind, number - 1));
    },
  };
}
export type SitemapService = ReturnType<typeof createSitemapService>;
