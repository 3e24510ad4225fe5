// The totals a list answers with (ADR 022): how a count was obtained, and what a page can vouch for.
// db/bounded-count.ts makes them from counts; services settle them without touching the database.
import { EXACT_COUNT_MAX, type TotalKind } from '@museum/contract';

/** A count and how it was obtained (see TotalKind in the contract). */
export interface Total {
  value: number;
  kind: TotalKind;
}

export const exactTotal = (value: number): Total => ({ value, kind: 'exact' });

/** An estimate to two significant digits («около 85 000», not a false «около 85 217»). */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/** The planner's estimate as a total: «около N». */
export const estimatedTotal = (estimate: number): Total => ({ value: roundEstimate(estimate), kind: 'about' });

/** Rows counted up to EXACT_COUNT_MAX + 1 as a total: exact, or «более EXACT_COUNT_MAX». */
export const countedTotal = (counted: number): Total =>
  counted <= EXACT_COUNT_MAX ? exactTotal(counted) : { value: EXACT_COUNT_MAX, kind: 'atLeast' };

/**
 * The total a page can vouch for: a short page (fewer rows than asked, or an empty first page)
 * is the last one, so whatever the count said, the total is exactly the rows up to it.
 */
export function settleTotal(total: Total, offset: number, rows: number, size: number): Total {
  if (total.kind === 'exact' || rows >= size || (rows === 0 && offset > 0)) return total;
  return exactTotal(offset + rows);
}
