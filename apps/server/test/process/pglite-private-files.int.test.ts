import fs from 'node:fs/promises';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { makePgliteTemplate } from '../../src/db/pglite-template';
import { keepFilesPrivate } from '../../src/lib/private-files';
import { useTempDirs } from '../temp-dirs';

/** Entries under `dir` that its group or other accounts may read, write or enter (links aside). */
async function openEntries(dir: string): Promise<string[]> {
  const open: string[] = [];
  for (const entry of await fs.readdir(dir, { recursive: true })) {
    const { mode } = await fs.lstat(path.join(dir, entry));
    if ((mode & 0o170000) !== 0o120000 && (mode & 0o077) !== 0) open.push(`${entry} ${(mode & 0o777).toString(8)}`);
  }
  return open;
}

describe('a PGlite data folder started from a tarball', () => {
  const tempDir = useTempDirs();

  it(
    'is its owner’s alone once opened, as the server and the admin CLI open it on their first start',
    async () => {
      // What main and the CLI do first; the tarball's own modes (0666) are not the umask's to close.
      keepFilesPrivate();
      const work = await tempDir('pglite-private');
      const template = await makePgliteTemplate(path.join(work, 'template.tar.gz'));
      const dataDir = path.join(work, 'pglite');
      const database = await openPglite(dataDir, { template });
      try {
        await database.rawQuery('create table written_after (id int)');
        expect(await openEntries(dataDir)).toEqual([]);
      } finally {
        await database.close();
      }
      // initdb for the tarball, then the start from it: a busy machine takes its time.
    },
    scaled(180_000),
  );
});
