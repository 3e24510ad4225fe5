import type { TotalKind } from '@museum/contract';
import { ru } from '../messages/ru';

const t = ru.totals;

/**
 * Thousands grouped as Russian typesetting does: with a no-break space, from five digits up
 * («9876», «10 000»). By hand: ICU builds differ in the space and in the four-digit case.
 */
export const groupThousands = (value: number) =>
  Math.abs(value) < 10_000 ? String(value) : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/**
 * A count as the page shows it: exact as it is, a lower bound as «более 10 000», the database's
 * estimate as «около 85 000» (ADR 022).
 */
export function formatTotal(value: number, kind: TotalKind = 'exact'): string {
  const number = groupThousands(value);
  if (kind === 'atLeast') return t.atLeast(number);
  if (kind === 'about') return t.about(number);
  return number;
}
