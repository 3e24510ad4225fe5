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

/**
 * A day as collectors write it: «2024-05-17», a date-typed cell's day, «17.05.2024», «17/5/2024» or
 * «17.05.2024 г.», as `YYYY-MM-DD`; anything else stays as written, for the schema to refuse.
 */
export function dayOf(cell: string): string {
  const text = cell.replace(/\s*г\.?$/i, '').trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+Z?)?$/.exec(text);
  if (iso?.[1]) return iso[1];
  const written = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  if (!written) return cell;
  const [, day = '', month = '', year = ''] = written;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * A sum as collectors write it: «150 000,50», «150000.5», «1,234,567», «1.234,5» (spaces and
 * apostrophes group thousands; of a comma and a dot the later one is the decimal point; several of one
 * group thousands; a lone one is the decimal point), as a number; anything else stays as written, for
 * the schema to refuse.
 */
export function amountOf(cell: string): number | string {
  const text = cell.replace(/[\s\u00a0\u202f']/g, '');
  const count = (sign: string) => text.split(sign).length - 1;
  const without = (sign: string) => text.split(sign).join('');
  let normal: string;
  if (count(',') > 0 && count('.') > 0) {
    const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    normal = without(decimal === ',' ? '.' : ',').replace(decimal, '.');
  } else if (count(',') > 1) normal = without(',');
  else if (count('.') > 1) normal = without('.');
  else normal = text.replace(',', '.');
  return /^\d+(?:\.\d+)?$/.test(normal) ? Number(normal) : cell;
}
