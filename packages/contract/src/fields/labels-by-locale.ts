import type { Locale } from '../locale';
import { ITEM_FIELD_LABELS_EN } from './labels-en';
import { ITEM_FIELD_LABELS, type ItemFieldLabels } from './labels-ru';

/** The field names of each interface language: one map of the same type per locale. */
export const ITEM_FIELD_LABELS_BY_LOCALE: Readonly<Record<Locale, ItemFieldLabels>> = {
  ru: ITEM_FIELD_LABELS,
  en: ITEM_FIELD_LABELS_EN,
};

/** The names of the catalogue's fields in `locale`. */
export const itemFieldLabels = (locale: Locale): ItemFieldLabels => ITEM_FIELD_LABELS_BY_LOCALE[locale];
