// The fields an imported file's columns can be read into and the headers collectors write for
// them, without zod: the web's import page reads them (a page loads no schema library).
import { EXPORT_CSV_COLUMNS_IN } from './export-columns';

/** The fields a column of the file can be read into: the export's columns but its page, times and photos. */
export const IMPORT_COLUMN_KEYS = EXPORT_CSV_COLUMNS_IN.ru
  .map(([key]) => key)
  .filter((key) => !['url', 'createdAt', 'updatedAt', 'photos'].includes(key));
export type ImportColumnKey = (typeof IMPORT_COLUMN_KEYS)[number];

/**
 * Headers collectors write for the export's columns (lower case): a column so named is read as that
 * field unless the reader chose otherwise (issue 50, point 4).
 */
export const IMPORT_HEADER_SYNONYMS: Readonly<Record<string, ImportColumnKey>> = {
  'серийный номер': 'number',
  'заводской номер': 'number',
  'номер изделия': 'number',
  '№': 'number',
  'serial number': 'number',
  serial: 'number',
  'год выпуска': 'year',
  'год изготовления': 'year',
  'year of manufacture': 'year',
  наименование: 'name',
  предмет: 'name',
  изготовитель: 'manufacturer',
  завод: 'manufacturer',
  примечание: 'description',
  примечания: 'description',
  комментарий: 'description',
  notes: 'description',
  note: 'description',
  клеймо: 'stamps',
  маркировка: 'markings',
  надписи: 'markings',
  происхождение: 'provenance',
  'место номера': 'numberPlace',
  'где номер': 'numberPlace',
};

/** The reference columns whose names a row may bring that the catalogue lacks (issue 50, point 2). */
export const IMPORT_NAME_FIELDS = ['manufacturer', 'type', 'subtype', 'stamps'] as const;
export type ImportNameField = (typeof IMPORT_NAME_FIELDS)[number];
