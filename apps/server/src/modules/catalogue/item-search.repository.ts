import { type SQL, sql } from 'drizzle-orm';
import { countUpTo } from '../../db/bounded-count';
import { type Executor, queryRows } from '../../db/client';
import { type ItemCardRow, inIdOrder } from './cards';
import { findMatches, itemSources, type Matches } from './item-matches';
import { type ItemKind, type ItemSearch, type ItemSort, idList, itemConditions, itemOrder } from './item-query';

/**
 * The search reads products and details share: pages of cards, cards by id, matches, counts.
 * `selectCards` is the kind's `select <card columns> from <table> i <joins>`.
 */
export function createItemSearchReads(db: Executor, kind: ItemKind, selectCards: SQL) {
  /** A page of cards matching a search, read in the sort's order (many matches: see findMatches). */
  async function inSortOrder(search: ItemSearch, sort: ItemSort, offset: number, limit: number): Promise<ItemCardRow[]> {
    if (limit <= 0) return [];
    return queryRows<ItemCardRow>(
      db,
      sql`${selectCards} where ${itemConditions(kind, search)} order by ${itemOrder(sort, search.q)} limit ${limit} offset ${offset}`,
    );
  }

  /** Cards by id, in the order of `ids` (a page of few matches). */
  async function byIds(ids: readonly number[]): Promise<ItemCardRow[]> {
    if (ids.length === 0) return [];
    return inIdOrder(await queryRows<ItemCardRow>(db, sql`${selectCards} where i.id in ${idList(ids)}`), ids);
  }

  return {
    /**
     * A slice of a search's cards: by id when its matches were collected first (few, see
     * findMatches), else read in the sort's order.
     */
    page(search: ItemSearch, sort: ItemSort, offset: number, limit: number, matches?: Matches): Promise<ItemCardRow[]> {
      const ids = matches?.orderedIds;
      return ids ? byIds(ids.slice(offset, offset + limit)) : inSortOrder(search, sort, offset, limit);
    },

    /** The search's total, and its first `upTo` matches in order when few (see findMatches). */
    matches: (search: ItemSearch, sort: ItemSort, upTo: number): Promise<Matches> => findMatches(db, kind, search, sort, upTo),

    /** How many items match, counted up to `limit` (the search/all split needs no more). */
    countUpTo: (search: ItemSearch, limit: number): Promise<number> => countUpTo(db, itemSources(kind, search), limit),
  };
}
