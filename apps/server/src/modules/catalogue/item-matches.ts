import { EXACT_COUNT_MAX, PAGE_SIZE_MAX, RESULT_WINDOW } from '@museum/contract';
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

/**
 * How many of a text search's matches are kept in order for its deep pages (see keepsOrder): the
 * end of the deepest page the result window lets open (it starts before RESULT_WINDOW and may be
 * PAGE_SIZE_MAX long), so every such page is a slice of the kept ids, as the walk would read it.
 */
export const KEPT_ORDER = RESULT_WINDOW + PAGE_SIZE_MAX;

/**
 * A page ending at `upTo` whose search's ordered ids are kept (search-orders.ts, ADR 068's point-6
 * follow-up): a text search past FEW_MATCHES. Walking its matches in order reads a row for every
 * match before the page (the text is in no ordered index), so the first such page collects the
 * first KEPT_ORDER in order once, and every later deep page of the search reads its cards by id.
 */
export const keepsOrder = (upTo: number, search: ItemSearch) => upTo > FEW_MATCHES && Boolean(search.q);

/** What a search matches: its total and, when collected, which ones in order. */
export interface Matches {
  total: Total;
  /**
   * The ids of the first matches in the sort's order, so a page is read by id: the first `upTo`
   * when the total is exact and at most FEW_MATCHES; for a page that keeps its search's order
   * (keepsOrder), the first KEPT_ORDER whatever the total (or the kept ones).
   */
  orderedIds?: readonly number[] | Int32Array;
}

/** A search that cannot match (a kind left out, a filter the kind lacks). */
export const NO_MATCHES: Matches = { total: exactTotal(0), orderedIds: [] };

/** A kind's search, as `findMatches` takes it. */
export interface MatchRequest {
  kind: ItemKind;
  search: ItemSearch;
  /** Its ordered ids are kept already: count only, collect nothing. */
  orderKept?: boolean;
  /** Where its page ends, when not where the page of every kind does (search/all's details: see there). */
  upTo?: number;
  /** Its total, when this page counted it already: only its order is looked for. */
  total?: Total;
}

/**
 * The largest exact total whose matches are collected for a page ending at `upTo`: FEW_MATCHES;
 * for a page that keeps its search's order, every exact total. Filters keep the ordered walk,
 * which their indexes answer from the index alone.
 */
export const collectedUpTo = (upTo: number, search: ItemSearch) => (keepsOrder(upTo, search) ? EXACT_COUNT_MAX : FEW_MATCHES);

/**
 * The count of a kind's search (disjoint parts, ADR 039) that, when its matches are few,
 * collects the first `upTo` in the sort's order: ids sorted by id need no row (the serial and
 * filter parts come from their indexes alone), other sorts read the few matches' rows by
 * primary key. The text is in its generic form: the statement is prepared (see findMatches). A
 * page that keeps its search's order collects the first KEPT_ORDER instead, whatever the total:
 * from the counted ids up to EXACT_COUNT_MAX, past it by walking the table in order (or however
 * the planner reads the words' first KEPT_ORDER: a rare word's GIN bitmap and a top-N sort), a
 * select planned with its words. `orderKept`: nothing is collected.
 */
export function matchSource(kind: ItemKind, search: ItemSearch, sort: ItemSort, upTo: number, orderKept = false): CountSource {
  const table = sql.raw(ITEM_TABLES[kind]);
  const byIdOnly = sort.field === 'id' || (sort.field === 'relevance' && !search.q);
  const order = itemOrder(sort, search.q, 'generic');
  const keeps = keepsOrder(upTo, search);
  const limit = keeps ? KEPT_ORDER : upTo;
  return {
    table: ITEM_TABLES[kind],
    alias: 'i',
    where: itemConditions(kind, search, 'generic'),
    parts: itemConditionParts(kind, search, 'generic'),
    // Filters come from their indexes without the rows: a few hundred entries cost less than a
    // sample. A serial's matches are mostly in the serial-key index (read alone) and seldom past
    // the cap: counting them costs about what the first sample would, and the sample is not read.
    countFirst: !search.q ? 'few' : isSerialLike(search.q) ? 'all' : undefined,
    collect: orderKept
      ? undefined
      : {
          atMost: collectedUpTo(upTo, search),
          ordered: (matched: SQL) =>
            byIdOnly
              ? sql`select i.id from ${matched} i order by ${order} limit ${limit}`
              : // Each match's row by primary key (`offset 0` keeps the lookup per row): a join could
                // hash the whole table's year or name index to sort a few thousand matches.
                sql`select i.id from ${matched} m cross join lateral (select * from ${table} i where i.id = m.id offset 0) i order by ${order} limit ${limit}`,
          // The walk's plan depends on the words (a common one walks the sort's index, a rare one
          // sorts its GIN matches): written with them, and the statement is not prepared.
          pastCap: keeps
            ? sql`select i.id from ${table} i where ${itemConditions(kind, search)} order by ${itemOrder(sort, search.q)} limit ${limit}`
            : undefined,
        },
  };
}

/**
 * The totals of several kinds' searches in one statement, and for each whose matches are few, its
 * first `upTo` in order (ADR 022, 039, 068): see countSources for how a total is found.
 */
export async function findMatches(db: Executor, requests: readonly MatchRequest[], sort: ItemSort, upTo: number): Promise<Matches[]> {
  const sources = requests.map(({ kind, search, orderKept, upTo: own }) => matchSource(kind, search, sort, own ?? upTo, orderKept));
  const counted = await countSources(
    db,
    sources,
    // Planned once per connection: a count's plan is the same whatever the values (filters read
    // their index ranges; the text's queries are computed once per execution and read the GIN
    // and serial-key indexes, see TextForm). A page's cards are another matter (item-search.repository),
    // as is a deep text page's first walk in order (`pastCap`): those are planned with their words.
    { prepared: sources.every((source) => !source.collect?.pastCap) },
  );
  return counted.map(({ total, ids }) => (ids ? { total, orderedIds: ids } : { total }));
}
