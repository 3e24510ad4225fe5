import { EXPORT_CSV_COLUMNS_IN, type Locale, XLSX_TYPE } from '@museum/contract';
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';

/** A template to download: an empty table with the export's header row. */
export type TemplateFile = { contentType: string; fileName: string; body: Buffer | string };

/**
 * The import's template in a language (ADR 065): the export's columns, said once in the contract,
 * as a CSV (UTF-8 with a byte-order mark and CRLF, as Excel opens it) or an XLSX workbook
 * written by write-excel-file (the same author as read-excel-file, which reads it back).
 */
export async function templateFile(format: 'csv' | 'xlsx', locale: Locale): Promise<TemplateFile> {
  const header = EXPORT_CSV_COLUMNS_IN[locale].map(([, label]) => label);
  if (format === 'csv') {
    const body = stringify([header], { bom: true, record_delimiter: 'windows' });
    return { contentType: 'text/csv; charset=utf-8', fileName: 'import-template.csv', body };
  }
  const row = header.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = await writeXlsxFile([row], { columns: header.map((label) => ({ width: Math.max(12, label.length + 2) })) }).toBuffer();
  return { contentType: XLSX_TYPE, fileName: 'import-template.xlsx', body };
}
