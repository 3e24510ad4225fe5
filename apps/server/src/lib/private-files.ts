import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Every file this process creates from now on is its owner's alone: 0600 files, 0700 folders
 * (PGlite's files, uploads, outbox mails, temp files, backups and exports). The data folder holds
 * password hashes, second-factor secrets and reset links; other local accounts have no business
 * reading it (ADR 045).
 */
export function keepFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Creates `dataDir` as 0700 and takes group and other permissions off everything inside it, so a
 * setup from before (folders 0755, the PGlite template's 0666 files) is closed at the next start.
 * Symbolic links are left alone (their target may be outside). Answers how many entries changed
 * and which could not be changed (owned by another account), for the start to report.
 */
export async function restrictDataDir(dataDir: string): Promise<{ changed: number; failed: string[] }> {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  let changed = 0;
  const failed: string[] = [];
  const entries = ['', ...(await fs.readdir(dataDir, { recursive: true }))];
  for (const entry of entries) {
    const file = path.join(dataDir, entry);
    try {
      const { mode } = await fs.lstat(file);
      if ((mode & 0o170000) === 0o120000 || (mode & 0o077) === 0) continue;
      await fs.chmod(file, mode & 0o7700);
      changed++;
    } catch (error) {
      // Removed meanwhile (a temp file finished): nothing left to close.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') failed.push(file);
    }
  }
  return { changed, failed };
}
