import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the committed migrations that the database has not seen yet; safe to run on every start.
 * `folder` is for the migration tests, which bring a database to an older state first.
 */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  // Each driver's migrator is imported only when used: PGlite's module alone costs ~40 MB.
  if (database.driver === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  }
}
