import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type ExtractTablesWithRelations, type Logger, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every repository takes: the same type for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DriverName;
  /** Answers when the database does; throws otherwise. */
  ping(): Promise<void>;
  /** PGlite only: a tarball of the data folder, to start copies from. */
  dump?(): Promise<Blob>;
  /** Runs SQL text straight on the driver, bypassing the ORM (benchmarks compare against it). */
  rawQuery(text: string, params?: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
}

const ping = (db: Db) => async () => {
  await db.execute(sql`select 1`);
};

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Opens PGlite in a folder (or in memory when `dataDir` is undefined), optionally starting
 * from a dump of another PGlite's data folder.
 */
export async function openPglite(dataDir: string | undefined, options: { loadDataDir?: Blob; logger?: Logger } = {}): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: { unaccent, pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite({ client, schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    ping: ping(db),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    rawQuery: async (text, params) => (await client.query(text, params)).rows,
  };
}

/** Connects a pool to a PostgreSQL server. */
export async function openPostgres(url: string, options: { poolSize?: number; logger?: Logger } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // Fail fast when the server can't be reached, instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg({ client: pool, schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    ping: ping(db),
    close: () => pool.end(),
    rawQuery: async (text, params) => (await pool.query(text, params as unknown[])).rows,
  };
}
