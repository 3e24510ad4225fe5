/**
 * A fresh PGlite data folder, made once per PGlite version and kept as a tarball (ADR 038).
 * PGlite's `initdb` on an empty folder runs a second Postgres in memory beside the first and
 * copies its files over: ~520 MB resident for the minute it takes, the whole of a first start's
 * peak. Made ahead by `npm start`'s build step (`scripts/ensure-build.mjs`, in a process of its
 * own that ends before the server starts), the first start loads the tarball instead (~290 MB).
 */
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Where the template of the installed PGlite lives: `node_modules/.cache/museum/`, next to PGlite itself. */
export function pgliteTemplatePath(): string {
  // The package exports no package.json: its entry is dist/index.*, one folder below it.
  const packageDir = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const nodeModules = path.resolve(packageDir, '../..');
  return path.join(nodeModules, '.cache', 'museum', `pglite-${version}-datadir.tar.gz`);
}

/** True when a PGlite data folder holds no database yet (no `PG_VERSION`). */
export const pgliteFolderIsNew = (dataDir: string): boolean => !existsSync(path.join(dataDir, 'PG_VERSION'));

/** The template's bytes when a data folder is new and the template exists. */
export function templateFor(dataDir: string, template: string): ArrayBuffer | undefined {
  if (!pgliteFolderIsNew(dataDir) || !existsSync(template)) return undefined;
  const bytes = readFileSync(template);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** Runs `initdb` in memory and writes the folder as a gzipped tarball (atomically); answers the path. */
export async function makePgliteTemplate(file = pgliteTemplatePath()): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create();
  try {
    const dump = await pg.dumpDataDir('gzip');
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, file);
    return file;
  } finally {
    await pg.close();
  }
}
