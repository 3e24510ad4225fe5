import pg from 'pg';

/**
 * The advisory lock key every server process takes around its migrations: any fixed number,
 * the same in every process of one catalogue ("museum" in ASCII).
 */
export const MIGRATION_LOCK_KEY = 0x6d757365756d;

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock on a connection of its own, so servers
 * started together on one database (ADR 034) migrate one after another: the second waits, then
 * finds nothing left to do, instead of racing the first to create the same tables and failing.
 * The lock belongs to the session, so a process that dies mid-way releases it with its connection.
 */
export async function withMigrationLock<T>(url: string, connectTimeoutMs: number, migrate: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  holder.on('error', () => {});
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    return await migrate();
  } finally {
    await holder.end().catch(() => {});
  }
}
