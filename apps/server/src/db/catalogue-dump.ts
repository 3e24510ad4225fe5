import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { extensionFor, type PhotoStorage } from '../lib/storage';
import { CATALOGUE_MANIFEST, CATALOGUE_TABLES, type CatalogueManifest, DUMP_OMITTED_COLUMNS } from './catalogue-tables';
import type { Database, Executor } from './client';
import { rawRows, scalar } from './raw-sql';
import { photos as photosTable } from './schema';

const BATCH = 2000;

/** One table as JSON Lines through a cursor: memory stays flat whatever the table's size. */
async function dumpTable(tx: Executor, table: (typeof CATALOGUE_TABLES)[number], file: string): Promise<number> {
  const omitted = DUMP_OMITTED_COLUMNS.map((column) => ` - '${column}'`).join('');
  const out = await fs.open(file, 'wx');
  let rows = 0;
  try {
    await tx.execute(
      sql.raw(`declare catalogue_cursor no scroll cursor for
        select (to_jsonb(t)${omitted})::text as j from "${table.name}" t order by ${table.order}`),
    );
    for (;;) {
      const batch = await rawRows(tx, 'dump-fetch', { j: scalar.text }, sql.raw(`fetch ${BATCH} from catalogue_cursor`));
      if (batch.length === 0) break;
      await out.write(`${batch.map((row) => row.j).join('\n')}\n`);
      rows += batch.length;
    }
    await tx.execute(sql.raw('close catalogue_cursor'));
    await out.sync();
  } finally {
    await out.close();
  }
  return rows;
}

/**
 * The whole catalogue as JSON Lines, one file a table, and its photo files under `photos/`: read
 * in one REPEATABLE READ snapshot, so a dump taken while people write is consistent. The folder
 * must be new or empty; `manifest.json` is written last.
 */
export async function exportCatalogue(database: Database, storage: PhotoStorage, dir: string): Promise<CatalogueManifest> {
  const target = path.resolve(dir);
  await fs.mkdir(target, { recursive: true });
  if ((await fs.readdir(target)).length > 0) throw new Error(`The export folder ${target} is not empty`);
  // Its owner's alone, as a backup's (ADR 045): an operator's existing folder too.
  await fs.chmod(target, 0o700);
  const releaseRemovals = storage.holdRemovals();
  try {
    const { tables, files } = await database.db.transaction(
      async (tx) => {
        const tables: Record<string, number> = {};
        for (const table of CATALOGUE_TABLES) tables[table.name] = await dumpTable(tx, table, path.join(target, `${table.name}.jsonl`));
        const photos = await tx
          .select({ fileName: photosTable.fileName, contentType: photosTable.contentType })
          .from(photosTable)
          .orderBy(photosTable.id);
        return { tables, files: photos.flatMap((photo) => storage.filesOf(photo.fileName, extensionFor(photo.contentType))) };
      },
      { isolationLevel: 'repeatable read' },
    );
    const missing: string[] = [];
    let copied = 0;
    for (const relative of files) {
      await fs.mkdir(path.dirname(path.join(target, 'photos', relative)), { recursive: true });
      if (await storage.copyOut(relative, path.join(target, 'photos', relative))) copied++;
      else missing.push(relative);
    }
    const manifest: CatalogueManifest = {
      format: 'museum-catalogue',
      version: 1,
      createdAt: new Date().toISOString(),
      tables,
      files: copied,
      missingFiles: missing,
    };
    await fs.writeFile(path.join(target, CATALOGUE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await releaseRemovals();
  }
}
