import type { PhotoStorage } from '../lib/storage';
import type { Db } from './client';
import { startPeriodicJob } from './maintenance';
import { sweepOrphanFiles } from './upload-sweep';

/**
 * Sweeps orphan photo files (no row names them, older than an hour) now and every
 * `intervalMs`. A database that is away skips a round; the next one tries again.
 */
export function startUploadMaintenance(db: Db, storage: PhotoStorage, { intervalMs = 60 * 60_000, log = (_message: string) => {} } = {}) {
  return startPeriodicJob(
    async () => {
      const removed = await sweepOrphanFiles(db, storage);
      if (removed.length > 0) log(`Removed ${removed.length} photo files no row names`);
    },
    { intervalMs, immediately: true, onError: (error) => log(`Orphan file sweep skipped: ${(error as Error).message}`) },
  );
}
