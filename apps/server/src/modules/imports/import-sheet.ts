import { EXPORT_CSV_COLUMNS_IN, type ExportRecordDto, LOCALES } from '@museum/contract';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

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

/** Rows of header-named cells from a table of strings (the first row is the header). */
export function rowsFromTable(table: readonly (readonly string[])[], maxRows: number): SheetRow[] | SheetError {
  const [header, ...body] = table;
  if (!header) return { kind: 'noKnownColumns' };
  const keys = header.map((label) => KEY_BY_HEADER.get(label.trim().toLowerCase()));
  if (!keys.some(Boolean)) return { kind: 'noKnownColumns' };
  const rows: SheetRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: SheetRow = { line: index + 2, cells: {} };
    keys.forEach((key, column) => {
      if (key) row.cells[key] = unguard(cells[column] ?? '').trim();
    });
    rows.push(row);
  });
  return rows.length > maxRows ? { kind: 'tooManyRows', max: maxRows } : rows;
}

/** A CSV file (UTF-8, with or without a byte-order mark; comma or semicolon separated) as a table of strings. */
export function csvTable(bytes: Buffer): string[][] | null {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  try {
    return parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true }) as string[][];
  } catch {
    return null;
  }
}

/** An XLSX file starts as every ZIP archive does. */
export const isXlsx = (bytes: Buffer) => bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

const cellText = (cell: unknown) => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell));

/** The first sheet of an XLSX workbook as a table of strings, read by read-excel-file (ADR 065). */
export async function xlsxTable(bytes: Buffer): Promise<string[][] | null> {
  try {
    const sheet = await readSheet(bytes);
    return sheet.map((row) => row.map(cellText));
  } catch {
    return null;
  }
}
