import type { ItemCondition } from '../common';
import type { ItemFieldLabels } from './labels-ru';

/**
 * The English names of the catalogue's fields, in museum English: a product is a complete gun,
 * a detail a part, «назначение» what the part is for (ADR 054).
 */
export const ITEM_FIELD_LABELS_EN = {
  name: 'Name',
  nameEn: 'English name',
  year: 'Year',
  number: 'Number',
  belongsTo: 'Purpose',
  manufacturer: 'Maker',
  source: 'Source',
  description: 'Description',
  descriptionEn: 'English description',
  condition: 'Condition',
  markings: 'Inscriptions and markings',
  provenance: 'Provenance',
  numberPlace: 'Where the number is struck',
  photos: 'Photos',
  parent: 'Part of',
  type: 'Type',
  subtype: 'Subtype',
  product: 'Complete gun',
  stamps: 'Stamps',
} as const satisfies ItemFieldLabels;

/**
 * The condition grades in English, as collectors grade arms; the stored value stays the Russian
 * word (the filter's value and the API's), only its name changes with the page.
 */
export const ITEM_CONDITION_NAMES_EN = {
  'не использовалось': 'unissued',
  отличное: 'excellent',
  хорошее: 'good',
  удовлетворительное: 'fair',
  плохое: 'poor',
  раскопочное: 'excavated',
} as const satisfies Readonly<Record<ItemCondition, string>>;
