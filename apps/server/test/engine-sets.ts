// Which integration test files run on which database engine (ADR 077). Read by vitest.config.ts
// (relative imports only: vitest loads its config without the workspace's TypeScript resolution).
//
// With a PostgreSQL server (TEST_DATABASE_URL, as `npm test` and CI start one), every integration
// file runs on PostgreSQL, and PGlite runs the driver-conformance set below plus the files that
// start engines or servers of their own. Without one, every file runs on PGlite.

/**
 * Files that bring their own engine or server (spawned processes, a throwaway PostgreSQL, the
 * PGlite thread and data folder itself): they run once, in the PGlite project, and skip
 * themselves on PostgreSQL.
 */
export const RUN_ONCE = [
  'test/process/**',
  'test/cluster/**',
  'test/pglite-thread.int.test.ts',
  'test/pglite-maintenance.int.test.ts',
  'test/search-backfill.int.test.ts',
  'test/reliability/backup-cli.int.test.ts',
  'test/reliability/data-dir-lock.int.test.ts',
  'test/reliability/postgres-outage.int.test.ts',
  'test/reliability/shutdown.int.test.ts',
  'test/research/catalogue-cli.int.test.ts',
] as const;

/**
 * The driver-conformance set: every file that reaches what differs between PGlite and
 * node-postgres, run on both. The two drivers share Drizzle's query builder and one schema; what
 * differs is the driver's own code (client.ts, the PGlite thread, outage errors), the raw
 * statements whose rows each driver parses itself (src/db/raw-sql.ts: each name is reached by at
 * least one file here, noted beside it), transactions and locks (one PGlite connection against a
 * pool), cursors, dumps and plans.
 */
export const DRIVER_CONFORMANCE = [
  // Migrations and the schema (migrations-applied).
  'test/migrations.int.test.ts',
  'test/foundation.int.test.ts',
  // Plans and counts (count-sources, item-cards, gallery-matches).
  'test/search.int.test.ts',
  'test/search-all.int.test.ts',
  'test/search-orders.int.test.ts',
  'test/search-plans.int.test.ts',
  'test/bounded-counts.int.test.ts',
  'test/totals-accuracy.int.test.ts',
  'test/statements-per-page.int.test.ts',
  'test/photos-read.int.test.ts',
  'test/dating.int.test.ts',
  // The number rule's SQL spelling: regular expressions and lower case of each engine (ADR 078).
  'test/number-rule.int.test.ts',
  // The search variants' regular expressions over the joined words, old against new (ADR 094).
  'test/search-variants.int.test.ts',
  // Transactions, locks and the published version (catalogue-version-bump, product-ancestor).
  'test/catalogue-version.int.test.ts',
  'test/writes/items.int.test.ts',
  'test/writes/moderation.int.test.ts',
  'test/writes/write-limits.int.test.ts',
  // A collector's own records (ADR 084): numeric and date columns each driver parses itself, the
  // owner's row locked against the per-account limit.
  'test/collection.int.test.ts',
  // A collector's own import (ADR 092): ids reserved from the sequence, the owner's row and records
  // locked for the write, numeric and date columns read back by each driver in the round trip.
  'test/collection-import.int.test.ts',
  'test/collection-import-round-trip.int.test.ts',
  // A share link's chosen fields are a text[] column, read by each driver (ADR 089).
  'test/collection-share.int.test.ts',
  'test/import-decisions.int.test.ts',
  'test/imports.int.test.ts',
  // The demo catalogue's load (catalogue-is-empty).
  'test/demo-data.int.test.ts',
  // Outages, the pool and the health answer.
  'test/postgres-pool.int.test.ts',
  'test/health-live.int.test.ts',
  'test/reliability/database-gone.int.test.ts',
  'test/reliability/disk-trouble.int.test.ts',
  // Cursors and dumps (backup-*, dump-fetch, table-rows, inserted-columns).
  'test/reliability/backup-restore.int.test.ts',
  'test/research/catalogue-dump.int.test.ts',
  'test/research/export-stream.int.test.ts',
  'test/storage/s3-backup-restore.int.test.ts',
] as const;
