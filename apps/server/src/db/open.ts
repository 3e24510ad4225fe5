import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { lockDataDir } from '../lib/data-dir-lock';
import { type Database, openPglite, openPostgres } from './client';
import { migrate } from './migrate';
import { withMigrationLock } from './migration-lock';
import { pgliteFolderIsNew, pgliteTemplatePath } from './pglite-template';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR
 * under an exclusive lock) and applies pending migrations. Every entry point starts here.
 */
export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    // Migrations run on a connection of their own without the statement timeout: building an
    // index on a big table may take longer than any request should.
    // Under an advisory lock: servers started together take turns (ADR 034).
    const url = config.databaseUrl;
    await withMigrationLock(url, config.dbConnectTimeoutMs, async () => {
      const migrator = await openPostgres(url, { poolSize: 1, connectTimeoutMs: config.dbConnectTimeoutMs });
      try {
        await migrate(migrator);
      } finally {
        await migrator.close();
      }
    });
    return openPostgres(config.databaseUrl, {
      poolSize: config.dbPoolSize,
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
    });
  }
  const release = await lockDataDir(config.dataDir);
  try {
    const folder = pgliteFolder(config);
    const template = pgliteTemplatePath();
    if (pgliteFolderIsNew(folder)) sayHowFolderIsMade(template);
    const database = await openPglite(folder, { template });
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

/** A new folder starts from the install's template when the build made one (ADR 038), else from initdb here. */
function sayHowFolderIsMade(template: string) {
  if (existsSync(template)) console.log(`New PGlite data folder: from the install's template ${template}`);
  else console.warn(`New PGlite data folder: no template at ${template} (\`npm run build\` makes it), so initdb runs here`);
}

const pgliteFolder = (config: Config) => path.join(config.dataDir, 'pglite');

/** True when the configured database is PGlite and its folder was never made: nothing is stored yet. */
export const databaseIsNew = (config: Config): boolean => !config.databaseUrl && pgliteFolderIsNew(pgliteFolder(config));
