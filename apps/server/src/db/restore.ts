import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Conflict, Invalid } from '../lib/errors';
import type { PhotoStorage, PhotoStorages } from '../lib/storage';
import { BACKUP_FOLDERS, type BackupManifest, MANIFEST, tablesInOrder } from './backup';
import type { Database, Executor } from './client';
import { insertedColumns } from './inserted-columns';
import { rawRows, scalar } from './raw-sql';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A backup folder whose manifest has been read: what `restoreFrom` takes. */
export interface Backup {
  source: string;
  manifest: BackupManifest;
}

/**
 * Reads a backup folder's manifest, refusing a folder that holds none (or another program's):
 * before any database is opened, so a wrong folder is answered at once.
 */
export async function readBackup(dir: string): Promise<Backup> {
  const source = path.resolve(dir);
  return { source, manifest: await readManifest(source) };
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, MANIFEST), 'utf8');
  } catch {
    throw new Invalid((t) => t.notABackup(dir, MANIFEST), 'NOT_A_BACKUP');
  }
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest.format !== 'museum-backup' || manifest.version !== 1) throw new Invalid((t) => t.foreignBackup(dir), 'NOT_A_BACKUP');
  return manifest;
}

async function readRows(dir: string, table: string): Promise<Record<string, unknown>[]> {
  const text = await fs.readFile(path.join(dir, 'tables', `${table}.ndjson`), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Inserts rows as they were; columns that point into their own table are set once every row is in. */
async function insertRows(tx: Executor, table: string, rows: Record<string, unknown>[], selfColumns: string[]): Promise<void> {
  const name = quoted(table);
  const columns = await insertedColumns(tx, table);
  for (let start = 0; start < rows.length; start += 500) {
    const batch = rows.slice(start, start + 500);
    const first = batch.map((row) => ({ ...row, ...Object.fromEntries(selfColumns.map((column) => [column, null])) }));
    await tx.execute(
      sql`insert into ${sql.raw(name)} (${columns}) select ${columns} from json_populate_recordset(null::${sql.raw(name)}, ${JSON.stringify(first)}::json)`,
    );
  }
  for (const column of selfColumns) {
    const col = quoted(column);
    const links = rows.filter((row) => row[column] !== null).map((row) => ({ id: row.id, [column]: row[column] }));
    for (let start = 0; start < links.length; start += 500) {
      const batch = JSON.stringify(links.slice(start, start + 500));
      await tx.execute(
        sql`update ${sql.raw(name)} t set ${sql.raw(col)} = s.${sql.raw(col)} from json_populate_recordset(null::${sql.raw(name)}, ${batch}::json) s where t.id = s.id`,
      );
    }
  }
}

/**
 * Restores a backup into an empty setup: the database must have no rows (a fresh DATA_DIR or
 * PostgreSQL database; the demo catalogue off) and neither photo storage any file. Files are
 * copied first, then every row is inserted in one transaction: a failure leaves the database
 * empty again.
 */
export async function restoreFrom(database: Database, storages: PhotoStorages, { source, manifest }: Backup): Promise<BackupManifest> {
  const [{ n: migrations } = { n: 0 }] = await rawRows(
    database.db,
    'migrations-applied',
    { n: scalar.int },
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  if (migrations !== manifest.migrations) {
    throw new Conflict((t) => t.backupVersion(manifest.migrations, migrations), 'BACKUP_VERSION_MISMATCH');
  }
  const tables = await tablesInOrder(database.db);
  for (const { name } of tables) {
    const [{ n } = { n: 0 }] = await rawRows(
      database.db,
      'table-rows',
      { n: scalar.int },
      sql.raw(`select count(*)::int as n from ${quoted(name)}`),
    );
    if (n > 0) throw new Conflict((t) => t.databaseNotEmpty(name, n), 'NOT_EMPTY');
  }
  for (const storage of Object.values(storages)) {
    if ((await storage.listFiles()).length > 0) throw new Conflict((t) => t.storageNotEmpty(storage.location), 'NOT_EMPTY');
  }

  // Each storage's files from its folder of the backup (a backup from before private photos has none of theirs).
  for (const [kind, storage] of Object.entries(storages) as [keyof PhotoStorages, PhotoStorage][]) {
    const uploads = path.join(source, BACKUP_FOLDERS[kind]);
    for (const folder of ['', 'thumbs']) {
      const names = await fs.readdir(path.join(uploads, folder)).catch(() => [] as string[]);
      for (const name of names) {
        const from = path.join(uploads, folder, name);
        if ((await fs.stat(from)).isFile()) await storage.copyIn(from, folder ? `${folder}/${name}` : name);
      }
    }
  }

  await database.db.transaction(async (tx) => {
    for (const { name, selfColumns } of tables) {
      if (!(name in manifest.tables)) continue;
      await insertRows(tx, name, await readRows(source, name), selfColumns);
    }
    for (const [sequence, value] of Object.entries(manifest.sequences)) {
      await tx.execute(sql`select setval(${quoted(sequence)}::regclass, ${value})`);
    }
    // A backup carries originals and thumbnails only: display sizes, tiles and crops are made again
    // by the server once it starts (pages show the originals meanwhile).
    await tx.execute(sql`update photos set derivation = 'PENDING' where derivation <> 'PENDING'`);
    await tx.execute(sql`update collection_photos set derivation = 'PENDING' where derivation <> 'PENDING'`);
    // Regions' crops too: their files are not in the backup; the old names would name nothing.
    await tx.execute(sql`update photo_regions set crop_state = 'PENDING', crop_name = null`);
  });
  return manifest;
}
