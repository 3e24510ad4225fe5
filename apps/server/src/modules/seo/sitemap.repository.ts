import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';

export type SitemapKind = 'products' | 'details' | 'photos' | 'manufacturers';
export const SITEMAP_KINDS: SitemapKind[] = ['products', 'details', 'photos', 'manufacturers'];

/** Which rows have a public page, and when each last changed (constant SQL, never user input). */
const SOURCES: Record<SitemapKind, { table: SQL; lastmod: SQL; where: SQL }> = {
  products: { table: sql.raw('products'), lastmod: sql.raw('updated_at'), where: sql`true` },
  details: { table: sql.raw('details'), lastmod: sql.raw('updated_at'), where: sql`true` },
  // An unpublished photo is a 404 to anonymous visitors: not in the sitemap.
  photos: { table: sql.raw('photos'), lastmod: sql.raw('uploaded_at'), where: sql`published` },
  manufacturers: { table: sql.raw('manufacturers'), lastmod: sql.raw('updated_at'), where: sql`true` },
};

const w3c = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A child sitemap: the rows with ids in (page·size, (page+1)·size]. */
export interface SitemapChunk {
  page: number;
  urls: number;
  lastmod: string;
}

export interface SitemapRow {
  id: number;
  lastmod: string;
}

/**
 * Child sitemaps are id ranges: a range never holds more than `size` rows, each child is read
 * with an index range scan however deep it is, and only ranges with rows are listed.
 */
export function createSitemapRepository(db: Executor) {
  return {
    async chunks(kind: SitemapKind, size: number): Promise<SitemapChunk[]> {
      const s = SOURCES[kind];
      return queryRows<SitemapChunk>(
        db,
        sql`select ((id - 1) / ${size})::int as page, count(*)::int as urls, ${w3c(sql`max(${s.lastmod})`)} as lastmod
            from ${s.table} where ${s.where} group by 1 order by 1`,
      );
    },

    /** Up to `limit` rows of a child sitemap after `afterId`, by id. */
    async rows(kind: SitemapKind, page: number, size: number, afterId: number, limit: number): Promise<SitemapRow[]> {
      const s = SOURCES[kind];
      const first = Math.max(afterId, page * size);
      return queryRows<SitemapRow>(
        db,
        sql`select id, ${w3c(s.lastmod)} as lastmod from ${s.table}
            where ${s.where} and id > ${first} and id <= ${(page + 1) * size} order by id limit ${limit}`,
      );
    },
  };
}
export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
