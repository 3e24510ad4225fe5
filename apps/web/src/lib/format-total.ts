import type { Locale, TotalKind } from '@museum/contract';
import { activeLocale, activeMessages } from './locale';

/**
 * Thousands grouped as the language's typesetting does: Russian with a no-break space from five
 * digits up («9876», «10 000»), English with a comma («9,876»). By hand: ICU builds differ in
 * the space and in the four-digit case.
 */
export function groupThousands(value: number, locale: Locale = activeLocale()): string {
  if (locale === 'en') return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return Math.abs(value) < 10_000 ? String(value) : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

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
