import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core';

/**
 * The version of the published catalogue: at most one row (none until the first change), moved
 * on by database triggers (migration 0008) when a transaction changes a row anonymous visitors can see, and only then. A row, not a
 * sequence: its new value becomes visible when the write commits, never before, so a reader that
 * sees the new version also sees the new rows (ADR 023). Read caches key their entries by it.
 */
export const cataloguePublishedVersion = pgTable(
  'catalogue_published_version',
  {
    /** Always true: the table holds at most one row. */
    singleton: boolean('singleton').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_published_version_singleton', sql`${t.singleton}`)],
);
