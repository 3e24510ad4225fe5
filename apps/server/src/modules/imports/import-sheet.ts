import {
  EXPORT_CSV_COLUMNS_IN,
  type ExportRecordDto,
  IMPORT_HEADER_SYNONYMS,
  type ImportPreviewDto,
  LOCALES,
  type Locale,
} from '@museum/contract';
import type { TableRow } from './sheet-table';

/** A row of the file by its columns' keys (the export's, by default): the cell's text, trimmed; a missing column is absent. */
export type SheetRow<K extends string = keyof ExportRecordDto> = { line: number; cells: Partial<Record<K, string>> };

/** Why a file cannot be read at all (the whole upload is refused, nothing previewed). */
export type SheetError = { kind: 'unreadable' } | { kind: 'noKnownColumns' } | { kind: 'tooManyRows'; max: number };

/**
 * The columns a file is read by: each key's header in every language, and the headers collectors
 * write for them. The catalogue import's are the export's (ADR 065, 079); a collector's own file
 * adds the private fields (ADR 092).
 */
export type SheetColumns<K extends string> = {
  /** Every header understood, Russian or English (lower case), and its key. */
  keyByHeader: ReadonlyMap<string, K>;
  /** The English headers that are not also Russian ones: a column so headed is in English. */
  englishHeaders: ReadonlySet<string>;
  synonyms: Readonly<Record<string, K>>;
};

/** The columns of headers written in each language, with collectors' synonyms. */
export function sheetColumns<K extends string>(
  headersIn: Readonly<Record<Locale, readonly (readonly [K, string])[]>>,
  synonyms: Readonly<Record<string, K>>,
): SheetColumns<K> {
  const fold = (label: string) => label.trim().toLowerCase();
  return {
    keyByHeader: new Map(LOCALES.flatMap((locale) => headersIn[locale].map(([key, label]) => [fold(label), key] as const))),
    englishHeaders: new Set(
      headersIn.en.map(([, label]) => fold(label)).filter((label) => !headersIn.ru.some(([, ru]) => fold(ru) === label)),
    ),
    synonyms,
  };
}

/** The catalogue export's columns (`EXPORT_CSV_COLUMNS_IN`): a file the export wrote is read back column by column. */
export const EXPORT_COLUMNS = sheetColumns<keyof ExportRecordDto>(EXPORT_CSV_COLUMNS_IN, IMPORT_HEADER_SYNONYMS);

/** A cell the export guarded against formulas (`'=…`) is read back without the guard. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * A file read by columns: its rows, its columns that are not the export's with the field each was
 * read into, and the fields read from the export's English headers (a name there is an English name).
 */
export type SheetRows<K extends string = keyof ExportRecordDto> = {
  rows: SheetRow<K>[];
  otherColumns: ImportPreviewDto['otherColumns'];
  englishColumns: ReadonlySet<string>;
};

/** The reader's choice of a key for a header (`''`: left out). */
export type ColumnChoices<K extends string> = Readonly<Record<string, K | ''>>;

/**
 * The field a header is read into: the export's own header; else the reader's choice (`''`: left
 * out); else a common synonym («Серийный номер» is the number); else none.
 */
function fieldOf<K extends string>(header: string, choices: ColumnChoices<K>, columns: SheetColumns<K>): K | null {
  const folded = header.trim().toLowerCase();
  const own = columns.keyByHeader.get(folded);
  if (own) return own;
  const chosen = choices[header.trim()];
  if (chosen !== undefined) return chosen === '' ? null : chosen;
  return columns.synonyms[folded] ?? null;
}

/**
 * Rows of header-named cells from a file's rows (its first non-blank row is the header), each
 * keeping the file's line. Two columns read into one field: the first wins.
 */
export function rowsByColumns<K extends string>(
  table: readonly TableRow[],
  maxRows: number,
  columns: SheetColumns<K>,
  choices: ColumnChoices<K> = {},
): SheetRows<K> | SheetError {
  const [header, ...body] = table.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (!header) return { kind: 'noKnownColumns' };
  const taken = new Set<K>();
  const keys = header.cells.map((label) => {
    const key = fieldOf(label, choices, columns);
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
  if (!keys.some(Boolean)) return { kind: 'noKnownColumns' };
  const otherColumns = header.cells.flatMap((label, column) =>
    label.trim() === '' || columns.keyByHeader.has(label.trim().toLowerCase())
      ? []
      : [{ header: label.trim(), field: keys[column] ?? null }],
  );
  const rows: SheetRow<K>[] = body.map(({ line, cells }) => {
    const row: SheetRow<K> = { line, cells: {} };
    keys.forEach((key, column) => {
      if (key) row.cells[key] = unguard(cells[column] ?? '').trim();
    });
    return row;
  });
  const englishColumns = new Set(
    header.cells
      .flatMap((label, column) => (columns.englishHeaders.has(label.trim().toLowerCase()) ? [keys[column] ?? ''] : []))
      .filter(Boolean),
  );
  return rows.length > maxRows ? { kind: 'tooManyRows', max: maxRows } : { rows, otherColumns, englishColumns };
}

/** A file's rows by the catalogue export's columns (ADR 065). */
export const rowsFromTable = (table: readonly TableRow[], maxRows: number, choices: ColumnChoices<keyof ExportRecordDto> = {}) =>
  rowsByColumns(table, maxRows, EXPORT_COLUMNS, choices);
