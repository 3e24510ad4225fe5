import type { ItemCondition } from '../common';
import { ITEM_CONDITIONS } from '../constants';
import type { Locale } from '../locale';
import { ITEM_CONDITION_NAMES_EN, ITEM_FIELD_LABELS_EN } from './labels-en';
import { ITEM_FIELD_LABELS, type ItemFieldLabels } from './labels-ru';

/** The field names of each interface language: one map of the same type per locale. */
export const ITEM_FIELD_LABELS_BY_LOCALE: Readonly<Record<Locale, ItemFieldLabels>> = {
  ru: ITEM_FIELD_LABELS,
  en: ITEM_FIELD_LABELS_EN,
};

/** The names of the catalogue's fields in `locale`. */
export const itemFieldLabels = (locale: Locale): ItemFieldLabels => ITEM_FIELD_LABELS_BY_LOCALE[locale];

const CONDITION_NAMES: Readonly<Record<Locale, Readonly<Record<ItemCondition, string>>>> = {
  ru: Object.fromEntries(ITEM_CONDITIONS.map((condition) => [condition, condition])) as Record<ItemCondition, string>,
  en: ITEM_CONDITION_NAMES_EN,
};

/** A condition grade as a page in `locale` names it (Russian pages show the stored word). */
export const conditionName = (locale: Locale, condition: string): string =>
  CONDITION_NAMES[locale][condition as ItemCondition] ?? condition;
