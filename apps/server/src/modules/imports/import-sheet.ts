import {
  EXPORT_CSV_COLUMNS_IN,
  type ExportRecordDto,
  IMPORT_HEADER_SYNONYMS,
  type ImportColumnChoices,
  type ImportPreviewDto,
  LOCALES,
} from '@museum/contract';
import type { TableRow } from './sheet-table';

/** A row of the file by the export's column keys: the cell's text, trimmed; a missing column is absent. */
export type SheetRow = { line: number; cells: Partial<Record<keyof ExportRecordDto, string>> };

/** Why a file cannot be read at all (the whole upload is refused, nothing previewed). */
export type SheetError = { kind: 'unreadable' } | { kind: 'noKnownColumns' } | { kind: 'tooManyRows'; max: number };

/**
 * Every header the import understands, Russian or English: the export's own column definitions
 * (`EXPORT_CSV_COLUMNS_IN`), so a file the export wrote is read back column by column.
 */
const KEY_BY_HEADER: ReadonlyMap<string, keyof ExportRecordDto> = new Map(
  LOCALES.flatMap((locale) => EXPORT_CSV_COLUMNS_IN[locale].map(([key, label]) => [label.trim().toLowerCase(), key] as const)),
);

/** The export's English headers that are not also Russian ones: a column so headed is in English. */
const ENGLISH_HEADERS: ReadonlySet<string> = new Set(
  EXPORT_CSV_COLUMNS_IN.en
    .map(([, label]) => label.trim().toLowerCase())
    .filter((label) => !EXPORT_CSV_COLUMNS_IN.ru.some(([, ru]) => ru.trim().toLowerCase() === label)),
);

/** A cell the export guarded against formulas (`'=…`) is read back without the guard. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * A file read by columns: its rows, its columns that are not the export's with the field each was
 * read into, and the fields read from the export's English headers (a name there is an English name).
 */
export type SheetRows = { rows: SheetRow[]; otherColumns: ImportPreviewDto['otherColumns']; englishColumns: ReadonlySet<string> };

/**
 * The field a header is read into: the export's own header; else the reader's choice (`''`: left
 * out); else a common synonym («Серийный номер» is the number); else none.
 */
function fieldOf(header: string, choices: ImportColumnChoices): keyof ExportRecordDto | null {
  const folded = header.trim().toLowerCase();
  const own = KEY_BY_HEADER.get(folded);
  if (own) return own;
  const chosen = choices[header.trim()];
  if (chosen !== undefined) return chosen === '' ? null : chosen;
  return IMPORT_HEADER_SYNONYMS[folded] ?? null;
}

/**
 * Rows of header-named cells from a file's rows (its first non-blank row is the header), each
 * keeping the file's line. Two columns read into one field: the first wins.
 */
export function rowsFromTable(table: readonly TableRow[], maxRows: number, choices: ImportColumnChoices = {}): SheetRows | SheetError {
  const [header, ...body] = table.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (!header) return { kind: 'noKnownColumns' };
  const taken = new Set<keyof ExportRecordDto>();
  const keys = header.cells.map((label) => {
    const key = fieldOf(label, choices);
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
  if (!keys.some(Boolean)) return { kind: 'noKnownColumns' };
  const otherColumns = header.cells.flatMap((label, column) =>
    label.trim() === '' || KEY_BY_HEADER.has(label.trim().toLowerCase()) ? [] : [{ header: label.trim(), field: keys[column] ?? null }],
  );
  const rows: SheetRow[] = body.map(({ line, cells }) => {
    const row: SheetRow = { line, cells: {} };
    keys.forEach((key, column) => {
      if (key) row.cells[key] = unguard(cells[column] ?? '').trim();
    });
    return row;
  });
  const englishColumns = new Set(
    header.cells.flatMap((label, column) => (ENGLISH_HEADERS.has(label.trim().toLowerCase()) ? [keys[column] ?? ''] : [])).filter(Boolean),
  );
  return rows.length > maxRows ? { kind: 'tooManyRows', max: maxRows } : { rows, otherColumns, englishColumns };
}
