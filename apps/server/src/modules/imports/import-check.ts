import {
  DetailWrite,
  ENGLISH_KEYS,
  EXPORT_KIND_LABELS,
  type ImportNameField,
  type ImportNewNames,
  type ImportProblemDto,
  type ImportRowDto,
  type ImportRowWrite,
  isPlausibleYear,
  LOCALES,
  numberRepeat,
  ProductWrite,
  RECORDED_KEYS,
  serialKeyOf,
} from '@museum/contract';
import type { SheetRow } from './import-sheet';
import { choiceValue, yearOf } from './import-values';

/** What the catalogue already holds, as far as a row's problems depend on it (names lower-cased, trimmed). */
export type CatalogueKnowledge = {
  manufacturers: ReadonlyMap<string, number>;
  /** Each detail type by name, with its subtypes by name. */
  detailTypes: ReadonlyMap<string, { id: number; subtypes: ReadonlyMap<string, number> }>;
  stamps: ReadonlyMap<string, number>;
  /** The ids of the products the file's «Входит в» and «Номер записи» cells name that exist. */
  products: ReadonlySet<number>;
  /** The ids of the details the file's «Номер записи» cells name that exist. */
  details: ReadonlySet<number>;
  /** The catalogue's products carrying one of the file's numbers, by the number's key (`serialKeyOf`). */
  numberedProducts: ReadonlyMap<string, readonly CatalogueProductNumber[]>;
  /** The catalogue's details carrying one of the file's numbers, with their types, by the number's key. */
  numberedDetails: ReadonlyMap<string, readonly { id: number; typeId: number }[]>;
};

/** A catalogue product carrying a number: its id and maker. */
export type CatalogueProductNumber = { id: number; makerId: number | null };

/** What a valid row writes (see the contract's `ImportRowWrite`). */
export type RowWrite = ImportRowWrite;

/** A problem as the checks find it; the service words it in the caller's language. */
export type FoundProblem = Omit<ImportProblemDto, 'text'>;
export type CheckedRow = Omit<ImportRowDto, 'problems' | 'action' | 'recordId' | 'changes' | 'photos' | 'warnings'> & {
  problems: FoundProblem[];
  write: RowWrite | null;
};

/** A product row's number and maker, as the number rule (ADR 078) compares them; `recordId`: the record it updates. */
export type NumberedProductRow = { number: string; makerId: number | null; recordId?: number | null };

/**
 * The catalogue's products a product row would repeat (`byKey`, from `numberedProducts`), as the
 * number rule says: a gun of the same maker (or of a maker not known) with the same number; the
 * record the row updates is not a repeat of it.
 */
export const catalogueRepeats = (row: NumberedProductRow, byKey: ReadonlyMap<string, readonly CatalogueProductNumber[]>) =>
  (byKey.get(serialKeyOf(row.number)) ?? []).filter(
    ({ id, makerId }) =>
      id !== row.recordId &&
      numberRepeat(
        { kind: 'product', own: 'row', number: row.number, makerId: row.makerId },
        { kind: 'product', own: 'catalogue', number: row.number, makerId },
      ) === 'duplicate',
  );

/**
 * The product rows that repeat a number the catalogue's products carry. A part never repeats a
 * number: it carries its own gun's or another gun's (ADR 063, 078).
 */
export function repeatedNumbers<T extends NumberedProductRow>(
  rows: readonly T[],
  byKey: ReadonlyMap<string, readonly CatalogueProductNumber[]>,
): T[] {
  return rows.filter((row) => catalogueRepeats(row, byKey).length > 0);
}

const ENTITY_BY_KIND_LABEL = new Map(
  LOCALES.flatMap((locale) => Object.entries(EXPORT_KIND_LABELS[locale]).map(([entity, label]) => [label, entity as 'product' | 'detail'])),
);

export const nameKey = (text: string) => text.trim().toLowerCase();

/** The kind of record a row's «Вид» names, in either language; null for another word. */
export const entityOfKind = (cell: string | undefined) => ENTITY_BY_KIND_LABEL.get(nameKey(cell ?? '')) ?? null;

/** The integer in a «Номер записи» cell, or null. */
export const recordIdOf = (cell: string | undefined) => (cell && /^\d+$/.test(cell.trim()) ? Number(cell) : null);

/** The record id in an export's «Входит в» cell, «Название (№12)», or a bare number. */
export function partOfId(cell: string): number | null {
  const match = /^(\d+)$|№\s*(\d+)\)$/.exec(cell.trim());
  return match ? Number(match[1] ?? match[2]) : null;
}

/** The stamp names of a cell, as the export joins them («; »). */
export const stampNames = (cell: string | undefined) =>
  (cell ?? '')
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);

/** The serial keys, «Входит в» ids and records' own ids a file names: what to ask the catalogue about. */
export function fileReferences(rows: readonly SheetRow[]) {
  const ownIds = (entity: 'product' | 'detail') =>
    rows.flatMap(({ cells }) => (entityOfKind(cells.kind) === entity ? [recordIdOf(cells.id) ?? 0] : []));
  const partOfIds = rows.flatMap(({ cells }) => (cells.partOf ? [partOfId(cells.partOf) ?? 0] : []));
  return {
    serialKeys: [...new Set(rows.flatMap(({ cells }) => (cells.number ? [serialKeyOf(cells.number)] : [])))].filter(Boolean),
    productIds: [...new Set([...partOfIds, ...ownIds('product')])].filter((id) => id > 0),
    detailIds: [...new Set(ownIds('detail'))].filter((id) => id > 0),
  };
}

/** A row's payload as the add form's schema checks it: a part type to be made (a new name) counts as given. */
export const payloadToCheck = ({ payload, newNames }: { payload: object; newNames?: ImportNewNames }): object =>
  newNames?.type ? { ...payload, type: { id: 1 } } : payload;

/** How a file's rows are checked beyond their cells. */
export type CheckOptions = {
  /** The record each updating row names, by line: its own number is no repeat, and no other row may name it. */
  recordIds?: ReadonlyMap<number, number>;
  /** The fields the file wrote under the export's English headers: a name they bring is an English name. */
  englishColumns?: ReadonlySet<string>;
};

const NAME_FIELDS: readonly ImportNameField[] = ['manufacturer', 'type', 'subtype', 'stamps'];

const blank = (cell: string | undefined) => (cell ? cell : null);
const choice = (key: Parameters<typeof choiceValue>[0], cell: string | undefined) => (cell ? choiceValue(key, cell) : null);

/**
 * Each row's kind of record and problems, before anything is written; `now` bounds the year.
 * A «Входит в» may name a product of the catalogue or, for a direct import (`inFileParts`), a
 * product row earlier in the same file by its «Номер записи». The payload is checked by the
 * add form's own schema (`ProductWrite`, `DetailWrite`); whatever else it refuses is a bad field.
 */
export function checkRows(
  rows: readonly SheetRow[],
  known: CatalogueKnowledge,
  now: Date,
  inFileParts: boolean,
  options: CheckOptions = {},
): CheckedRow[] {
  const { recordIds = new Map(), englishColumns = new Set() } = options;
  // The file's product numbers so far, by serial key: a repeat has its key, so a row looks only at those (not at every earlier row).
  const productNumbers = new Map<string, { line: number; number: string; makerId: number | null }[]>();
  const productLineByRecordId = new Map<number, number>();
  const lineByRecord = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const problems: FoundProblem[] = [];
    const problem = (code: ImportProblemDto['code'], value?: string, at?: number) =>
      problems.push({ code, ...(value !== undefined && { value }), ...(at !== undefined && { line: at }) });
    const entity = entityOfKind(cells.kind);
    if (!entity) problem('unknownKind', cells.kind ?? '');
    if (entity === 'product' && !cells.name) problem('missingName');
    // One record, one row: a second row naming it would overwrite the first's change unseen.
    const updated = entity && recordIds.get(line);
    const sameRecordAt = updated ? lineByRecord.get(`${entity}:${updated}`) : undefined;
    if (sameRecordAt !== undefined) problem('sameRecordInFile', undefined, sameRecordAt);
    else if (updated) lineByRecord.set(`${entity}:${updated}`, line);

    const newNames: ImportNewNames = {};
    const manufacturerId = cells.manufacturer ? known.manufacturers.get(nameKey(cells.manufacturer)) : undefined;
    if (cells.manufacturer && manufacturerId === undefined) newNames.manufacturer = cells.manufacturer;
    const type = cells.type ? known.detailTypes.get(nameKey(cells.type)) : undefined;
    const subtypeId = cells.subtype ? type?.subtypes.get(nameKey(cells.subtype)) : undefined;
    if (entity === 'detail') {
      if (!cells.type) problem('missingType');
      else if (!type) newNames.type = cells.type;
      if (cells.type && cells.subtype && subtypeId === undefined) newNames.subtype = cells.subtype;
    }
    const stampIds = stampNames(cells.stamps).flatMap((name) => {
      const id = known.stamps.get(nameKey(name));
      if (id !== undefined) return [id];
      if (!newNames.stamps?.some((other) => nameKey(other) === nameKey(name))) newNames.stamps = [...(newNames.stamps ?? []), name];
      return [];
    });
    const year = cells.year ? yearOf(cells.year) : null;
    if (cells.year && !(year && isPlausibleYear(Number(year), now))) problem('badYear', cells.year);
    if (entity === 'product' && cells.number) {
      const row = { line, number: cells.number, makerId: manufacturerId ?? null };
      const key = serialKeyOf(cells.number);
      const sameKey = productNumbers.get(key) ?? [];
      const earlier = sameKey.find(
        (other) => numberRepeat({ kind: 'product', own: 'row', ...row }, { kind: 'product', own: 'earlier', ...other }) === 'duplicate',
      );
      // Two rows naming one record repeat its number too: the row is told once.
      if (earlier && earlier.line !== sameRecordAt) problem('duplicateSerialInFile', cells.number, earlier.line);
      else if (!earlier) productNumbers.set(key, [...sameKey, row]);
      if (catalogueRepeats({ ...row, recordId: recordIds.get(line) }, known.numberedProducts).length > 0)
        problem('duplicateSerialInCatalogue', cells.number);
    }

    const named = cells.partOf ? partOfId(cells.partOf) : null;
    const partOfLine = named !== null && inFileParts ? (productLineByRecordId.get(named) ?? null) : null;
    const partOfCatalogue = named !== null && partOfLine === null && known.products.has(named) ? named : null;
    if (cells.partOf && partOfLine === null && partOfCatalogue === null) problem('unknownPartOf', cells.partOf);

    const recordId = recordIdOf(cells.id);
    if (entity === 'product' && recordId !== null) productLineByRecordId.set(recordId, line);
    const shown = { line, entity, name: blank(cells.name), number: blank(cells.number), type: blank(cells.type) };
    if (!entity || problems.length > 0) return { ...shown, problems, write: null };

    const common = {
      name: blank(cells.name),
      number: blank(cells.number),
      year,
      belongsTo: choice('belongsTo', cells.belongsTo),
      manufacturer: manufacturerId === undefined ? null : { id: manufacturerId },
      description: blank(cells.description),
      source: blank(cells.source),
      photos: [],
      ...Object.fromEntries(ENGLISH_KEYS.map((key) => [key, blank(cells[key])])),
      // A choice (the condition) may be named in either language; the schema refuses any other word.
      ...Object.fromEntries(RECORDED_KEYS.map((key) => [key, key === 'condition' ? choice('condition', cells[key]) : blank(cells[key])])),
    };
    const ref = partOfCatalogue === null ? null : { id: partOfCatalogue };
    const english = NAME_FIELDS.filter((key) => newNames[key] !== undefined && englishColumns.has(key));
    if (english.length > 0) newNames.english = english;
    const made = Object.keys(newNames).length > 0 ? { newNames } : {};
    const write: RowWrite =
      entity === 'product'
        ? { entity, payload: { ...common, name: cells.name ?? '', parent: ref }, partOfLine, ...made }
        : {
            entity,
            payload: {
              ...common,
              type: type ? { id: type.id } : null,
              subtype: subtypeId === undefined ? null : { id: subtypeId },
              product: ref,
              stamps: stampIds.map((id) => ({ id })),
            },
            partOfLine,
            ...made,
          };
    const parsed = (entity === 'product' ? ProductWrite : DetailWrite).safeParse(payloadToCheck(write));
    if (!parsed.success) {
      for (const key of new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))) problem('badField', key);
      return { ...shown, problems, write: null };
    }
    return { ...shown, problems, write };
  });
}
