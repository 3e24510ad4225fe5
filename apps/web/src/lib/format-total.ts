import type { TotalKind } from '@museum/contract';
import { ru } from '../messages/ru';

const t = ru.totals;

/**
 * A count as the page shows it: exact as it is, a lower bound as «более 10 000», the database's
 * estimate as «около 85 000» (ADR 022). Thousands are grouped as Russian writes them.
 */
export function formatTotal(value: number, kind: TotalKind = 'exact'): string {
  const number = value.toLocaleString('ru-RU');
  if (kind === 'atLeast') return t.atLeast(number);
  if (kind === 'about') return t.about(number);
  return number;
}
