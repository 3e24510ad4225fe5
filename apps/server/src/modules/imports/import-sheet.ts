import { EXPORT_CSV_COLUMNS_IN, type ExportRecordDto, LOCALES } from '@museum/contract';
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

/** A cell the export guarded against formulas (`'=…`) is read back without the guard. */
const unguard = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Rows of header-named cells from a file's rows (its first non-blank row is the header), each keeping the file's line. */
export function rowsFromTable(table: readonly TableRow[], maxRows: number): SheetRow[] | SheetError {
  const [header, ...body] = table.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (!header) return { kind: 'noKnownColumns' };
  const keys = header.cells.map((label) => KEY_BY_HEADER.get(label.trim().toLowerCase()));
  if (!keys.some(Boolean)) return { kind: 'noKnownColumns' };
  const rows: SheetRow[] = [];
  body.forEach(({ line, cells }) => {
    const row: SheetRow = { line, cells: {} };
    keys.forEach((key, column) => {
      if (key) row.cells[key] = unguard(cells[column] ?? '').trim();
    });
    rows.push(row);
  });
  return rows.length > maxRows ? { kind: 'tooManyRows', max: maxRows } : rows;
}
