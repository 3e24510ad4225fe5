import {
  type CollectionColumnKey,
  type CollectionImportRowDto,
  type CollectionItemWrite,
  collectionColumnsIn,
  type ImportChangeDto,
  type ImportProblemCode,
  type Locale,
} from '@museum/contract';
import { type FoundProblem, partOfId, recordIdOf } from '../imports/import-check';
import type { SheetRow } from '../imports/import-sheet';
import { type GunNode, type GunProblem, gunProblem } from './collection-guns';
import { type CollectionCells, type GunCell, type ReadRow, readRow, type Vocabulary } from './collection-import-rows';

/** One of the owner's records a row names: its cells as the collection's export writes them, and its stored rich texts. */
export type NamedRecord = { cells: CollectionCells; description: string | null; descriptionEn: string | null };

/** What a plan is made against: the museum's names, the clock (a year's bound), the owner's records, the caller's language. */
export type PlanContext = {
  vocabulary: Vocabulary;
  now: Date;
  /** Every record of the owner, as the rule of guns reads it. */
  guns: ReadonlyMap<number, GunNode>;
  /** The owner's records the rows name by «Номер записи», read as the export writes them. */
  named: ReadonlyMap<number, NamedRecord>;
  locale: Locale;
};

/** A row of the plan: as the answer shows it, with what it writes (null: nothing) and the gun it belongs to. */
export type PlannedRow = Omit<CollectionImportRowDto, 'problems'> & {
  problems: FoundProblem[];
  write: CollectionItemWrite | null;
  gun: GunCell | null;
  /** The file's «Входит в», to name it in a problem. */
  partOf: string | null;
};

/** How a row is refused by the rule of guns (a gun it names is always found: `unknownPartOf` came first). */
const GUN_ROW_PROBLEMS: Readonly<Record<GunProblem, ImportProblemCode>> = {
  partOfNotFound: 'unknownPartOf',
  partOfNotAGun: 'partOfNotAGun',
  partOfCycle: 'partOfCycle',
  gunHasParts: 'gunHasParts',
};

/** A catalogue product's page, as the collection's export writes the gun a part belongs to. */
const PRODUCT_PAGE = /\/products\/(\d+)\/?$/;

/** The owner's records the rows name by «Номер записи» (`guns` holds every record of the owner). */
export const namedIds = (rows: readonly SheetRow<CollectionColumnKey>[], guns: ReadonlyMap<number, GunNode>): number[] => [
  ...new Set(rows.flatMap(({ cells }) => [recordIdOf(cells.id)].filter((id): id is number => id !== null && guns.has(id)))),
];

/** The catalogue products the cells name by their pages: what to ask the catalogue about. */
export const productIdsIn = (cells: readonly CollectionCells[]): number[] => [
  ...new Set(cells.flatMap(({ partOf }) => [Number(PRODUCT_PAGE.exec(partOf?.trim() ?? '')?.[1] ?? 0)].filter((id) => id > 0))),
];

const blank = (cell: string | undefined) => (cell ? cell : null);

/**
 * The fields an update changes, in the columns' order: the record's write (read from its exported
 * cells) against the row's, each shown by its header in `locale` with the record's cell and the file's.
 */
function changesOf(
  before: ReadRow,
  after: ReadRow,
  cells: { before: CollectionCells; after: CollectionCells },
  locale: Locale,
): ImportChangeDto[] {
  const written = (row: ReadRow, key: string) =>
    JSON.stringify((key === 'partOf' ? row.gun : (row.write as Record<string, unknown> | null)?.[key]) ?? null);
  return collectionColumnsIn(locale).flatMap(([key, label]) =>
    key === 'id' || key === 'createdAt' || key === 'updatedAt' || written(before, key) === written(after, key)
      ? []
      : [{ field: key, label, before: cells.before[key] ?? '', after: cells.after[key] ?? '' }],
  );
}

/**
 * Each row of a collector's file read against their records (ADR 092): a row naming one of the
 * owner's records by «Номер записи» updates it (the columns it lacks keep the record's values; one
 * identical to the record is `unchanged`); any other row adds a record, its «Номер записи» only
 * naming it for the rows that belong to it. Then the rule of guns over the records as the file
 * would leave them.
 */
export async function planImport(rows: readonly SheetRow<CollectionColumnKey>[], ctx: PlanContext): Promise<PlannedRow[]> {
  const firstLineOf = new Map<number, number>();
  for (const { line, cells } of rows) {
    const id = recordIdOf(cells.id);
    if (id !== null && !firstLineOf.has(id)) firstLineOf.set(id, line);
  }
  const gunOf = (cell: string): GunCell | null => {
    const page = PRODUCT_PAGE.exec(cell.trim());
    if (page) return ctx.vocabulary.products.has(Number(page[1])) ? { kind: 'product', id: Number(page[1]) } : null;
    const id = partOfId(cell);
    if (id === null) return null;
    if (ctx.guns.has(id)) return { kind: 'collection', id };
    const line = firstLineOf.get(id);
    return line === undefined ? null : { kind: 'line', line };
  };
  const planned = rows.map(({ line, cells }): PlannedRow => {
    const id = recordIdOf(cells.id);
    const recordId = id !== null && ctx.guns.has(id) ? id : null;
    const record = recordId === null ? undefined : ctx.named.get(recordId);
    const merged: CollectionCells = { ...record?.cells, ...cells };
    const read = readRow(merged, ctx.vocabulary, ctx.now, gunOf);
    const first = id === null ? undefined : firstLineOf.get(id);
    if (first !== undefined && first !== line) read.problems.unshift({ code: 'sameRecordInFile', line: first });
    const row: PlannedRow = {
      line,
      entity: read.kind,
      action: recordId === null ? 'create' : 'update',
      recordId,
      changes: [],
      name: blank(merged.name),
      number: blank(merged.number),
      type: blank(merged.type),
      problems: read.problems,
      write: read.problems.length === 0 ? read.write : null,
      gun: read.gun,
      partOf: blank(merged.partOf),
    };
    if (!record || !row.write) return row;
    const current = readRow(record.cells, ctx.vocabulary, ctx.now, gunOf);
    const changes = changesOf(current, read, { before: record.cells, after: merged }, ctx.locale);
    if (changes.length === 0) return { ...row, action: 'unchanged', write: null };
    // A rich text the export wrote as plain text and the row left as it was keeps its markup.
    const changed = new Set(changes.map(({ field }) => field));
    const kept = {
      ...(!changed.has('description') && { description: record.description }),
      ...(!changed.has('descriptionEn') && { descriptionEn: record.descriptionEn }),
    };
    return { ...row, changes, write: { ...row.write, ...kept } };
  });
  await keepGunRule(planned, ctx.guns);
  return planned;
}

/**
 * The rule of guns (`gunProblem`) over the owner's records as the rows would leave them, a new
 * record keyed by minus its line: each row that breaks it, or belongs to a new record of a row that
 * will not be written, is refused; then again over what is left, until every written row keeps it.
 */
async function keepGunRule(rows: PlannedRow[], guns: ReadonlyMap<number, GunNode>): Promise<void> {
  const keyOf = (row: PlannedRow) => row.recordId ?? -row.line;
  const gunKey = ({ gun }: PlannedRow) => (gun?.kind === 'collection' ? gun.id : gun?.kind === 'line' ? -gun.line : null);
  for (;;) {
    const writing = new Map(rows.flatMap((row) => (row.write ? [[row.line, { row, write: row.write }] as const] : [])));
    const graph = new Map(guns);
    const refused: { row: PlannedRow; problem: FoundProblem }[] = [];
    for (const { row, write } of writing.values()) {
      if (row.gun?.kind === 'line' && !writing.has(row.gun.line))
        refused.push({ row, problem: { code: 'partOfRowRefused', line: row.gun.line } });
      graph.set(keyOf(row), { kind: write.kind, gun: gunKey(row) });
    }
    if (refused.length === 0) {
      // Parts the owner's records have: a new record that names a part as its gun is refused for that, not the part.
      const withParts = new Set([...graph].flatMap(([key, { gun }]) => (key > 0 && gun !== null && gun > 0 ? [gun] : [])));
      const view = { node: (id: number) => graph.get(id), hasParts: (id: number) => withParts.has(id) };
      for (const { row, write } of writing.values()) {
        const found = await gunProblem(view, keyOf(row), write.kind, gunKey(row));
        if (found) refused.push({ row, problem: { code: GUN_ROW_PROBLEMS[found], ...(row.partOf && { value: row.partOf }) } });
      }
    }
    if (refused.length === 0) return;
    for (const { row, problem } of refused) {
      row.problems.push(problem);
      row.write = null;
    }
  }
}
