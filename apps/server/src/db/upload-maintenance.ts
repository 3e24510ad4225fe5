import type { PhotoStorages } from '../lib/storage';
import type { Executor } from './client';
import { startPeriodicJob } from './maintenance';
import { collectionFilesNamed, sweepOrphanFiles } from './upload-sweep';

/**
 * Sweeps orphan photo files (no row names them, older than an hour) from the catalogue's storage
 * and the collectors' private one, now and every `intervalMs`. A database that is away skips a
 * round; the next one tries again.
 */
export function startUploadMaintenance(
  db: Executor,
  storages: PhotoStorages,
  { intervalMs = 60 * 60_000, log = (_message: string) => {} } = {},
) {
  return startPeriodicJob(
    async () => {
      const removed = await sweepOrphanFiles(db, storages.catalogue);
      if (removed.length > 0) log(`Removed ${removed.length} photo files no row names`);
      const removedPrivate = await sweepOrphanFiles(db, storages.collection, { named: collectionFilesNamed });
      if (removedPrivate.length > 0) log(`Removed ${removedPrivate.length} private photo files no row names`);
    },
    { intervalMs, immediately: true, onError: (error) => log(`Orphan file sweep skipped: ${(error as Error).message}`) },
  );
}
