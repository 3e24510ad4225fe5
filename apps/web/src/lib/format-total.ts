import type { Locale, TotalKind } from '@museum/contract';
import { activeLocale, activeMessages, formatNumber } from './locale';

/**
 * Thousands grouped as the language's typesetting does (`formatNumber`, by Intl): Russian with a
 * no-break space from five digits up («9876», «10 000»), English with a comma («9,876»).
 */
export const groupThousands = (value: number, locale: Locale = activeLocale()): string => formatNumber(value, locale);

/**
 * A count as the page shows it, in the active language: exact as it is, a lower bound as «более
 * 10 000» («more than 10,000»), the database's estimate as «около 85 000» («about 85,000») (ADR 022).
 */
export function formatTotal(value: number, kind: TotalKind = 'exact'): string {
  const number = groupThousands(value);
  if (kind === 'atLeast') return activeMessages().totals.atLeast(number);
  if (kind === 'about') return activeMessages().totals.about(number);
  return number;
}
