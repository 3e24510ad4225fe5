import { BELONGS_TO_VALUES, ITEM_CONDITION_NAMES_EN, ITEM_CONDITIONS, LOCALES, type Locale, PURPOSE_NAMES } from '@museum/contract';

/**
 * A year as collectors write it: «1915», «1915 г.», «1915г», «1915 год», «1915-й», «1 915», a
 * number cell's «1915.0», or a date-typed cell's day («1916-01-01», as the reading thread gives
 * it, or a full ISO time). The four digits, or null when the cell says something else.
 */
export function yearOf(cell: string): string | null {
  const text = cell.replace(/(\d)[\s\u00a0\u202f]+(?=\d)/g, '$1').trim();
  const match = /^(\d{4})(?:\s*(?:г\.?|год|-?й|-?го)|\.0+)?$/i.exec(text) ?? /^(\d{4})-\d{2}-\d{2}(?:T[\d:.]+Z?)?$/.exec(text);
  return match?.[1] ?? null;
}

const fold = (text: string) => text.trim().toLowerCase();
/** A name's words before a closing bracket: «excavated (раскопочное)» → «excavated». */
const beforeBracket = (text: string) => text.replace(/\s*\(.*\)$/, '');

/** Each stored value by every name a language gives it, and by that name's words before a bracket («excavated (раскопочное)»). */
function byNames(values: readonly string[], names: Readonly<Record<Locale, Readonly<Record<string, string>>>>) {
  const map = new Map<string, string>();
  for (const value of values) {
    map.set(fold(value), value);
    for (const locale of LOCALES) {
      const name = names[locale][value];
      if (!name) continue;
      map.set(fold(name), value);
      map.set(fold(beforeBracket(name)), value);
    }
  }
  return map;
}

const CHOICES = {
  condition: byNames(ITEM_CONDITIONS, { ru: {}, en: ITEM_CONDITION_NAMES_EN }),
  belongsTo: byNames(BELONGS_TO_VALUES, PURPOSE_NAMES),
} as const;

/**
 * A choice cell (condition, purpose) in either language as the value the catalogue stores:
 * «excavated» is «раскопочное», «mount» is «станок», and so is a name with a bracket after it
 * («excavated (раскопочное)», as English exports before 29 November wrote it); anything else stays
 * as written, for the schema to refuse.
 */
export const choiceValue = (key: keyof typeof CHOICES, cell: string): string =>
  CHOICES[key].get(fold(cell)) ?? CHOICES[key].get(fold(beforeBracket(cell))) ?? cell;
