import { EXACT_COUNT_MAX, type TotalKind } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { rawRows, scalar } from './raw-sql';

/** A count and how it was obtained (see TotalKind in the contract). */
export interface Total {
  value: number;
  kind: TotalKind;
}

export const exactTotal = (value: number): Total => ({ value, kind: 'exact' });

/**
 * The rows `from` (a `from … where …` clause) yields, counted up to `limit`: min(actual, limit).
 * A list of clauses is counted as disjoint parts whose counts add up (see itemConditionParts).
 */
export async function countUpTo(db: Executor, from: SQL | readonly SQL[], limit: number): Promise<number> {
  const parts = Array.isArray(from) ? from : [from as SQL];
  const counts = parts.map((part) => sql`(select count(*) from (select 1 ${part} limit ${limit}) x)`);
  const [row] = await rawRows(db, 'count-up-to', { n: scalar.int }, sql`select (${sql.join(counts, sql` + `)})::int as n`);
  return Math.min(row?.n ?? 0, limit);
}

/** The planner's estimate of the rows `from` yields: EXPLAIN plans the query and reads nothing. */
export async function estimateRows(db: Executor, from: SQL): Promise<number> {
  const [row] = await rawRows(db, 'estimate-rows', { 'QUERY PLAN': scalar.json }, sql`explain (format json) select 1 ${from}`);
  const parsed = row?.['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }] | undefined;
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
 * only); past EXACT_COUNT_MAX it is the answer («около N»), since counting even that many rows
 * of a common word reads tens of thousands of heap rows. Otherwise the rows are counted up to
 * EXACT_COUNT_MAX + 1 (`parts`: the same rows as disjoint parts, see countUpTo): exact, or
 * «более EXACT_COUNT_MAX» when the estimate was low.
 */
export async function boundedCount(db: Executor, from: SQL, parts: readonly SQL[] = [from]): Promise<Total> {
  const estimate = await estimateRows(db, from);
  if (estimate > EXACT_COUNT_MAX) return estimatedTotal(estimate);
  return countedTotal(await countUpTo(db, parts, EXACT_COUNT_MAX + 1));
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
