import { sql } from 'drizzle-orm';
import type { CatalogueVersionRepository } from '../modules/catalogue/catalogue-version.repository';
import type { Database } from './client';

/**
 * What autovacuum does on a PostgreSQL server, for PGlite, which has none: without statistics
 * the planner can't tell a rare word from a common one, and picks slow plans for searches.
 * `vacuum analyze` once at start; then `analyze` (a sample, quick) every `intervalMs` when the
 * catalogue has changed since. A PostgreSQL server does this itself: nothing to do there.
 */
export async function startPgliteMaintenance(
  database: Database,
  versions: CatalogueVersionRepository,
  { intervalMs = 10 * 60_000, log = (_message: string) => {} } = {},
): Promise<() => void> {
  if (database.driver !== 'pglite') return () => {};
  const started = Date.now();
  await database.db.execute(sql`vacuum analyze`);
  log(`Database statistics gathered in ${Date.now() - started} ms`);

  let analysedAt = await versions.current();
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const version = await versions.current();
      if (version !== analysedAt) {
        await database.db.execute(sql`analyze`);
        analysedAt = version;
      }
    } catch {
      // The database is closing, or busy: the next round tries again.
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
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
