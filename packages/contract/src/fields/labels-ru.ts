import type { ItemFieldKey } from './item-fields';

/**
 * The names of products' and details' fields in one language: a map by field key, so the compiler
 * refuses a field without a name (or a name without a field). A second language is one more map
 * of this type (ADR 052).
 */
export type ItemFieldLabels = Readonly<Record<ItemFieldKey, string>>;

/** The Russian names of the catalogue's fields: the form, the item page, the diff, the history, the export and validation answers read them. */
export const ITEM_FIELD_LABELS = {
  name: 'Название',
  nameEn: 'Название по-английски',
  year: 'Год',
  number: 'Номер',
  belongsTo: 'Назначение',
  manufacturer: 'Производитель',
  source: 'Источник',
  description: 'Описание',
  descriptionEn: 'Описание по-английски',
  condition: 'Состояние',
  markings: 'Надписи и маркировка',
  provenance: 'Происхождение',
  numberPlace: 'Где выбит номер',
  photos: 'Фотографии',
  parent: 'Входит в изделие',
  type: 'Тип',
  subtype: 'Подтип',
  product: 'Изделие',
  stamps: 'Клейма',
} as const satisfies ItemFieldLabels;
