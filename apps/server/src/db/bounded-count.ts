import { EXACT_COUNT_MAX, type TotalKind } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from './client';

/** A count and how it was obtained (see TotalKind in the contract). */
export interface Total {
  value: number;
  kind: TotalKind;
}

export const exactTotal = (value: number): Total => ({ value, kind: 'exact' });

/** The rows `from` (a `from … where …` clause) yields, counted up to `limit`: min(actual, limit). */
export async function countUpTo(db: Executor, from: SQL, limit: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (select 1 ${from} limit ${limit}) x`);
  return row?.n ?? 0;
}

/** The planner's estimate of the rows `from` yields: EXPLAIN plans the query and reads nothing. */
export async function estimateRows(db: Executor, from: SQL): Promise<number> {
  const [row] = await queryRows<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) select 1 ${from}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }] | undefined;
  return Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
}

/** An estimate to two significant digits («около 85 000», not a false «около 85 217»). */
export function roundEstimate(value: number): number {
  if (value < 100) return Math.round(value);
  const unit = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / unit) * unit;
}

/**
 * A count that costs little (ADR 022). The planner's estimate comes first (EXPLAIN: planning
 * only); past `cap` it is the answer («около N»), since counting even `cap` rows of a common
 * word reads tens of thousands of heap rows. Otherwise the rows are counted up to cap + 1:
 * exact, or «более cap» when the estimate was low.
 */
export async function boundedCount(db: Executor, from: SQL, cap = EXACT_COUNT_MAX): Promise<Total> {
  const estimate = await estimateRows(db, from);
  if (estimate > cap) return { value: roundEstimate(estimate), kind: 'about' };
  const counted = await countUpTo(db, from, cap + 1);
  return counted <= cap ? exactTotal(counted) : { value: cap, kind: 'atLeast' };
}

/**
 * The total a page can vouch for: a short page (fewer rows than asked, or an empty first page)
 * is the last one, so whatever the count said, the total is exactly the rows up to it.
 */
export function settleTotal(total: Total, offset: number, rows: number, size: number): Total {
  if (total.kind === 'exact' || rows >= size || (rows === 0 && offset > 0)) return total;
  return exactTotal(offset + rows);
}

/**
 * At most this many matches, counted exactly: a page is then read by collecting every match
 * through the indexes and sorting them, never by walking an ordered index and filtering.
 */
export const FEW_MATCHES = 2_000;

/**
 * True when a search's total says its matches are few. The planner walks the primary key (or
 * year, name) index backwards and filters, expecting 20 matches soon; for a rare serial it reads
 * the whole table (the plan flip of issue 21: 59–101 ms at 1 000 000 details, against a
 * millisecond through the serial index). The count is known before the page, so it decides.
 */
export const hasFewMatches = (total: Total | undefined): boolean => total?.kind === 'exact' && total.value <= FEW_MATCHES;
