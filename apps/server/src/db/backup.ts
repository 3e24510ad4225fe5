import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { extensionFor, type PhotoStorage, type PhotoStorages } from '../lib/storage';
import type { Database, Executor } from './client';
import { rawRows, scalar } from './raw-sql';
import { collectionPhotos, photos as photosTable } from './schema';

/** What a backup folder holds besides the table files and `uploads/`; written last, so its presence means complete. */
export interface BackupManifest {
  format: 'museum-backup';
  version: 1;
  createdAt: string;
  driver: Database['driver'];
  /** How many migrations the database had: a restore needs the same. */
  migrations: number;
  /** Row counts by table, in the order a restore inserts them. */
  tables: Record<string, number>;
  /** Last values of the sequences (serial ids, the catalogue version). */
  sequences: Record<string, number>;
  files: number;
  /** Files a row names that were not on disk when the backup ran (lost before it). */
  missingFiles: string[];
}

export const MANIFEST = 'manifest.json';

/** The backup's folder of each storage's files: `uploads/` and `collection-photos/`. */
export const BACKUP_FOLDERS: Readonly<Record<keyof PhotoStorages, string>> = { catalogue: 'uploads', collection: 'collection-photos' };

/** Tables of the public schema, parents before children, and the columns that point into their own table. */
export async function tablesInOrder(db: Executor): Promise<{ name: string; selfColumns: string[] }[]> {
  const tables = (
    await rawRows(
      db,
      'backup-tables',
      { name: scalar.text },
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).map((row) => row.name);
  const keys = await rawRows(
    db,
    'backup-foreign-keys',
    { child: scalar.text, parent: scalar.text, columns: scalar.texts },
    sql`select child.relname as child, parent.relname as parent,
          array(select attname::text from pg_attribute where attrelid = c.conrelid and attnum = any(c.conkey)) as columns
        from pg_constraint c
        join pg_class child on child.oid = c.conrelid
        join pg_class parent on parent.oid = c.confrelid
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const ordered: { name: string; selfColumns: string[] }[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const before = ordered.length;
    for (const name of tables) {
      if (placed.has(name)) continue;
      const parents = keys.filter((key) => key.child === name && key.parent !== name).map((key) => key.parent);
      if (parents.every((parent) => placed.has(parent))) {
        const selfColumns = keys.filter((key) => key.child === name && key.parent === name).flatMap((key) => key.columns);
        ordered.push({ name, selfColumns });
        placed.add(name);
      }
    }
    if (ordered.length === before) throw new Error('The tables reference each other in a cycle; a backup cannot order them');
  }
  return ordered;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Writes every row of a table as one JSON object a line, through a cursor so memory stays flat. */
async function dumpTable(tx: Executor, table: string, file: string): Promise<number> {
  const out = await fs.open(file, 'wx');
  let rows = 0;
  try {
    await tx.execute(sql.raw(`declare dump_cursor no scroll cursor for select row_to_json(t)::text as j from ${quoted(table)} t`));
    for (;;) {
      const batch = await rawRows(tx, 'backup-fetch', { j: scalar.text }, sql.raw('fetch 2000 from dump_cursor'));
      if (batch.length === 0) break;
      await out.write(`${batch.map((row) => row.j).join('\n')}\n`);
      rows += batch.length;
    }
    await tx.execute(sql.raw('close dump_cursor'));
    await out.sync();
  } finally {
    await out.close();
  }
  return rows;
}

async function copyFiles(storage: PhotoStorage, names: string[], target: string): Promise<{ copied: number; missing: string[] }> {
  await fs.mkdir(path.join(target, 'thumbs'), { recursive: true });
  let copied = 0;
  const missing: string[] = [];
  for (const relative of names) {
    if (await storage.copyOut(relative, path.join(target, relative))) copied++;
    else missing.push(relative);
  }
  return { copied, missing };
}

/** Refuses a folder that has anything in it: a backup never mixes with another. */
async function prepareEmptyFolder(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  if ((await fs.readdir(dir)).length > 0) throw new Error(`The backup folder ${dir} is not empty`);
  // An operator's existing folder too: the copy holds password hashes and second-factor secrets.
  await fs.chmod(dir, 0o700);
  await fs.mkdir(path.join(dir, 'tables'));
}

/**
 * A consistent backup while the server runs and writes: every table read in one REPEATABLE
 * READ transaction (one snapshot), and exactly the photo files its rows name (the catalogue's and
 * the collectors' private photos). Files are
 * written before their row commits and removed only after its deletion commits, so a file of a
 * row in the snapshot can only go away by a later delete: on PostgreSQL the snapshot's photo
 * rows are locked FOR KEY SHARE until the files are copied (a delete waits, edits do not); in the
 * process that runs it, removals wait too (PGlite's only process).
 */
export async function backupTo(database: Database, storages: PhotoStorages, dir: string): Promise<BackupManifest> {
  const target = path.resolve(dir);
  await prepareEmptyFolder(target);
  const releases = [storages.catalogue.holdRemovals(), storages.collection.holdRemovals()];
  // Each storage's files into its own folder of the backup, one after the other.
  const copyAll = async (toCopy: Record<keyof PhotoStorages, string[]>) => {
    const catalogue = await copyFiles(storages.catalogue, toCopy.catalogue, path.join(target, BACKUP_FOLDERS.catalogue));
    const collection = await copyFiles(storages.collection, toCopy.collection, path.join(target, BACKUP_FOLDERS.collection));
    return {
      copied: catalogue.copied + collection.copied,
      missing: [...catalogue.missing, ...collection.missing.map((file) => `${BACKUP_FOLDERS.collection}/${file}`)],
    };
  };
  try {
    const copyInside = database.driver === 'postgres';
    let toCopy: Record<keyof PhotoStorages, string[]> = { catalogue: [], collection: [] };
    const snapshot = () =>
      database.db.transaction(
        async (tx) => {
          if (copyInside) {
            await tx.execute(sql`select 1 from photos for key share`);
            await tx.execute(sql`select 1 from collection_photos for key share`);
          }
          const tables: Record<string, number> = {};
          for (const { name } of await tablesInOrder(tx)) {
            tables[name] = await dumpTable(tx, name, path.join(target, 'tables', `${name}.ndjson`));
          }
          const sequences: Record<string, number> = {};
          for (const row of await rawRows(
            tx,
            'backup-sequences',
            { name: scalar.text, value: scalar.textOrNull },
            sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
          )) {
            if (row.value !== null) sequences[row.name] = Number(row.value);
          }
          const [{ n: migrations } = { n: 0 }] = await rawRows(
            tx,
            'migrations-applied',
            { n: scalar.int },
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          );
          const filesOf = (storage: PhotoStorage, rows: { fileName: string; contentType: string }[]) =>
            rows.flatMap((photo) => storage.filesOf(photo.fileName, extensionFor(photo.contentType)));
          toCopy = {
            catalogue: filesOf(
              storages.catalogue,
              await tx.select({ fileName: photosTable.fileName, contentType: photosTable.contentType }).from(photosTable),
            ),
            collection: filesOf(
              storages.collection,
              await tx.select({ fileName: collectionPhotos.fileName, contentType: collectionPhotos.contentType }).from(collectionPhotos),
            ),
          };
          const copied = copyInside ? await copyAll(toCopy) : undefined;
          return { tables, sequences, migrations, copied };
        },
        { isolationLevel: 'repeatable read' },
      );
    const manifest = await retryOnSerializationFailure(snapshot, async () => {
      await fs.rm(path.join(target, 'tables'), { recursive: true, force: true });
      await fs.mkdir(path.join(target, 'tables'));
    });
    const copied = manifest.copied ?? (await copyAll(toCopy));
    const result: BackupManifest = {
      format: 'museum-backup',
      version: 1,
      createdAt: new Date().toISOString(),
      driver: database.driver,
      migrations: manifest.migrations,
      tables: manifest.tables,
      sequences: manifest.sequences,
      files: copied.copied,
      missingFiles: copied.missing,
    };
    await fs.writeFile(path.join(target, MANIFEST), `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    for (const release of releases) await release();
  }
}

/**
 * Locking the snapshot's photo rows fails (40001) when a delete committed between the snapshot
 * and the lock; a new snapshot a moment later sees the delete and succeeds.
 */
async function retryOnSerializationFailure<T>(work: () => Promise<T>, reset: () => Promise<void>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const e = error as { code?: unknown; cause?: { code?: unknown } };
      if (attempt >= 10 || (e.code ?? e.cause?.code) !== '40001') throw error;
      await reset();
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
