import { z } from 'zod';
import { BelongsToDto } from './common';
import { EXPORT_FORMATS } from './constants';
import { DetailFilters, SearchText } from './filters';
import { PhotoRights } from './photo-rights';
import { SearchType } from './search';

export { EXPORT_FORMATS };

/**
 * `GET /export`: the same filters as `GET /search/all` (no paging, no sort: products first, then
 * details, each by id). Answers a file (`Content-Disposition: attachment`), streamed.
 */
export const ExportQuery = DetailFilters.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Формат: csv или jsonl' }).default('csv'),
  q: SearchText,
  searchType: SearchType,
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
  photos: z.array(ExportPhotoDto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExportRecordDto = z.infer<typeof ExportRecordDto>;

/** The CSV's header row, in order (Russian, as Excel users read it). */
export const EXPORT_CSV_COLUMNS = [
  ['kind', 'Вид'],
  ['id', 'Номер записи'],
  ['url', 'Ссылка'],
  ['name', 'Название'],
  ['number', 'Номер'],
  ['year', 'Год'],
  ['belongsTo', 'Назначение'],
  ['manufacturer', 'Производитель'],
  ['type', 'Тип'],
  ['subtype', 'Подтип'],
  ['partOf', 'Входит в'],
  ['stamps', 'Клейма'],
  ['description', 'Описание'],
  ['source', 'Источник'],
  ['photos', 'Фотографии'],
  ['createdAt', 'Создано'],
  ['updatedAt', 'Изменено'],
] as const satisfies readonly (readonly [keyof ExportRecordDto, string])[];
