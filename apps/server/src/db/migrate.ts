import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the committed migrations that the database has not seen yet; safe to run on every start.
 * `folder` is for the migration tests, which bring a database to an older state first.
 */
export async function migrate(database: Database, folder = migrationsFolder): Promise<void> {
  await database.migrateFrom(folder);
}
