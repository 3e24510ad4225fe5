/**
 * One number rule (ADR 078): how a serial number is compared, shown, and which repeats are
 * duplicates. The server's stored `serial_key` column spells the same fold in SQL
 * (`apps/server/src/db/schema/columns.ts`); the shared case table (`SERIAL_NUMBER_CASES`) checks both.
 */

/** Latin letters that look like Cyrillic ones, and the Cyrillic letters they are read as. */
export const SERIAL_LATIN = 'abekmhopctxy';
export const SERIAL_CYRILLIC = 'авекмнорстху';

/** What a number may be written with that is not the number: white space (as SQL's [[:space:]]), dots, the «№» sign, hyphens and dashes. */
const FILLER = /[ \t\n\v\f\r.№\u2013\u2014-]+/g;
/** A Latin «N» or «No» sign left before the first digit once the filler is gone. */
const LATIN_SIGN = /^no?(?=[0-9])/;

/**
 * A number's key for comparison: lower case, without spaces, dots, «№» and dashes, without a
 * leading «N»/«No.» sign, Latin look-alikes read as Cyrillic letters. «№ 21105», «N21105»,
 * «No. 21 105» and «21105» are one number; «AE 2415» and «ае-2415» are one number.
 */
export function serialKeyOf(number: string): string {
  const squeezed = number.toLowerCase().replace(FILLER, '').replace(LATIN_SIGN, '');
  return [...squeezed].map((ch) => SERIAL_CYRILLIC[SERIAL_LATIN.indexOf(ch)] ?? ch).join('');
}

/** A word typed in Latin look-alikes of Cyrillic letters («EB», «TO3»): its letters all look-alikes, a «3» among them read as «З». */
const LOOK_ALIKE_WORD = new RegExp(`^[${SERIAL_LATIN}3]*[${SERIAL_LATIN}][${SERIAL_LATIN}3]*$`, 'i');

/**
 * The text with each word typed in Latin look-alikes read as Cyrillic («EB» → «ев», «TO3» → «тоз»),
 * for the word search (ADR 078); other words as typed. A search asks both spellings, so a Latin
 * word («Vickers») still finds itself.
 */
export function foldLookAlikeWords(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) =>
      LOOK_ALIKE_WORD.test(word)
        ? [...word.toLowerCase()].map((ch) => (ch === '3' ? 'з' : SERIAL_CYRILLIC[SERIAL_LATIN.indexOf(ch)])).join('')
        : word,
    )
    .join('');
}

/** Two written numbers are one number (neither empty). */
export function sameSerial(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const key = serialKeyOf(a);
  return key !== '' && key === serialKeyOf(b);
}

/** Most digits a year table reads (an integer column keeps nine). */
export const SERIAL_DIGITS_MAX = 9;

/** A number as a year table reads it: the key when it is all digits (one to nine), else null. */
export function serialValueOf(number: string): number | null {
  const key = serialKeyOf(number);
  return key.length <= SERIAL_DIGITS_MAX && /^[0-9]+$/.test(key) ? Number(key) : null;
}

/**
 * Why the year tools cannot read a typed number: `tooLong` past nine digits, `letters` when it has
 * no digit at all; null when they can, or nothing is typed.
 */
export function unreadableSerial(text: string): 'tooLong' | 'letters' | null {
  const digits = text.normalize('NFKC').replace(/\D+/g, '');
  if (digits.length > SERIAL_DIGITS_MAX) return 'tooLong';
  return digits === '' && /[\p{L}]/u.test(text) ? 'letters' : null;
}

/** The number is written with its own sign («№ 21105», «N 21105», «No. 21105»). */
const WRITTEN_SIGN = /^\s*(?:№|[nN][oо]?\.?\s*(?=[0-9]))/;

/**
 * A number as pages show it: the stored text as written, with the page language's sign before it
 * («№ », "No. ") unless it carries a sign of its own, so «№ 21105» never reads «№ № 21105».
 */
export function numberLabel(number: string, sign = '№'): string {
  const text = String(number).trim();
  return WRITTEN_SIGN.test(text) ? text : `${sign} ${text}`;
}

/** A numbered record as the repeat rule sees it. */
export interface NumberedRecord {
  kind: 'product' | 'detail';
  number: string | null;
  /** The record's maker, null when unknown. */
  makerId: number | null;
  /** A product's own key (its id, or an import row's line); for a detail, the key of the product it belongs to. */
  own: string | null;
}

/**
 * What one number written on two records means: `match` (a part carrying its own gun's number,
 * ADR 063), `duplicate` (two products of one maker, or of a maker not known, with one number:
 * the same gun entered twice) or `allowed` (anything else: a part of another gun, two makers'
 * own numberings). Null when the numbers differ.
 */
export type NumberRepeat = 'match' | 'duplicate' | 'allowed';

export function numberRepeat(a: NumberedRecord, b: NumberedRecord): NumberRepeat | null {
  if (!sameSerial(a.number, b.number)) return null;
  if (a.kind === 'product' && b.kind === 'product') {
    return a.makerId === null || b.makerId === null || a.makerId === b.makerId ? 'duplicate' : 'allowed';
  }
  const [part, gun] = a.kind === 'detail' ? [a, b] : [b, a];
  return gun.kind === 'product' && part.own !== null && part.own === gun.own ? 'match' : 'allowed';
}
