// The migrated, empty databases every integration test file starts from, made once and kept
// (ADR 077): the install's PGlite template (ADR 074), and a template database on the PostgreSQL
// server. Both are named by a hash of the migrations (and PGlite's version), so a new migration
// or an upgraded PGlite makes new ones and a repeated run makes none.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { makePgliteTemplate, migrationsFingerprint, pgliteTemplatePath } from '../src/db/pglite-template';
import { installCacheFolder, pgliteVersion } from '../src/lib/install-cache';

/**
 * PGlite's data folder right after initdb, before any migration (the migration tests' start), as a
 * tarball in the install's cache beside the migrated template; made once per PGlite version.
 */
export async function emptyPgliteTemplate(): Promise<string> {
  const file = path.join(installCacheFolder(), `test-pglite-${pgliteVersion()}-initdb.tar`);
  if (existsSync(file)) return file;
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create();
  try {
    await writeAside(file, await pglite.dumpDataDir('none'));
    return file;
  } finally {
    await pglite.close();
  }
}

/**
 * The install's migrated PGlite template (ADR 074), which the set-up's build step made (made here
 * when missing), unpacked once beside it: each test file loads it, and PGlite's own gunzip cost
 * some 0.3 s of CPU a file (ADR 077). Named after the template; the copies of older ones are removed.
 */
export async function migratedPgliteSnapshot(): Promise<string> {
  const template = pgliteTemplatePath();
  if (!existsSync(template)) await makePgliteTemplate(template);
  const file = path.join(path.dirname(template), `test-${path.basename(template, '.gz')}`);
  if (existsSync(file)) return file;
  await writeAside(file, new Blob([gunzipSync(await fs.readFile(template))]));
  for (const other of await fs.readdir(path.dirname(file))) {
    if (/^test-pglite-.*-datadir\.tar$/.test(other) && other !== path.basename(file))
      await fs.rm(path.join(path.dirname(file), other), { force: true });
  }
  return file;
}

/** Written aside and renamed: a run that stops half-way, or two runs at once, never leave half a file. */
async function writeAside(file: string, contents: Blob): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, Buffer.from(await contents.arrayBuffer()));
  await fs.rename(partial, file);
}

/** The name of a migrated, empty template database on the server of `adminUrl`; made when missing. */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `museum_test_template_${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Migrated under a name of its own and renamed when complete, as the PGlite snapshot is written.
    const partial = `museum_test_partial_${randomBytes(6).toString('hex')}`;
    await admin.query(`create database ${partial}`);
    const database = await openPostgres(databaseUrl(adminUrl, partial), { poolSize: 1 });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    try {
      await admin.query(`alter database ${partial} rename to ${name}`);
    } catch (error) {
      // Another run made it meanwhile: theirs is as good.
      await admin.query(`drop database if exists ${partial}`);
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
