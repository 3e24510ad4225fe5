import { type BundleLimits, csvRows, isZip, type TableLimits, type TableRefusal, type TableRow, xlsxRows } from './sheet-table';
import { declaredSize, inflateEntries, type ZipEntry, zipEntries } from './zip-directory';

/** A file of an uploaded ZIP beside its sheet (a photo, by the name the sheet uses: its base name). */
export type BundleFile = { name: string; bytes: Uint8Array };

/** What an upload holds: its table's rows and, for a ZIP of a sheet and its photos, the other files (ADR 087). */
export type UploadContents = { rows: TableRow[]; files: BundleFile[] };

/** A file's name without its folders, as a sheet's photo cell names it. */
export const baseName = (path: string) => path.split(/[\\/]/).pop() ?? path;

/** A sheet inside a ZIP: the one CSV or XLSX of it. */
const SHEET = /\.(csv|xlsx)$/i;

/** Folders, a Mac's resource forks and hidden files are not the collector's files. */
const ignored = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || baseName(name).startsWith('.');

/** An XLSX workbook is itself a ZIP: its content types and its `xl/` folder tell it from a ZIP of a sheet and photos. */
const isWorkbook = (entries: readonly ZipEntry[]) =>
  entries.some(({ name }) => name === '[Content_Types].xml') && entries.some(({ name }) => name.startsWith('xl/'));

/** A ZIP that is not an XLSX workbook: a sheet and its photos (ADR 087), which may be larger than a sheet alone. */
export function isPhotoZip(bytes: Buffer): boolean {
  const entries = isZip(bytes) ? zipEntries(bytes) : null;
  return entries !== null && !isWorkbook(entries);
}

/** What a ZIP of a sheet and its photos declares, against its bounds: its files' count, each one's size, their sum, one sheet. */
function bundleRefusal(entries: readonly ZipEntry[], limits: BundleLimits): TableRefusal | null {
  const files = entries.filter(({ name }) => !ignored(name));
  if (entries.length > limits.maxFiles) return { kind: 'zipTooManyFiles' };
  if (files.some(({ size }) => size > limits.maxFileBytes)) return { kind: 'zipFileTooLarge' };
  if (declaredSize(entries) > limits.maxUnpackedBytes) return { kind: 'zipTooLarge' };
  if (files.filter(({ name }) => SHEET.test(name)).length !== 1) return { kind: 'zipNoSheet' };
  return null;
}

/**
 * A ZIP's bounds as its central directory declares them: cheap enough for the server's own thread,
 * so a file refused by them starts no thread. The thread then checks the real inflated bytes.
 */
export function zipRefusal(bytes: Buffer, limits: TableLimits): TableRefusal | null {
  const entries = zipEntries(bytes);
  if (!entries) return { kind: 'unreadable' };
  if (isWorkbook(entries)) return declaredSize(entries) > limits.maxUnpackedBytes ? { kind: 'unpackedTooLarge' } : null;
  return bundleRefusal(entries, limits.zip);
}

const INFLATE_REFUSALS = { unreadable: 'unreadable', unpackedTooLarge: 'zipTooLarge', fileTooLarge: 'zipFileTooLarge' } as const;

const withoutFiles = (rows: TableRow[] | TableRefusal): UploadContents | TableRefusal => (Array.isArray(rows) ? { rows, files: [] } : rows);

/** The one sheet of a ZIP and its other files, each inflated within the bounds (whatever the headers said). */
async function bundleContents(bytes: Buffer, entries: readonly ZipEntry[], limits: TableLimits): Promise<UploadContents | TableRefusal> {
  const refusal = bundleRefusal(entries, limits.zip);
  if (refusal) return refusal;
  const inflated = inflateEntries(bytes, entries, limits.zip.maxUnpackedBytes, (name) => !ignored(name), limits.zip.maxFileBytes);
  if (typeof inflated === 'string') return { kind: INFLATE_REFUSALS[inflated] };
  let sheet: { name: string; content: Buffer } | undefined;
  const files: BundleFile[] = [];
  for (const [name, content] of inflated) {
    if (SHEET.test(name)) sheet = { name, content };
    else files.push({ name: baseName(name), bytes: new Uint8Array(content) });
  }
  if (!sheet) return { kind: 'zipNoSheet' };
  const isXlsx = sheet.name.toLowerCase().endsWith('.xlsx');
  if (isXlsx && !isZip(sheet.content)) return { kind: 'unreadable' };
  const rows = isXlsx ? await xlsxRows(sheet.content, limits) : csvRows(sheet.content, limits);
  return Array.isArray(rows) ? { rows, files } : rows;
}

/**
 * An uploaded file's contents (ADR 079, 087): a CSV, an XLSX workbook, or a ZIP holding one such
 * table and the photo files it names. Runs in the reading thread.
 */
export async function uploadContents(bytes: Uint8Array, limits: TableLimits): Promise<UploadContents | TableRefusal> {
  if (!isZip(bytes)) return withoutFiles(csvRows(bytes, limits));
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = zipEntries(buffer);
  if (!entries) return { kind: 'unreadable' };
  if (isWorkbook(entries)) return withoutFiles(await xlsxRows(bytes, limits));
  return bundleContents(buffer, entries, limits);
}
