import type { PGlite } from '@electric-sql/pglite';
import { type Logger, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { restrictDataDir } from '../lib/private-files';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * What a query runs on: the database, one of its transactions, or a savepoint inside one, on
 * either driver. Drizzle's `PgTransaction` and both drivers' databases (PGlite, node-postgres)
 * extend this `PgDatabase`, so every repository and write takes it and none needs a cast (ADR 035).
 */
export type Executor = PgDatabase<PgQueryResultHKT, Schema>;

export type DriverName = 'pglite' | 'postgres';

export interface Database {
  db: Executor;
  driver: DriverName;
  /** Answers when the database does; throws otherwise. */
  ping(): Promise<void>;
  /** PGlite only: a tarball of the data folder, to start copies from. */
  dump?(): Promise<Blob>;
  /** Runs SQL text straight on the driver, bypassing the ORM (benchmarks compare against it). */
  rawQuery(text: string, params?: unknown[]): Promise<unknown[]>;
  /** Applies the migrations in `folder` with the driver's own migrator (see `migrate`). */
  migrateFrom(folder: string): Promise<void>;
  close(): Promise<void>;
}

const ping = (db: Executor) => async () => {
  await db.execute(sql`select 1`);
};

/**
 * Postgres settings for PGlite on top of its defaults. Its buffers live in the server's own
 * memory and the files it reads stay in the OS page cache anyway: 16 MB (not Postgres' 128 MB)
 * holds the hot pages of a museum's catalogue. PGlite runs Postgres in single-user mode, where
 * the backend checkpoints by itself once `max_wal_size` of WAL is written: 64 MB (not 1 GB)
 * keeps the data folder's WAL to tens of MB (ADR 024).
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  // 16 MB (ADR 038): the WebAssembly heap never gives pages back, so every buffer once used
  // stays resident; with Postgres' own 64 MB, an index build or a vacuum does the same.
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  max_wal_size: '64MB',
  min_wal_size: '32MB',
};

/**
 * Opens PGlite in a folder (or in memory when `dataDir` is undefined), optionally starting
 * from a dump of another PGlite's data folder. PGlite runs on a thread of its own (ADR 024):
 * a slow statement never holds the server's event loop.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: {
    loadDataDir?: Blob;
    logger?: Logger;
    template?: string;
    /** Its thread stays after `close()` for the process's next database (the tests' one per file, ADR 077). */
    keepThread?: boolean;
  } = {},
): Promise<Database> {
  const [{ startPgliteThread }, { drizzle: drizzlePglite }, { templateFor }] = await Promise.all([
    import('./pglite-thread'),
    import('drizzle-orm/pglite'),
    import('./pglite-template'),
  ]);
  // A new folder starts from the data-folder template (`template`: its path) when one was made
  // (ADR 038), instead of running initdb in this process.
  const template = options.template && dataDir && !options.loadDataDir ? templateFor(dataDir, options.template) : undefined;
  const unpack = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : template;
  const client = await startPgliteThread({ dataDir, loadDataDir: unpack, settings: PGLITE_SETTINGS, kept: options.keepThread });
  // PGlite writes an unpacked tarball's files with the modes inside it (0666), past the process's
  // umask: they are closed now, not at the next start (the admin CLI's first run has no next start).
  if (dataDir && unpack) await restrictDataDir(dataDir);
  // Drizzle's PGlite driver calls only `query` and `transaction`, which the thread's client offers.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, logger: options.logger });
  return {
    db,
    driver: 'pglite',
    ping: () => client.ping(),
    close: () => client.close(),
    dump: () => client.dumpDataDir(),
    rawQuery: async (text, params) => (await client.query(text, params)).rows,
    // Imported only when used: PGlite's migrator module alone costs ~40 MB.
    migrateFrom: async (folder) => (await import('drizzle-orm/pglite/migrator')).migrate(db, { migrationsFolder: folder }),
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /** Longest wait for a connection, new or from the pool, before the query fails (0: forever). */
  connectTimeoutMs?: number;
  /**
   * Longest a statement may run: the server cancels it (statement_timeout), and the client gives
   * up a little later should the server itself be frozen and never answer (0: no limit).
   */
  statementTimeoutMs?: number;
  logger?: Logger;
}

/** Connects a pool to a PostgreSQL server. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const statementTimeout = options.statementTimeoutMs ?? 0;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
    // The server's own limit cancels a slow statement cleanly; the client's, a second later,
    // covers a server that is frozen (SIGSTOP, a hung VM) and would never say anything.
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + 1_000 } : {}),
    // A connection through a dead network path is noticed instead of kept forever.
    keepAlive: true,
    // The app's statements are short OLTP reads: at 1 000 000 rows the planner's cost crosses
    // jit_above_cost on counts and compiles them (30+ ms per request) for no gain (ADR 022).
    options: '-c jit=off',
  });
  // A connection the server closes (a restart, a failover, pg_terminate_backend) emits 'error'.
  // The pool listens on idle connections only; a checked-out one (between two statements of a
  // transaction) would throw it as an uncaught exception and end the process. The query that
  // uses the connection fails on its own and the pool drops it, so hearing the event is enough.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  });
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  // Fail fast when the server can't be reached, instead of on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg({ client: pool, schema, logger: options.logger });
  return {
    db,
    driver: 'postgres',
    ping: ping(db),
    close: () => pool.end(),
    rawQuery: async (text, params) => (await pool.query(text, params as unknown[])).rows,
    migrateFrom: async (folder) => (await import('drizzle-orm/node-postgres/migrator')).migrate(db, { migrationsFolder: folder }),
  };
}
