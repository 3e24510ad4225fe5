import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder as a tarball: each test file starts from a copy. */
    pgliteSnapshot: string;
  }
}

/** Migrates one PGlite for the whole run, so a test file copies it instead of migrating again. */
export default async function setup(project: TestProject) {
  const database = await openPglite(undefined);
  await migrate(database);
  const dump = await database.dump?.();
  await database.close();
  if (!dump) throw new Error('PGlite could not dump its data folder');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rm(dir, { recursive: true, force: true });
}
