// The export's columns and their headers in each language, without zod: the web's import page
// reads them (a page loads no schema library, scripts/check-budget.ts). `export.ts` checks them
// against the exported record.
import { ENGLISH_KEYS, RECORDED_KEYS } from './fields/item-fields';
import { ITEM_FIELD_LABELS_EN } from './fields/labels-en';
import { ITEM_FIELD_LABELS } from './fields/labels-ru';
import type { Locale } from './locales';

/** The export's own columns: the record's id, kind, page, times, and the product a detail or a product is part of. */
export const EXPORT_ONLY_LABELS = {
  kind: 'Вид',
  id: 'Номер записи',
  url: 'Ссылка',
  partOf: 'Входит в',
  createdAt: 'Создано',
  updatedAt: 'Изменено',
} as const;

/** The Russian header of each export column: the export's own, then the fields' names (ADR 052). */
const EXPORT_LABELS: Readonly<Record<ExportColumnKey, string>> = { ...ITEM_FIELD_LABELS, ...EXPORT_ONLY_LABELS };

/** The order of the CSV's columns: every key of the record, once. */
export const CSV_ORDER = [
  'kind',
  'id',
  'url',
  'name',
  'number',
  'year',
  'belongsTo',
  'manufacturer',
  'type',
  'subtype',
  'partOf',
  'stamps',
  'description',
  'source',
  ...ENGLISH_KEYS,
  ...RECORDED_KEYS,
  'photos',
  'createdAt',
  'updatedAt',
] as const;

/** A column of the export: `export.ts` checks they are exactly the record's keys. */
export type ExportColumnKey = (typeof CSV_ORDER)[number];

/** The CSV's header row, in order (Russian, as Excel users read it). */
export const EXPORT_CSV_COLUMNS = CSV_ORDER.map((key) => [key, EXPORT_LABELS[key]] as const);

/** The export's own columns in English; the fields' names come from their one English map. */
const EXPORT_ONLY_LABELS_EN = {
  kind: 'Kind',
  id: 'Record number',
  url: 'Link',
  partOf: 'Part of',
  createdAt: 'Created',
  updatedAt: 'Changed',
} as const satisfies Readonly<Record<keyof typeof EXPORT_ONLY_LABELS, string>>;

/** The English header of each export column. */
const EXPORT_LABELS_EN: Readonly<Record<ExportColumnKey, string>> = { ...ITEM_FIELD_LABELS_EN, ...EXPORT_ONLY_LABELS_EN };

/** The CSV's header row in each language, in the same order. */
export const EXPORT_CSV_COLUMNS_IN: Readonly<Record<Locale, readonly (readonly [ExportColumnKey, string])[]>> = {
  ru: EXPORT_CSV_COLUMNS,
  en: CSV_ORDER.map((key) => [key, EXPORT_LABELS_EN[key]] as const),
};

/** How the export names the kind of a record, by language. */
export const EXPORT_KIND_LABELS: Readonly<Record<Locale, Readonly<Record<'product' | 'detail', string>>>> = {
  ru: { product: 'изделие', detail: 'деталь' },
  en: { product: 'item', detail: 'part' },
};
