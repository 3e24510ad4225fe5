import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { type Database, openPglite, openPostgres } from './client';
import { migrate } from './migrate';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR
 * under an exclusive lock) and applies pending migrations. Every entry point starts here.
 */
export async function openDatabase(config: Config, { waitForStaleLock = false } = {}): Promise<Database> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    await migrate(database);
    return database;
  }
  const release = await lockDataDir(config.dataDir, { waitForStale: waitForStaleLock });
  try {
    const database = await openPglite(path.join(config.dataDir, 'pglite'));
    await migrate(database);
    return {
      ...database,
      async close() {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
