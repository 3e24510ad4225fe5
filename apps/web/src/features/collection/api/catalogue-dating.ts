import type { DatingDto } from '@museum/contract';
import { CHECKED_TABLE, serialValueOf } from '@museum/contract/dating';
import { useDating } from '../../year-tools';

/**
 * The dating of a catalogue item's number, as an own record's answer carries it (ADR 084): the table
 * «Проверить год» checks against, for an all-digit number; null without one or before it is read.
 */
export function useNumberDating(number: string | null): DatingDto | null {
  const serial = number ? serialValueOf(number) : null;
  return useDating(CHECKED_TABLE, serial).data ?? null;
}
