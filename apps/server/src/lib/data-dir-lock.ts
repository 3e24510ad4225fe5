import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export class DataDirLocked extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder?: string,
  ) {
    super(
      `The data folder ${dataDir} is in use by another process${holder ? ` (${holder})` : ''}, a running server or admin command. ` +
        'PGlite allows one process at a time: stop the server first, or run the command against PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirLocked';
  }
}

interface LockOwner {
  pid: number;
  hostname: string;
  token: string;
  since: string;
}

/** Lock files this process holds, by path: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** Answers whether a process with this id runs (a signal 0 checks without sending anything). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(lockPath: string): Promise<LockOwner | 'unreadable' | 'gone'> {
  try {
    const stat = await fs.stat(lockPath);
    // A folder is the lock of an older version (proper-lockfile): live while it is refreshed.
    if (stat.isDirectory()) return Date.now() - stat.mtimeMs > 30_000 ? 'unreadable' : { pid: -1, hostname: '', token: '', since: '' };
    const owner = JSON.parse(await fs.readFile(lockPath, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : 'unreadable';
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    // Half-written by a process killed between creating and filling it.
    return 'unreadable';
  }
}

/** Whether the owner is certainly gone: a dead process on this host, or our own id reused. */
function isStale(owner: LockOwner | 'unreadable', lockPath: string): boolean {
  if (owner === 'unreadable') return true;
  if (owner.pid === -1) return false;
  if (owner.hostname !== os.hostname()) return false;
  // Our own id with no lock taken here: a container restart gave us the dead server's PID.
  if (owner.pid === process.pid) return !heldHere.has(lockPath);
  return !isRunning(owner.pid);
}

/**
 * Takes the exclusive lock on DATA_DIR that guards the embedded database. The lock is a file
 * naming its process; it is taken over only when that process is dead (on this host). No timer
 * refreshes it, so a server frozen for any time (SIGSTOP, swapping, a debugger) keeps it, and
 * a killed server's lock is taken at once (ADR 012).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const lockPath = path.join(path.resolve(dataDir), 'museum.lock');
  const me: LockOwner = {
    pid: process.pid,
    hostname: os.hostname(),
    token: randomBytes(8).toString('hex'),
    since: new Date().toISOString(),
  };

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const handle = await fs.open(lockPath, 'wx', 0o644);
      try {
        await handle.writeFile(JSON.stringify(me));
        await handle.sync();
      } finally {
        await handle.close();
      }
      heldHere.add(lockPath);
      return holdUntilReleased(lockPath, me.token);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(lockPath);
    if (owner === 'gone') continue;
    if (!isStale(owner, lockPath)) {
      throw new DataDirLocked(dataDir, owner !== 'unreadable' && owner.pid > 0 ? `PID ${owner.pid} on ${owner.hostname}` : undefined);
    }
    await takeOverStale(lockPath, owner);
  }
  throw new DataDirLocked(dataDir);
}

/**
 * Moves a stale lock aside and removes it. Should another starter have replaced it in between
 * (it judged the same stale lock a moment earlier), its fresh lock is put back.
 */
async function takeOverStale(lockPath: string, judged: LockOwner | 'unreadable'): Promise<void> {
  const aside = `${lockPath}.stale-${randomBytes(4).toString('hex')}`;
  try {
    await fs.rename(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await readOwner(aside);
  if (judged !== 'unreadable' && moved !== 'unreadable' && moved !== 'gone' && moved.token !== judged.token) {
    await fs.rename(aside, lockPath);
    return;
  }
  await fs.rm(aside, { recursive: true, force: true });
}

function holdUntilReleased(lockPath: string, token: string): () => Promise<void> {
  const releaseSync = () => {
    if (!heldHere.delete(lockPath)) return;
    try {
      if ((JSON.parse(readFileSync(lockPath, 'utf8')) as LockOwner).token === token) unlinkSync(lockPath);
    } catch {
      // Gone already, or not ours: nothing to release.
    }
  };
  // Any exit but SIGKILL releases it, even one that skips the orderly close.
  process.once('exit', releaseSync);
  return async () => {
    process.off('exit', releaseSync);
    releaseSync();
  };
}
