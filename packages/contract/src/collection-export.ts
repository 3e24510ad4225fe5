// The collection's spreadsheet columns and their headers in each language, without zod (as
// export-columns.ts): the catalogue export's columns but its page and photos, then the private fields.
import { EXPORT_CSV_COLUMNS_IN, type ExportColumnKey } from './export-columns';
import { IMPORT_HEADER_SYNONYMS } from './import-columns';
import type { Locale } from './locales';

/** The private fields of a collector's record (`PrivateFieldKey` in collection.ts, checked there). */
export const PRIVATE_KEYS = ['acquiredFrom', 'acquiredOn', 'price', 'currency', 'keptAt', 'insuredValue', 'notes'] as const;
export type PrivateKey = (typeof PRIVATE_KEYS)[number];

/** The private fields' names, by language: the collection's form and its spreadsheet say them alike. */
export const PRIVATE_FIELD_LABELS_IN: Readonly<Record<Locale, Readonly<Record<PrivateKey, string>>>> = {
  ru: {
    acquiredFrom: 'У кого приобретён',
    acquiredOn: 'Дата приобретения',
    price: 'Цена',
    currency: 'Валюта',
    keptAt: 'Где хранится',
    insuredValue: 'Страховая стоимость',
    notes: 'Заметки',
  },
  en: {
    acquiredFrom: 'Acquired from',
    acquiredOn: 'Acquired on',
    price: 'Price',
    currency: 'Currency',
    keptAt: 'Kept at',
    insuredValue: 'Insured value',
    notes: 'Notes',
  },
};

/** A column of the collection's spreadsheet: the catalogue export's (but its page and photos) and the private fields. */
export type CollectionColumnKey = Exclude<ExportColumnKey, 'url' | 'photos'> | PrivateKey;

/** The collection's header row in a language: the catalogue's columns up to the times, the private fields, then the times. */
export function collectionColumnsIn(locale: Locale): readonly (readonly [CollectionColumnKey, string])[] {
  const catalogue = EXPORT_CSV_COLUMNS_IN[locale].filter(
    (column): column is readonly [Exclude<ExportColumnKey, 'url' | 'photos'>, string] => column[0] !== 'url' && column[0] !== 'photos',
  );
  const times = catalogue.filter(([key]) => key === 'createdAt' || key === 'updatedAt');
  const fields = catalogue.filter(([key]) => key !== 'createdAt' && key !== 'updatedAt');
  const labels = PRIVATE_FIELD_LABELS_IN[locale];
  return [...fields, ...PRIVATE_KEYS.map((key) => [key, labels[key]] as const), ...times];
}

/** The fields a column of a collector's own file can be read into: the collection's columns but the times (ADR 092). */
export const COLLECTION_IMPORT_KEYS = collectionColumnsIn('ru')
  .map(([key]) => key)
  .filter((key) => key !== 'createdAt' && key !== 'updatedAt');

/**
 * Headers collectors write for the collection's columns (lower case), beside the catalogue import's
 * (`IMPORT_HEADER_SYNONYMS`): a collector's «Цена покупки» is the price, their «Примечание» their own
 * notes rather than the object's description.
 */
export const COLLECTION_HEADER_SYNONYMS: Readonly<Record<string, CollectionColumnKey>> = {
  ...IMPORT_HEADER_SYNONYMS,
  примечание: 'notes',
  примечания: 'notes',
  комментарий: 'notes',
  notes: 'notes',
  note: 'notes',
  'куплено у': 'acquiredFrom',
  продавец: 'acquiredFrom',
  'purchased from': 'acquiredFrom',
  seller: 'acquiredFrom',
  'дата покупки': 'acquiredOn',
  'purchase date': 'acquiredOn',
  'date acquired': 'acquiredOn',
  'цена покупки': 'price',
  стоимость: 'price',
  'purchase price': 'price',
  'место хранения': 'keptAt',
  хранение: 'keptAt',
  location: 'keptAt',
  'страховая сумма': 'insuredValue',
  'insurance value': 'insuredValue',
};
