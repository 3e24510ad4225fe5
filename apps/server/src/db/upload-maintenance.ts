import type { LocalStorage } from '../lib/storage';
import type { Db } from './client';
import { sweepOrphanFiles } from './upload-sweep';

/**
 * Sweeps orphan photo files (no row names them, older than an hour) now and every
 * `intervalMs`. A database that is away skips a round; the next one tries again.
 */
export function startUploadMaintenance(db: Db, storage: LocalStorage, { intervalMs = 60 * 60_000, log = (_message: string) => {} } = {}) {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const removed = await sweepOrphanFiles(db, storage);
      if (removed.length > 0) log(`Removed ${removed.length} photo files no row names`);
    } catch (error) {
      log(`Orphan file sweep skipped: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
