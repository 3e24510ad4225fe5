import { type Info, parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/universal';
import { declaredSize, inflateEntries, zipEntries } from './zip-directory';

/** A row of the file as its cells' texts, with the file's own line (the header is line 1; blank lines count). */
export type TableRow = { line: number; cells: string[] };

/** What a ZIP of a sheet and its photos may unpack to in all and per file, and how many files it may hold (ADR 087). */
export type BundleLimits = { maxUnpackedBytes: number; maxFiles: number; maxFileBytes: number };

/** What a file may unpack to and hold, checked before it is parsed; and a ZIP of a sheet and its photos. */
export type TableLimits = { maxUnpackedBytes: number; maxCells: number; zip: BundleLimits };

/** Why a file is not read into a table: its own bounds (ADR 079), or a ZIP's of a sheet and its photos (ADR 087). */
export type TableRefusal = {
  kind: 'unreadable' | 'unpackedTooLarge' | 'tooManyCells' | 'zipTooLarge' | 'zipTooManyFiles' | 'zipFileTooLarge' | 'zipNoSheet';
};

/** An XLSX file starts as every ZIP archive does. */
export const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The file's text: UTF-8 with or without a byte-order mark, UTF-16 with one (Excel's «Unicode
 * text»), else Windows-1251, as a Russian Excel saves «CSV (разделители — запятые)». A byte
 * sequence that is not UTF-8 is taken as Windows-1251 (Node's TextDecoder knows it).
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** The separator of the first line that is not blank: the most frequent of comma, semicolon and tab (a comma on a tie). */
export function separatorOf(text: string): string {
  const firstLine = text.split(/\r?\n|\r/).find((line) => line.trim() !== '') ?? '';
  const counts = [',', ';', '\t'].map((sep) => [sep, firstLine.split(sep).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** A CSV file as rows of texts, each with the line it starts on. */
export function csvRows(bytes: Uint8Array, limits: TableLimits): TableRow[] | TableRefusal {
  const text = decodeText(bytes);
  // With `info: true` csv-parse answers each record with its info; its sync typings don't model the option.
  let records: { record: string[]; info: Pick<Info, 'lines'> }[];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch {
    return { kind: 'unreadable' };
  }
  if (records.reduce((sum, { record }) => sum + record.length, 0) > limits.maxCells) return { kind: 'tooManyCells' };
  // `info.lines` is the line the record ends on: a quoted cell can span lines.
  return records.map(({ record, info }) => ({
    line: info.lines - (record.join('').match(/\r\n|\n|\r/g)?.length ?? 0),
    cells: record,
  }));
}

/** A worksheet's cells, counted in its XML (`<c …>`, any namespace prefix) before a parser builds them. */
const cellsIn = (xml: Buffer) => xml.toString('latin1').match(/<(?:\w+:)?c[\s/>]/g)?.length ?? 0;

/** What a date-typed cell means to the catalogue: the day it names (a year is read from it later). */
const cellText = (cell: unknown) =>
  cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);

/**
 * The first sheet of an XLSX workbook, bounded before it is parsed (ADR 079): the central
 * directory's sizes, then the real inflated bytes and the number of cells; only then
 * read-excel-file parses it (its universal build, in the caller's thread: this runs in a worker).
 */
export async function xlsxRows(bytes: Uint8Array, limits: TableLimits): Promise<TableRow[] | TableRefusal> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = zipEntries(buffer);
  if (!entries) return { kind: 'unreadable' };
  if (declaredSize(entries) > limits.maxUnpackedBytes) return { kind: 'unpackedTooLarge' };
  const files = inflateEntries(buffer, entries, limits.maxUnpackedBytes, (name) => name.endsWith('.xml') || name.endsWith('.rels'));
  // No entry of a workbook has a bound of its own: only the whole is bounded.
  if (typeof files === 'string') return { kind: files === 'fileTooLarge' ? 'unpackedTooLarge' : files };
  let cells = 0;
  for (const [name, xml] of files) if (name.startsWith('xl/worksheets/')) cells += cellsIn(xml);
  if (cells > limits.maxCells) return { kind: 'tooManyCells' };
  try {
    const sheet = await readSheet(new Uint8Array(bytes).buffer);
    return sheet.map((row, index) => ({ line: index + 1, cells: row.map(cellText) }));
  } catch {
    return { kind: 'unreadable' };
  }
}

/** A refusal, told apart from rows. */
export const isRefusal = (table: TableRow[] | TableRefusal): table is TableRefusal => !Array.isArray(table);
