import type { SerialTable, YearRange } from './serial-tables';

/**
 * What a serial number tells about its year of issue:
 * exact (inside a range), approx (in the gap between two neighbouring years),
 * before the first year or after the last one.
 */
export type YearLookup =
  | { readonly kind: 'exact'; readonly year: number }
  | { readonly kind: 'approx'; readonly from: number; readonly to: number }
  | { readonly kind: 'before'; readonly year: number }
  | { readonly kind: 'after'; readonly year: number };

/**
 * What the serial inputs keep of what is typed: digits only. NFKC first turns the fullwidth digits
 * of East Asian keyboards and pasted text (１２３) into ASCII ones, which would otherwise be dropped.
 */
export function digitsOnly(text: string): string {
  return text.normalize('NFKC').replace(/\D+/g, '');
}

/** The number typed, or null when nothing numeric is left (which clears the result). */
export function parseSerial(text: string): number | null {
  const digits = digitsOnly(text);
  return digits === '' ? null : Number(digits);
}

/**
 * Looks a serial number up in year ranges. A number on the shared end of two ranges
 * (Maxim 200, 2350, ...) belongs to the earlier year, the first range that holds it.
 * Ranges may come in any order and overlap (the chronology built from catalogue data does).
 * Null only when there is nothing to look in.
 */
export function lookupYear(ranges: readonly YearRange[], serial: number): YearLookup | null {
  if (ranges.length === 0 || Number.isNaN(serial)) return null;
  const byYear = [...ranges].sort((a, b) => a.year - b.year);
  const holding = byYear.find((r) => r.min <= serial && serial <= r.max);
  if (holding) return { kind: 'exact', year: holding.year };

  let below: YearRange | undefined;
  let above: YearRange | undefined;
  for (const r of byYear) {
    if (r.max < serial && (!below || r.max > below.max)) below = r;
    if (r.min > serial && (!above || r.min < above.min)) above = r;
  }
  if (!below) return { kind: 'before', year: (byYear[0] as YearRange).year };
  if (!above) return { kind: 'after', year: (byYear[byYear.length - 1] as YearRange).year };
  const [from, to] = below.year <= above.year ? [below.year, above.year] : [above.year, below.year];
  return from === to ? { kind: 'exact', year: from } : { kind: 'approx', from, to };
}

/** Looks a typed text up in a table: null when the input is empty. */
export function lookupSerialText(table: SerialTable, text: string): YearLookup | null {
  const serial = parseSerial(text);
  return serial === null ? null : lookupYear(table.ranges, serial);
}

/** True when the table's caution note applies to this number. */
export function needsNote(table: SerialTable, serial: number | null): boolean {
  return serial !== null && serial < table.noteBelow;
}

/** The years a result names, each of which the tools turn into a search link. */
export function yearsOf(result: YearLookup): number[] {
  return result.kind === 'approx' ? [result.from, result.to] : [result.year];
}

/**
 * The Tula works changed its name with
 * the revolution: guns up to 1917 belong to «Императорский Тульский оружейный завод» (ИТОЗ,
 * 1904–1917), later ones to «Тульский оружейный завод» (ТОЗ, 1918–1941), as in the catalogue's
 * reference data. A search link under the wrong era's name would find nothing, and the dating evidence
 * (ADR 060) counts the guns of both names.
 */
export const IMPERIAL_TULA_FACTORY_NAME = 'Императорский Тульский оружейный завод';
export const TULA_FACTORY_NAME = 'Тульский оружейный завод';
const LAST_IMPERIAL_YEAR = 1917;

/** The Tula works' name in a given year. */
export const tulaFactoryName = (year: number) => (year <= LAST_IMPERIAL_YEAR ? IMPERIAL_TULA_FACTORY_NAME : TULA_FACTORY_NAME);

/** The Tula works' short name in a given year (ИТОЗ up to 1917, ТОЗ after), as a reader calls it. */
export const tulaFactoryShortName = (year: number) => (year <= LAST_IMPERIAL_YEAR ? 'ИТОЗ' : 'ТОЗ');
