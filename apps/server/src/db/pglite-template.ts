/**
 * A fresh PGlite data folder with every migration applied, made once per PGlite version and set
 * of migrations and kept as a tarball (ADR 038, ADR 074: migrations took a new folder 4-11 s).
 * PGlite's `initdb` on an empty folder runs a second Postgres in memory beside the first and
 * copies its files over: ~520 MB resident for the minute it takes, the whole of a first start's
 * peak. Made ahead by `npm run build` (and by `npm start`'s build step when the install is
 * writable), in a process of its own, the first start loads the tarball instead (~290 MB).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { installCacheFolder, pgliteVersion } from '../lib/install-cache';
import { migrate, migrationsFolder } from './migrate';

/** A fingerprint of the committed migrations (their files, names and bytes). */
export function migrationsFingerprint(folder = migrationsFolder): string {
  const hash = createHash('sha256');
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const file of files.map((entry) => path.join(entry.parentPath, entry.name)).sort()) {
    hash.update(path.relative(folder, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/** Where the template lives: in the install's cache, one file per PGlite version and set of migrations. */
export const pgliteTemplatePath = (): string =>
  path.join(installCacheFolder(), `pglite-${pgliteVersion()}-${migrationsFingerprint()}-datadir.tar.gz`);

/** True when a PGlite data folder holds no database yet (no `PG_VERSION`). */
export const pgliteFolderIsNew = (dataDir: string): boolean => !existsSync(path.join(dataDir, 'PG_VERSION'));

/** The template's bytes when a data folder is new and the template exists. */
export function templateFor(dataDir: string, template: string): ArrayBuffer | undefined {
  if (!pgliteFolderIsNew(dataDir) || !existsSync(template)) return undefined;
  const bytes = readFileSync(template);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/**
 * Runs `initdb` in memory, applies the migrations and writes the folder as a gzipped tarball
 * (atomically), removing the templates of other versions beside it; answers the path.
 */
export async function makePgliteTemplate(file = pgliteTemplatePath()): Promise<string> {
  const { openPglite } = await import('./client');
  const database = await openPglite(undefined);
  try {
    await migrate(database);
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite dumps its data folder');
    await fs.mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, gzipSync(Buffer.from(await dump.arrayBuffer())));
    await fs.rename(partial, file);
    for (const other of await fs.readdir(path.dirname(file))) {
      if (/^pglite-.*-datadir\.tar\.gz$/.test(other) && other !== path.basename(file))
        await fs.rm(path.join(path.dirname(file), other), { force: true });
    }
    return file;
  } finally {
    await database.close();
  }
}
