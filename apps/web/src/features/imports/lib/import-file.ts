import { API, type ImportPreviewDto, type ImportResultDto, type Locale } from '@museum/contract';
import { IMPORT_LIMITS } from '@museum/contract/constants';
import { endpointUrl } from '../../../lib/api-client';

/** What the file input offers: the import reads CSV and XLSX (ADR 065), and a ZIP of one with its photos (ADR 087). */
export const IMPORT_ACCEPT = '.csv,.xlsx,.zip,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/zip';

/** The largest table, and the largest ZIP of a table and its photos, the server takes, in whole megabytes, as the page says them. */
export const IMPORT_MAX_MEGABYTES = IMPORT_LIMITS.maxBytes / (1024 * 1024);
export const IMPORT_ZIP_MAX_MEGABYTES = IMPORT_LIMITS.maxZipBytes / (1024 * 1024);

/**
 * Why a chosen file is not sent at all: not a CSV, XLSX or ZIP by its name, or larger than the server
 * takes (it would answer 413 after the whole upload); null when it may go.
 */
export function fileRefusal(file: Pick<File, 'name' | 'size'>): 'wrongType' | 'tooLarge' | 'zipTooLarge' | null {
  if (/\.zip$/i.test(file.name)) return file.size > IMPORT_LIMITS.maxZipBytes ? 'zipTooLarge' : null;
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'wrongType';
  if (file.size > IMPORT_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

/** The empty template's address, its header row in the page's language (a plain link cannot send `Accept-Language`). */
export function templateUrl(format: 'csv' | 'xlsx', locale: Locale): string {
  return endpointUrl(format === 'csv' ? API.imports.template : API.imports.templateXlsx, { query: { lang: locale } });
}

/** A row of the file as the page names it: what the file says it is. */
export type PreviewRow = ImportPreviewDto['rows'][number];

/** The records a moderator's import created or changed, each with its row of the preview (name, number, type), by line. */
export function createdRecords(result: ImportResultDto, rows: readonly PreviewRow[]) {
  const byLine = new Map(rows.map((row) => [row.line, row]));
  return [...result.created, ...result.updated].flatMap((record) => {
    const row = byLine.get(record.line);
    return row ? [{ ...record, row }] : [];
  });
}
