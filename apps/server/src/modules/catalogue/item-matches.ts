import { EXACT_COUNT_MAX } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { countedTotal, countUpTo, estimatedTotal, estimateRows, exactTotal, type Total } from '../../db/bounded-count';
import type { Executor } from '../../db/client';
import { rawRows, scalar } from '../../db/raw-sql';
import { ITEM_TABLES, type ItemKind, type ItemSearch, type ItemSort, itemConditionParts, itemConditions, itemOrder } from './item-query';

/**
 * At most this many matches are collected by id and sorted, counted exactly on the way. Above
 * it, a page walks the primary key (or year, name) index in order and stops after the page.
 */
export const FEW_MATCHES = 2_000;

/** What a search matches: its total and, when the matches are few, which ones in order. */
export interface Matches {
  total: Total;
  /**
   * The ids of the first `upTo` matches in the sort's order: only when the total is exact and at
   * most FEW_MATCHES, so a page is then read by id (`byIds` of createItemSearchReads).
   */
  orderedIds?: number[];
}

/** A search that cannot match (a kind left out, a filter the kind lacks). */
export const NO_MATCHES: Matches = { total: exactTotal(0), orderedIds: [] };

/** `from <table> i where …` clauses of a search's disjoint parts (see itemConditionParts). */
export const itemSources = (kind: ItemKind, search: ItemSearch): SQL[] =>
  itemConditionParts(kind, search).map((where) => sql`from ${sql.raw(ITEM_TABLES[kind])} i where ${where}`);

/**
 * Collects a search's matches by id, up to EXACT_COUNT_MAX + 1 of each part: how many, and when
 * that is few, the first `upTo` in the sort's order. One statement reads each match once; ids
 * sorted by id need no row (the serial and filter parts come from their indexes alone), other
 * sorts read the few matches' rows by primary key.
 */
async function collectMatches(db: Executor, kind: ItemKind, search: ItemSearch, sort: ItemSort, upTo: number): Promise<Matches> {
  const table = sql.raw(ITEM_TABLES[kind]);
  const parts = itemConditionParts(kind, search).map(
    (where) => sql`(select i.id from ${table} i where ${where} limit ${EXACT_COUNT_MAX + 1})`,
  );
  const byIdOnly = sort.field === 'id' || (sort.field === 'relevance' && !search.q);
  const ordered = byIdOnly
    ? sql`select i.id from matched i order by ${itemOrder(sort, search.q)} limit ${upTo}`
    : sql`select i.id from matched m join ${table} i on i.id = m.id order by ${itemOrder(sort, search.q)} limit ${upTo}`;
  const [row] = await rawRows(
    db,
    'collect-matches',
    { n: scalar.int, ids: scalar.intsOrNull },
    sql`with matched as materialized (${sql.join(parts, sql` union all `)}), total as (select count(*)::int as n from matched)
        select total.n, case when total.n <= ${FEW_MATCHES} then array(${ordered}) end as ids from total`,
  );
  const total = countedTotal(Math.min(row?.n ?? 0, EXACT_COUNT_MAX + 1));
  return row?.ids ? { total, orderedIds: row.ids } : { total };
}

/**
 * A search's total, and its first `upTo` matches in order when they are few (ADR 022, ADR 039).
 * The planner's estimate comes first: past EXACT_COUNT_MAX it is the total («около N»). Past
 * FEW_MATCHES the matches are counted (from indexes alone where the parts allow); otherwise, or
 * when that count finds few after all, they are collected (collectMatches): for a rare serial the
 * planner's ordered plan would walk most of the table to find a page of them.
 */
export async function findMatches(db: Executor, kind: ItemKind, search: ItemSearch, sort: ItemSort, upTo: number): Promise<Matches> {
  const estimate = await estimateRows(db, sql`from ${sql.raw(ITEM_TABLES[kind])} i where ${itemConditions(kind, search)}`);
  if (estimate > EXACT_COUNT_MAX) return { total: estimatedTotal(estimate) };
  if (estimate > FEW_MATCHES) {
    const counted = await countUpTo(db, itemSources(kind, search), EXACT_COUNT_MAX + 1);
    if (counted > FEW_MATCHES) return { total: countedTotal(counted) };
  }
  return collectMatches(db, kind, search, sort, upTo);
}
