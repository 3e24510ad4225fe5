import type { Locale } from '@museum/contract';
import { activeLocale, INTL_TAGS } from './locale';

const UNITS: Readonly<Record<Locale, readonly string[]>> = {
  ru: ['Б', 'КБ', 'МБ', 'ГБ', 'ТБ'],
  en: ['B', 'KB', 'MB', 'GB', 'TB'],
};

/**
 * Bytes in B..TB: two decimals under 10, else one (docs/spec/part-2-browse-edit-moderation.md,
 * section 9), with the language's decimal mark (by Intl) and unit names: «1,50 КБ», «1.50 KB».
 */
export function formatSize(bytes: number, locale: Locale = activeLocale()): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  const units = UNITS[locale];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${units[0]}`;
  const digits = value < 10 ? 2 : 1;
  const text = new Intl.NumberFormat(INTL_TAGS[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(value);
  return `${text} ${units[unit]}`;
}
