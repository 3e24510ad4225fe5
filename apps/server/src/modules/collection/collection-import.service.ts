import {
  COLLECTION_HEADER_SYNONYMS,
  type CollectionColumnKey,
  type CollectionImportColumnChoices,
  type CollectionImportDto,
  type CollectionItemWrite,
  collectionColumnsIn,
  importProblemText,
  LOCALES,
  type Locale,
} from '@museum/contract';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { Conflict } from '../../lib/errors';
import { currentLocale } from '../../texts';
import { requireRole } from '../catalogue/write-context';
import { readSheetUpload } from '../imports/import-read';
import { type SheetRow, sheetColumns } from '../imports/import-sheet';
import { chunks, IMPORT_BATCH_ROWS } from '../imports/import-writes';
import type { ImportsRepository } from '../imports/imports.repository';
import type { SheetReaders } from '../imports/sheet-readers';
import type { CollectionRepository } from './collection.repository';
import type { CollectionLimits } from './collection.service';
import { type NamedRecord, namedIds, type PlannedRow, planImport, productIdsIn } from './collection-import-plan';
import { toItemDto, toValues } from './collection-mapping';
import { collectionRow } from './collection-spreadsheet';

/** The collection export's columns in every language, with the headers collectors write for them (ADR 092). */
const COLLECTION_COLUMNS = sheetColumns<CollectionColumnKey>(
  Object.fromEntries(LOCALES.map((locale) => [locale, collectionColumnsIn(locale)])) as Record<
    Locale,
    ReturnType<typeof collectionColumnsIn>
  >,
  COLLECTION_HEADER_SYNONYMS,
);

/** How many stamp links one statement writes (three parameters each). */
const STAMP_LINKS_PER_STATEMENT = 5000;

/** New records grouped by depth: first those belonging to no new record, then those belonging to one of the first, and so on. */
function byDepth(rows: readonly PlannedRow[]): PlannedRow[][] {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  const depthOf = (row: PlannedRow): number => {
    let depth = 0;
    // The rule of guns left no cycle among the rows written: the chain ends.
    for (let at = row; at.gun?.kind === 'line'; depth++) {
      const next = byLine.get(at.gun.line);
      if (!next) break;
      at = next;
    }
    return depth;
  };
  const levels: PlannedRow[][] = [];
  for (const row of rows) {
    const depth = depthOf(row);
    levels[depth] = [...(levels[depth] ?? []), row];
  }
  return levels.filter(Boolean);
}

/**
 * A collector's own spreadsheet into their private records (issue 54, ADR 092): read by the
 * catalogue import's bounded reader in the collection export's columns, each row checked against the
 * museum's names and the owner's records, then either answered (a dry run) or its valid rows written
 * in one transaction with the owner's row and records locked, within the account's record limit.
 * Only `collection_items` and its stamps are written: nothing reaches the catalogue, its search or caches.
 */
export function createCollectionImportService(deps: {
  db: Executor;
  clock: Clock;
  items: CollectionRepository;
  sheets: SheetReaders;
  /** The museum's names in either language, and which catalogue products exist. */
  vocabulary: Pick<ImportsRepository, 'knowledge'>;
  limits: Pick<CollectionLimits, 'items'>;
  /** The site's address, as the export writes a catalogue gun's page. */
  publicUrl: string;
}) {
  const { db, items } = deps;

  /** The owner's records the rows name, read as the collection's export writes them (in `locale`). */
  async function namedRecords(ownerId: number, ids: readonly number[], locale: Locale, tx: Executor): Promise<Map<number, NamedRecord>> {
    const rows = await items.findMany(ownerId, ids, tx);
    const stamps = await items.stampsOfMany(ids, tx);
    const columns = collectionColumnsIn(locale);
    return new Map(
      rows.map((row) => {
        const values = collectionRow(
          toItemDto(
            row,
            stamps.filter((stamp) => stamp.itemId === row.id),
            null,
            null,
            [],
          ),
          locale,
          deps.publicUrl,
        );
        const cells = Object.fromEntries(columns.map(([key], column) => [key, String(values[column] ?? '').trim()]));
        return [row.id, { cells, description: row.description, descriptionEn: row.descriptionEn }];
      }),
    );
  }

  /** Each row's plan against the owner's records (locked with `lock`) and the museum's names; past the record limit, refused. */
  async function plan(actor: Actor, rows: readonly SheetRow<CollectionColumnKey>[], tx: Executor, lock: boolean): Promise<PlannedRow[]> {
    const guns = new Map((await items.gunsOf(actor.userId, tx, lock)).map(({ id, kind, gun }) => [id, { kind, gun }]));
    const locale = currentLocale();
    const named = await namedRecords(actor.userId, namedIds(rows, guns), locale, tx);
    const cells = [...rows.map((row) => row.cells), ...[...named.values()].map((record) => record.cells)];
    const vocabulary = await deps.vocabulary.knowledge({ serialKeys: [], productIds: productIdsIn(cells), detailIds: [] }, tx);
    const planned = await planImport(rows, { vocabulary, now: deps.clock.now(), guns, named, locale });
    const adding = planned.filter((row) => row.write && row.action === 'create').length;
    const max = deps.limits.items;
    if (adding > 0 && guns.size + adding > max) {
      throw new Conflict((t) => t.collectionImportFull(max, guns.size, adding), 'COLLECTION_LIMIT');
    }
    return planned;
  }

  /** Writes the planned rows: new records with ids reserved in the file's order, by depth in batches, then the updates. */
  async function write(ownerId: number, planned: readonly PlannedRow[], tx: Executor): Promise<Map<number, number>> {
    const at = deps.clock.now();
    const creates = planned.filter((row) => row.write && row.action === 'create');
    const ids = await items.reserveIds(creates.length, tx);
    const idOfLine = new Map(creates.map((row, index) => [row.line, ids[index] ?? 0]));
    const writeOf = (row: PlannedRow): CollectionItemWrite => {
      if (!row.write) throw new Error(`line ${row.line}: nothing to write`);
      const gun = row.gun;
      return gun?.kind === 'line' ? { ...row.write, partOf: { kind: 'collection', id: idOfLine.get(gun.line) ?? 0 } } : row.write;
    };
    for (const level of byDepth(creates)) {
      for (const batch of chunks(level, IMPORT_BATCH_ROWS)) {
        await items.insertMany(
          ownerId,
          batch.map((row) => ({ id: idOfLine.get(row.line) ?? 0, values: toValues(writeOf(row)) })),
          at,
          tx,
        );
      }
    }
    const links = creates.flatMap((row) =>
      writeOf(row).stamps.map((stamp, position) => ({ itemId: idOfLine.get(row.line) ?? 0, stampId: stamp.id, position })),
    );
    for (const batch of chunks(links, STAMP_LINKS_PER_STATEMENT)) await items.addStamps(batch, tx);
    for (const row of planned) {
      if (!row.write || row.action !== 'update' || row.recordId === null) continue;
      const input = writeOf(row);
      await items.update(ownerId, row.recordId, toValues(input), at, tx);
      await items.replaceStamps(
        row.recordId,
        input.stamps.map((stamp) => stamp.id),
        tx,
      );
    }
    return idOfLine;
  }

  return {
    /**
     * Reads a collector's file and answers each row's problems and what it does; unless `dryRun`,
     * writes its valid rows, all in one transaction (none of them when any fails).
     */
    async importFile(
      actor: Actor | null,
      data: Buffer,
      choices: CollectionImportColumnChoices,
      dryRun: boolean,
    ): Promise<CollectionImportDto> {
      requireRole(actor, 'USER');
      const { rows, otherColumns } = await readSheetUpload(deps.sheets, data, choices, COLLECTION_COLUMNS);
      const planned = dryRun
        ? await plan(actor, rows, db, false)
        : await db.transaction(async (tx) => {
            // The owner's row, as a single add holds it: two writes at once count one after the other against the limit.
            await items.lockOwner(actor.userId, tx);
            const rowsPlanned = await plan(actor, rows, tx, true);
            const created = await write(actor.userId, rowsPlanned, tx);
            return rowsPlanned.map((row) =>
              row.write && row.action === 'create' ? { ...row, recordId: created.get(row.line) ?? null } : row,
            );
          });
      const locale = currentLocale();
      const count = (test: (row: PlannedRow) => boolean) => planned.filter(test).length;
      return {
        dryRun,
        otherColumns,
        rows: planned.map(({ write: _write, gun: _gun, partOf: _partOf, problems, ...row }) => ({
          ...row,
          problems: problems.map((problem) => ({ ...problem, text: importProblemText(problem, locale) })),
        })),
        created: count((row) => row.write !== null && row.action === 'create'),
        updated: count((row) => row.write !== null && row.action === 'update'),
        unchanged: count((row) => row.action === 'unchanged'),
        invalid: count((row) => row.problems.length > 0),
      };
    },
  };
}
export type CollectionImportService = ReturnType<typeof createCollectionImportService>;
