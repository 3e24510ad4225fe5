import path from 'node:path';
import { type Database, openPglite, openPostgres } from '@museum/server/db/client';
import { migrate } from '@museum/server/db/migrate';
import type { createCapture } from './direct-sql';
import type { RunOptions } from './run-options';
import { round } from './stats';

/** Opens and migrates the bench database; answers whether it already holds a catalogue of this scale. */
export async function openBenchDatabase(
  { databaseUrl, reuse }: RunOptions,
  dataDir: string,
  logger: ReturnType<typeof createCapture>,
  details: number,
) {
  const database = databaseUrl ? await openPostgres(databaseUrl, { logger }) : await openPglite(path.join(dataDir, 'pglite'), { logger });
  await migrate(database);
  const [row] = (await database.rawQuery('select count(*)::int as n from details')) as { n: number }[];
  const existing = row?.n ?? 0;
  if (existing > 0 && !(reuse && existing === details))
    throw new Error('The bench needs an empty database (it generates its own catalogue), or --reuse with one of the same scale.');
  return { database, generated: existing > 0 };
}

/** The database's size on disk (PostgreSQL) or the PGlite folder's, in MB. */
export async function databaseSize(database: Database): Promise<string> {
  const [row] = (await database.rawQuery('select pg_database_size(current_database())::float8 / 1048576 as mb')) as { mb: number }[];
  return `${round(row?.mb ?? 0, 1)} MB`;
}
