import type { Locale } from '@museum/contract';

/** The language tag `Intl` gets for each locale: dates, numbers, plurals and sorting. */
export const INTL_TAGS: Readonly<Record<Locale, string>> = { ru: 'ru-RU', en: 'en-GB' };

/** Text in lower case by the rules of the language (Russian ё, Turkish-free English). */
export const lowerCase = (text: string, locale: Locale) => text.toLocaleLowerCase(INTL_TAGS[locale]);

/** A comparer of names for sorting, by the language's alphabet, ignoring case. */
export const compareNames = (locale: Locale) => new Intl.Collator(INTL_TAGS[locale], { sensitivity: 'base' }).compare;

/** A date with the time, the way the language writes it. */
export const formatDateTime = (date: Date, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_TAGS[locale], options).format(date);
