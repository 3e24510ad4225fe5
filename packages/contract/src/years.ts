// Years as the catalogue takes them, with no zod: the web's forms and filters check a year with
// these and ship none of the schemas (issue 34); the schemas of filters.ts and write-fields.ts use them too.

/** A year as typed in a filter or a page's address: 1 to 4 digits (so `1e3` or `19.5` are not years). */
export const YEAR_TEXT = /^\d{1,4}$/;

/** The earliest year an item may carry: nothing in the catalogue is older. */
export const YEAR_MIN = 1800;

/**
 * The latest plausible year at `now`: the current year anywhere on Earth (UTC+14), so nobody's
 * New Year's Day is refused. Read at validation time, never fixed when the module loads.
 */
export function latestYear(now: Date = new Date()): number {
  return new Date(now.getTime() + 14 * 3_600_000).getUTCFullYear();
}

/** Whether `year` is a year an item can have been made in: 1800 to the current year. */
export function isPlausibleYear(year: number, now?: Date): boolean {
  return Number.isInteger(year) && year >= YEAR_MIN && year <= latestYear(now);
}

/** The one text for a year out of range, for the form and the server alike. */
export const yearRangeMessage = (now?: Date) => `Год: от ${YEAR_MIN} до ${latestYear(now)}`;
