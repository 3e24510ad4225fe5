import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import type { PhotoStorage } from '../lib/storage';
import { CATALOGUE_MANIFEST, CATALOGUE_TABLES, type CatalogueManifest, DUMP_OMITTED_COLUMNS } from './catalogue-tables';
import type { Database, Executor } from './client';
import { columnList, insertableColumns } from './inserted-columns';
import { rawRows, scalar } from './raw-sql';

const BATCH = 500;

async function readManifest(dir: string): Promise<CatalogueManifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, CATALOGUE_MANIFEST), 'utf8');
  } catch {
    throw new Error(`${dir} holds no complete catalogue export (no ${CATALOGUE_MANIFEST})`);
  }
  const manifest = JSON.parse(text) as CatalogueManifest;
  if (manifest.format !== 'museum-catalogue' || manifest.version !== 1)
    throw new Error(`${dir} is not a catalogue export this version can read`);
  return manifest;
}

/** The lines of a JSON Lines file, a batch at a time: memory holds one batch, whatever the file's size. */
async function* batchesOf(file: string): AsyncGenerator<Record<string, unknown>[]> {
  let batch: Record<string, unknown>[] = [];
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line === '') continue;
    batch.push(JSON.parse(line) as Record<string, unknown>);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Inserts a table's rows; columns pointing into the same table are set in a second pass, once every row is in. */
async function importTable(tx: Executor, table: (typeof CATALOGUE_TABLES)[number], file: string): Promise<number> {
  const name = sql.raw(`"${table.name}"`);
  const selfColumns: readonly string[] = 'selfColumns' in table ? table.selfColumns : [];
  const insertable = (await insertableColumns(tx, table.name)).filter(
    (column) => !(DUMP_OMITTED_COLUMNS as readonly string[]).includes(column),
  );
  let rows = 0;
  for await (const batch of batchesOf(file)) {
    // Only the columns the dump has: one made before a migration lacks the columns it added, and
    // left out of the insert they get their defaults (a NOT NULL flag too, migration 0018), as the
    // omitted ones get their triggers' values, rather than a null from the missing key.
    const present = new Set(batch.flatMap((row) => Object.keys(row)));
    const columns = columnList(insertable.filter((column) => present.has(column)));
    const first = batch.map((row) => ({ ...row, ...Object.fromEntries(selfColumns.map((column) => [column, null])) }));
    await tx.execute(
      sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${JSON.stringify(first)}::json)`,
    );
    rows += batch.length;
  }
  for (const column of selfColumns) {
    const col = sql.raw(`"${column}"`);
    for await (const batch of batchesOf(file)) {
      const links = batch.filter((row) => row[column] !== null).map((row) => ({ id: row.id, [column]: row[column] }));
      if (links.length === 0) continue;
      await tx.execute(
        sql`update ${name} t set ${col} = s.${col} from json_populate_recordset(null::${name}, ${JSON.stringify(links)}::json) s where t.id = s.id`,
      );
    }
  }
  return rows;
}

/**
 * Loads a catalogue export into a database whose catalogue is empty (accounts may exist; the
 * demo catalogue off): photo files first, then every row in one transaction, so a failure
 * leaves the catalogue empty again. Ids are kept, and the id sequences move past them.
 * `bumpVersion` moves the catalogue version on inside that transaction (services.ts gives it).
 */
export async function importCatalogue(
  database: Database,
  storage: PhotoStorage,
  dir: string,
  bumpVersion: (tx: Executor) => Promise<void>,
): Promise<CatalogueManifest> {
  const source = path.resolve(dir);
  const manifest = await readManifest(source);
  for (const { name } of CATALOGUE_TABLES) {
    const [{ n } = { n: 0 }] = await rawRows(
      database.db,
      'table-rows',
      { n: scalar.int },
      sql.raw(`select count(*)::int as n from "${name}"`),
    );
    if (n > 0) throw new Error(`The catalogue is not empty (table ${name} has ${n} rows): import into a fresh setup (DEMO_DATA=0)`);
  }
  const photos = path.join(source, 'photos');
  const files = await fs.readdir(photos, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of files.filter((e) => e.isFile())) {
    const relative = path.relative(photos, path.join(entry.parentPath, entry.name));
    await storage.copyIn(path.join(photos, relative), relative.split(path.sep).join('/'));
  }
  await database.db.transaction(async (tx) => {
    for (const table of CATALOGUE_TABLES) {
      const rows = await importTable(tx, table, path.join(source, `${table.name}.jsonl`));
      if (rows !== manifest.tables[table.name])
        throw new Error(`${table.name}.jsonl has ${rows} rows, the manifest says ${manifest.tables[table.name]}`);
      if (table.order === 'id') {
        await tx.execute(
          sql.raw(
            `select setval(pg_get_serial_sequence('"${table.name}"', 'id'), coalesce(max(id), 1), max(id) is not null) from "${table.name}"`,
          ),
        );
      }
    }
    // Every server's read cache drops what it had (ADR 023), whatever triggers the load kept off.
    await bumpVersion(tx);
  });
  return manifest;
}
