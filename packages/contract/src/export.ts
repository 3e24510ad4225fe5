import { z } from 'zod';
import { BelongsToDto } from './common';
import { EXPORT_FORMATS } from './constants';
import type { CSV_ORDER, EXPORT_ONLY_LABELS } from './export-columns';
import type { Equal, Expect, ExportedKey } from './fields/field-description';
import type { DETAIL_FIELDS, PRODUCT_FIELDS } from './fields/item-fields';
import { englishDtoShape, recordedDtoShape } from './fields/recorded-schemas';
import { DetailFilters, NumbersMatchFilter, SearchText } from './filters';
import { LOCALES, says } from './locale';
import { PhotoRights } from './photo-rights';
import { SearchType } from './search';

export { EXPORT_FORMATS };

/**
 * `GET /export`: the same filters as `GET /search/all` (no paging, no sort: products first, then
 * details, each by id). Answers a file (`Content-Disposition: attachment`), streamed.
 */
export const ExportQuery = DetailFilters.extend({
  format: z.enum(EXPORT_FORMATS, says({ ru: 'Формат: csv или jsonl', en: 'Format: csv or jsonl' })).default('csv'),
  q: SearchText,
  searchType: SearchType,
  numbersMatch: NumbersMatchFilter,
  /**
   * The language of the file (headers, kinds, licences, the items' addresses): the page's, which a
   * download link cannot send as `Accept-Language`; that header only when it is absent.
   */
  lang: z.enum(LOCALES).optional(),
});
export type ExportQuery = z.infer<typeof ExportQuery>;

/** A photo of an exported item: the file's absolute URL, its credit and licence. */
export const ExportPhotoDto = PhotoRights.extend({ id: z.number().int(), url: z.string() });

/** One line of the JSON Lines export (and one row of the CSV, flattened). */
export const ExportRecordDto = z.object({
  kind: z.enum(['product', 'detail']),
  id: z.number().int(),
  /** The item's permanent page. */
  url: z.string(),
  name: z.string().nullable(),
  number: z.string().nullable(),
  year: z.number().int().nullable(),
  belongsTo: BelongsToDto.nullable(),
  manufacturer: z.string().nullable(),
  /** Details only (null for products). */
  type: z.string().nullable(),
  subtype: z.string().nullable(),
  /** A detail's product, a product's parent: `{id, name}`. */
  partOf: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  stamps: z.array(z.string()),
  /** Plain text (the page's HTML without markup). */
  description: z.string().nullable(),
  source: z.string().nullable(),
  /** Plain text (the English description's HTML without markup). */
  ...englishDtoShape,
  ...recordedDtoShape,
  photos: z.array(ExportPhotoDto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExportRecordDto = z.infer<typeof ExportRecordDto>;

export { EXPORT_CSV_COLUMNS, EXPORT_CSV_COLUMNS_IN, EXPORT_KIND_LABELS } from './export-columns';

// An exported field must be a column of the record, and every column of the record is either
// the export's own or some field's (ADR 052); the CSV lists each key of the record.
export type ExportChecks = [
  Expect<
    Equal<keyof ExportRecordDto, keyof typeof EXPORT_ONLY_LABELS | ExportedKey<typeof PRODUCT_FIELDS> | ExportedKey<typeof DETAIL_FIELDS>>
  >,
  Expect<Equal<(typeof CSV_ORDER)[number], keyof ExportRecordDto>>,
];
