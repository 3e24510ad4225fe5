import type { Locale } from '@museum/contract';

/** The language tag `Intl` gets for each locale: dates, numbers, plurals and sorting. */
export const INTL_TAGS: Readonly<Record<Locale, string>> = { ru: 'ru-RU', en: 'en-GB' };

/**
 * How each language groups the digits of a number, beyond its tag: Russian typesetting leaves four
 * digits whole («9876», «10 000»), English groups from four («9,876»).
 */
const NUMBER_OPTIONS: Readonly<Record<Locale, Intl.NumberFormatOptions>> = { ru: { useGrouping: 'min2' }, en: {} };

/** Text in lower case by the rules of the language (Russian ё, Turkish-free English). */
export const lowerCase = (text: string, locale: Locale) => text.toLocaleLowerCase(INTL_TAGS[locale]);

/** A comparer of names for sorting, by the language's alphabet, ignoring case. */
export const compareNames = (locale: Locale) => new Intl.Collator(INTL_TAGS[locale], { sensitivity: 'base' }).compare;

/**
 * A whole number as the language writes it («10 000», "10,000"). Intl groups the digits; a space
 * between groups is always a no-break one (U+00A0), whichever space the browser's ICU uses.
 */
export const formatNumber = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(INTL_TAGS[locale], NUMBER_OPTIONS[locale]).format(value).replace(/[\s\u202f]/g, '\u00a0');

/** A date with the time, the way the language writes it. */
export const formatDateTime = (date: Date, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_TAGS[locale], options).format(date);

/** A moment as a reader says it, the same on every page: «23 ноября 2026 г. в 10:15», "23 November 2026 at 10:15". */
export function formatMoment(at: string, locale: Locale): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : formatDateTime(date, locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
