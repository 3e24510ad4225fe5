import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rawRows, scalar } from './raw-sql';

/**
 * What autovacuum does on a PostgreSQL server, for PGlite, which has none: without statistics
 * the planner can't tell a rare word from a common one, and picks slow plans for searches.
 * `vacuum analyze` once, at once, in the background: the server is already answering (PGlite
 * runs on its own thread, ADR 024), one table at a time so statements queued meanwhile run
 * between tables. Then `analyze` (a sample, quick) every `intervalMs` when the catalogue has
 * changed since (`versions.current()`: the catalogue version, ADR 023). A PostgreSQL server
 * does this itself: nothing to do there. Returns the stop.
 */
export function startPgliteMaintenance(
  database: Database,
  versions: { current(): Promise<string> },
  { intervalMs = 10 * 60_000, log = (_message: string) => {} } = {},
): () => void {
  if (database.driver !== 'pglite') return () => {};
  let analysedAt: string | undefined;
  const round = async () => {
    // Read before the work: a change while it runs is seen by the next round.
    const version = await versions.current();
    if (analysedAt === undefined) {
      const started = Date.now();
      await vacuumEveryTable(database);
      log(`Database vacuumed and statistics gathered in ${Date.now() - started} ms`);
    } else if (version !== analysedAt) {
      await database.db.execute(sql`analyze`);
    }
    analysedAt = version;
  };
  return startPeriodicJob(round, {
    intervalMs,
    immediately: true,
    // The database is closing, or busy: the next round tries again.
    onError: (error) => log(`Database maintenance will try again: ${error instanceof Error ? error.message : String(error)}`),
  });
}

async function vacuumEveryTable(database: Database): Promise<void> {
  const tables = await rawRows(
    database.db,
    'vacuum-tables',
    { name: scalar.text },
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'drizzle', 'pg_catalog') order by 1`,
  );
  for (const { name } of tables) await database.db.execute(sql.raw(`vacuum (analyze) ${name}`));
}

/**
 * Runs `job` every `intervalMs` on either database (and at once with `immediately`), one run at
 * a time (a slow run makes the next round wait, never overlap). A failure is reported and the
 * next round tries again.
 */
export function startPeriodicJob(
  job: () => Promise<void>,
  {
    intervalMs,
    immediately = false,
    onError = (_error: unknown) => {},
  }: { intervalMs: number; immediately?: boolean; onError?: (error: unknown) => void },
): () => void {
  let running = false;
  const round = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      onError(error);
    } finally {
      running = false;
    }
  };
  if (immediately) void round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
