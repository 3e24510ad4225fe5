import { and, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { details, manufacturers, photos, products, stamps } from '../../db/schema';

export type SitemapKind = 'products' | 'details' | 'photos' | 'manufacturers' | 'stamps';
export const SITEMAP_KINDS: SitemapKind[] = ['products', 'details', 'photos', 'manufacturers', 'stamps'];

/** Which rows have a public page, and when each last changed (constant SQL, never user input). */
const SOURCES: Record<SitemapKind, { table: PgTable; id: AnyPgColumn<{ data: number; notNull: true }>; lastmod: PgColumn; where?: SQL }> = {
  products: { table: products, id: products.id, lastmod: products.updatedAt },
  details: { table: details, id: details.id, lastmod: details.updatedAt },
  // An unpublished photo is a 404 to anonymous visitors: not in the sitemap.
  photos: { table: photos, id: photos.id, lastmod: photos.uploadedAt, where: sql`${photos.published}` },
  manufacturers: { table: manufacturers, id: manufacturers.id, lastmod: manufacturers.updatedAt },
  stamps: { table: stamps, id: stamps.id, lastmod: stamps.updatedAt },
};

const w3c = (value: PgColumn | SQL) => sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Child sitemaps are id ranges: a range never holds more than `size` rows, each child is read
 * with an index range scan however deep it is, and only ranges with rows are listed.
 */
export function createSitemapRepository(db: Executor) {
  return {
    /** The child sitemaps: the pages of ids in (page·size, (page+1)·size] that have rows. */
    chunks(kind: SitemapKind, size: number) {
      const s = SOURCES[kind];
      return db
        .select({
          page: sql<number>`((${s.id} - 1) / ${size})::int`,
          urls: sql<number>`count(*)::int`,
          lastmod: w3c(sql`max(${s.lastmod})`),
        })
        .from(s.table)
        .where(s.where)
        .groupBy(sql`1`)
        .orderBy(sql`1`);
    },

    /** Up to `limit` rows of a child sitemap after `afterId`, by id. */
    rows(kind: SitemapKind, page: number, size: number, afterId: number, limit: number) {
      const s = SOURCES[kind];
      const first = Math.max(afterId, page * size);
      return db
        .select({ id: s.id, lastmod: w3c(s.lastmod) })
        .from(s.table)
        .where(and(s.where, gt(s.id, first), lte(s.id, (page + 1) * size)))
        .orderBy(s.id)
        .limit(limit);
    },
  };
}
export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
/** A child sitemap: its page of ids, how many rows it has and when the latest of them changed. */
export type SitemapChunk = Awaited<ReturnType<SitemapRepository['chunks']>>[number];
export type SitemapRow = Awaited<ReturnType<SitemapRepository['rows']>>[number];
