import { EXACT_COUNT_MAX } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type CountSource, countSources, exactTotal, type Total } from '../../db/bounded-count';
import type { Executor } from '../../db/client';
import {
  ITEM_TABLES,
  type ItemKind,
  type ItemSearch,
  type ItemSort,
  isSerialLike,
  itemConditionParts,
  itemConditions,
  itemOrder,
} from './item-query';

/**
 * At most this many matches are collected by id and sorted, counted exactly on the way. Above
 * it, a page walks the primary key (or year, name) index in order and stops after the page;
 * a page deeper than this collects every match of an exact total instead (ADR 068).
 */
export const FEW_MATCHES = 2_000;

/** What a search matches: its total and, when the matches are few, which ones in order. */
export interface Matches {
  total: Total;
  /**
   * The ids of the first `upTo` matches in the sort's order: only when the total is exact and at
   * most FEW_MATCHES (or the page is deeper than that), so a page is then read by id.
   */
  orderedIds?: number[];
}

/** A search that cannot match (a kind left out, a filter the kind lacks). */
export const NO_MATCHES: Matches = { total: exactTotal(0), orderedIds: [] };

/** A kind's search, as `findMatches` takes it. */
export interface MatchRequest {
  kind: ItemKind;
  search: ItemSearch;
}

/**
 * The largest exact total whose matches are collected for a page ending at `upTo`: FEW_MATCHES;
 * for a text search, every exact total once the page is past FEW_MATCHES. Walking a text search in
 * order reads a row for every match before the page (the text is in no ordered index), where
 * collecting reads each match once; filters keep the ordered walk, which their indexes answer
 * from the index alone.
 */
export const collectedUpTo = (upTo: number, search: ItemSearch) => (upTo > FEW_MATCHES && search.q ? EXACT_COUNT_MAX : FEW_MATCHES);

/**
 * The count of a kind's search (disjoint parts, ADR 039) that, when its matches are few,
 * collects the first `upTo` in the sort's order: ids sorted by id need no row (the serial and
 * filter parts come from their indexes alone), other sorts read the few matches' rows by
 * primary key. The text is in its generic form: the statement is prepared (see findMatches).
 */
export function matchSource(kind: ItemKind, search: ItemSearch, sort: ItemSort, upTo: number): CountSource {
  const table = sql.raw(ITEM_TABLES[kind]);
  const byIdOnly = sort.field === 'id' || (sort.field === 'relevance' && !search.q);
  const order = itemOrder(sort, search.q, 'generic');
  return {
    table: ITEM_TABLES[kind],
    alias: 'i',
    where: itemConditions(kind, search, 'generic'),
    parts: itemConditionParts(kind, search, 'generic'),
    // Filters come from their indexes without the rows: a few hundred entries cost less than a
    // sample. A serial's matches are mostly in the serial-key index (read alone) and seldom past
    // the cap: counting them costs about what the first sample would, and the sample is not read.
    countFirst: !search.q ? 'few' : isSerialLike(search.q) ? 'all' : undefined,
    collect: {
      atMost: collectedUpTo(upTo, search),
      ordered: (matched: SQL) =>
        byIdOnly
          ? sql`select i.id from ${matched} i order by ${order} limit ${upTo}`
          : // Each match's row by primary key (`offset 0` keeps the lookup per row): a join could
            // hash the whole table's year or name index to sort a few thousand matches.
            sql`select i.id from ${matched} m cross join lateral (select * from ${table} i where i.id = m.id offset 0) i order by ${order} limit ${upTo}`,
    },
  };
}

/**
 * The totals of several kinds' searches in one statement, and for each whose matches are few, its
 * first `upTo` in order (ADR 022, 039, 068): see countSources for how a total is found.
 */
export async function findMatches(db: Executor, requests: readonly MatchRequest[], sort: ItemSort, upTo: number): Promise<Matches[]> {
  const counted = await countSources(
    db,
    requests.map(({ kind, search }) => matchSource(kind, search, sort, upTo)),
    // Planned once per connection: a count's plan is the same whatever the values (filters read
    // their index ranges; the text's queries are computed once per execution and read the GIN
    // and serial-key indexes, see TextForm). A page's cards are another matter (item-search.repository).
    { prepared: true },
  );
  return counted.map(({ total, ids }) => (ids ? { total, orderedIds: ids } : { total }));
}
