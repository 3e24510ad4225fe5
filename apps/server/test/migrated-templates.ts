// The migrated, empty databases every integration test file starts from, made once and kept
// (ADR 077): a PGlite data folder as a tarball, and a template database on the PostgreSQL server.
// Both are named by a hash of the migrations and of PGlite's version, so a new migration or an
// upgraded PGlite makes new ones and a repeated run makes none.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client';
import { migrate, migrationsFolder } from '../src/db/migrate';
import { makePgliteTemplate, pgliteTemplatePath } from '../src/db/pglite-template';

/** A hash of every migration file and of the installed PGlite (its template's name carries the version). */
function migrationsKey(): string {
  const hash = createHash('sha256').update(path.basename(pgliteTemplatePath()));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's empty data folder after initdb (the one `npm start` makes), made here when missing. */
export async function emptyPgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  return existsSync(file) ? file : makePgliteTemplate(file);
}

/** A migrated, empty PGlite data folder as a tarball, beside PGlite's own template; made when missing. */
export async function migratedPgliteSnapshot(): Promise<string> {
  const file = path.join(path.dirname(pgliteTemplatePath()), `test-migrated-${migrationsKey()}.tar`);
  if (existsSync(file)) return file;
  const database = await openPglite(undefined, { loadDataDir: new Blob([await fs.readFile(await emptyPgliteTemplate())]) });
  try {
    await migrate(database);
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite could not dump its data folder');
    // Written aside and renamed: a run that stops half-way, or two runs at once, never leave half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await fs.rename(partial, file);
    return file;
  } finally {
    await database.close();
  }
}

/** The name of a migrated, empty template database on the server of `adminUrl`; made when missing. */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `museum_test_template_${migrationsKey()}`;
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
