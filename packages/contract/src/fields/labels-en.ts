import type { ItemFieldLabels } from './labels-ru';

/**
 * The English names of the catalogue's fields, in museum English: a product is a complete gun,
 * a detail a part, «назначение» what the part is for (ADR 054).
 */
export const ITEM_FIELD_LABELS_EN = {
  name: 'Name',
  year: 'Year',
  number: 'Number',
  belongsTo: 'Purpose',
  manufacturer: 'Maker',
  source: 'Source',
  description: 'Description',
  photos: 'Photos',
  parent: 'Part of',
  type: 'Type',
  subtype: 'Subtype',
  product: 'Complete gun',
  stamps: 'Stamps',
} as const satisfies ItemFieldLabels;
