import { EXACT_COUNT_MAX } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { countedTotal, estimatedTotal, type Total } from '../lib/totals';
import type { Executor } from './client';
import { rawRows, scalar } from './raw-sql';

// The totals the repositories build from these counts.
export { countedTotal, estimatedTotal, exactTotal, type Total } from '../lib/totals';

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
