import { IMPORT_LIMITS, type ImportColumnChoices } from '@museum/contract';
import { Invalid, PayloadTooLarge } from '../../lib/errors';
import { type ColumnChoices, EXPORT_COLUMNS, rowsByColumns, type SheetColumns, type SheetRows } from './import-sheet';
import type { SheetReaders, SheetRefusal } from './sheet-readers';
import type { TableRow } from './sheet-table';
import { type BundleFile, isPhotoZip } from './upload-contents';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** A file not read at all: 413 for one too big or too heavy to read, 400 for one that is no table. */
function refuse(refusal: SheetRefusal, timeoutMs: number, maxPhotoBytes: number): never {
  switch (refusal.kind) {
    case 'unpackedTooLarge':
      throw new PayloadTooLarge((t) => t.importUnpackedTooLarge(megabytes(IMPORT_LIMITS.maxUnpackedBytes)), 'IMPORT_UNPACKED_TOO_LARGE');
    case 'tooManyCells':
      throw new PayloadTooLarge((t) => t.importTooManyCells(IMPORT_LIMITS.maxCells), 'IMPORT_TOO_MANY_CELLS');
    case 'tooSlow':
      throw new PayloadTooLarge((t) => t.importTooSlow(Math.ceil(timeoutMs / 1000)), 'IMPORT_TOO_SLOW');
    case 'zipTooLarge':
      throw new PayloadTooLarge((t) => t.importZipTooLarge(megabytes(IMPORT_LIMITS.maxZipUnpackedBytes)), 'IMPORT_ZIP_TOO_LARGE');
    case 'zipTooManyFiles':
      throw new PayloadTooLarge((t) => t.importZipTooManyFiles(IMPORT_LIMITS.maxZipFiles), 'IMPORT_ZIP_TOO_MANY_FILES');
    case 'zipFileTooLarge':
      throw new PayloadTooLarge((t) => t.importZipFileTooLarge(megabytes(maxPhotoBytes)), 'IMPORT_ZIP_FILE_TOO_LARGE');
    case 'zipNoSheet':
      throw new Invalid((t) => t.importZipNoSheet, 'IMPORT_ZIP_NO_SHEET');
    default:
      throw new Invalid((t) => t.importUnreadable, 'IMPORT_UNREADABLE');
  }
}

/** A table's rows by `columns`; one with too many rows, or none of the columns, is refused with a problem. */
function rowsOf<K extends string>(table: readonly TableRow[], choices: ColumnChoices<K>, columns: SheetColumns<K>): SheetRows<K> {
  const rows = rowsByColumns(table, IMPORT_LIMITS.maxRows, columns, choices);
  if ('rows' in rows) return rows;
  if (rows.kind === 'tooManyRows') throw new Invalid((t) => t.importTooManyRows(rows.max), 'IMPORT_TOO_MANY_ROWS');
  throw new Invalid((t) => t.importNoColumns, 'IMPORT_NO_COLUMNS');
}

const tooLarge = () => new PayloadTooLarge((t) => t.importTooLarge(megabytes(IMPORT_LIMITS.maxBytes)), 'IMPORT_TOO_LARGE');

/**
 * An uploaded file read into rows by columns (ADR 065, 079), with the other files of a ZIP of a sheet
 * and its photos (ADR 087); a file over its bounds, or no table, is refused with a problem.
 */
export async function readUpload(
  sheets: SheetReaders,
  data: Buffer,
  choices: ImportColumnChoices,
  maxPhotoBytes: number,
): Promise<SheetRows & { files: BundleFile[] }> {
  // The multipart limit lets a ZIP of photos through; a sheet alone keeps its own.
  if (data.length > IMPORT_LIMITS.maxBytes && !isPhotoZip(data)) throw tooLarge();
  const contents = await sheets.read(data);
  if (!('rows' in contents)) refuse(contents, sheets.timeoutMs, maxPhotoBytes);
  return { ...rowsOf(contents.rows, choices, EXPORT_COLUMNS), files: contents.files };
}

/**
 * A table alone, CSV or XLSX, read by `columns` within the same bounds and reading process (a collector's own
 * file, ADR 092); a ZIP of a table and photos is refused, as is a file over the limits.
 */
export async function readSheetUpload<K extends string>(
  sheets: SheetReaders,
  data: Buffer,
  choices: ColumnChoices<K>,
  columns: SheetColumns<K>,
): Promise<SheetRows<K>> {
  if (isPhotoZip(data)) throw new Invalid((t) => t.importSheetOnly, 'IMPORT_SHEET_ONLY');
  if (data.length > IMPORT_LIMITS.maxBytes) throw tooLarge();
  const contents = await sheets.read(data);
  // A ZIP of photos went back above: no refusal of its bounds can come here.
  if (!('rows' in contents)) refuse(contents, sheets.timeoutMs, 0);
  return rowsOf(contents.rows, choices, columns);
}
