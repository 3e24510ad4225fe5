import fs from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** How old a lock must be, without refresh, before it counts as left by a dead process. */
const STALE_MS = 5_000;

export class DataDirLocked extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another process (a running server or admin command). ` +
        'PGlite allows one process at a time: stop the server first, or run the command against PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirLocked';
  }
}

/**
 * Takes the exclusive lock on DATA_DIR that guards the embedded database.
 * `waitForStale` lets a restarting server outwait the lock of a process that was killed.
 */
export async function lockDataDir(dataDir: string, { waitForStale = false } = {}): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const target = path.join(dataDir, 'museum');
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${target}.lock`,
      stale: STALE_MS,
      update: STALE_MS / 5,
      retries: waitForStale ? { retries: 8, minTimeout: 1_000, maxTimeout: 1_000 } : 0,
      onCompromised: (error) => {
        // Another process took over the folder: keep going would corrupt the database.
        console.error(`Lost the lock on ${dataDir}: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLocked(dataDir);
    throw error;
  }
}
