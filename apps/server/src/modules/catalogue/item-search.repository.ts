import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { countUpTo } from '../../db/bounded-count';
import type { Executor } from '../../db/client';
import { detailTypes, manufacturers } from '../../db/schema';
import { findMatches, itemSources, type Matches } from './item-matches';
import { detailItem, type ItemKind, type ItemSearch, type ItemSort, itemConditions, itemOrder, productItem } from './item-query';

/** The columns a product card is built from; products have no type. */
const productCards = (db: Executor) =>
  db
    .select({
      id: productItem.id,
      name: productItem.name,
      number: productItem.number,
      year: productItem.year,
      belongsTo: productItem.belongsTo,
      manufacturerId: manufacturers.id,
      manufacturerName: manufacturers.name,
      typeId: sql<number | null>`null::int`,
      typeName: sql<string | null>`null::text`,
      description: productItem.description,
      nameEn: productItem.nameEn,
      descriptionEn: productItem.descriptionEn,
      source: productItem.source,
      condition: productItem.condition,
    })
    .from(productItem)
    .leftJoin(manufacturers, eq(manufacturers.id, productItem.manufacturerId))
    .$dynamic();

/** The columns a detail card is built from. */
const detailCards = (db: Executor) =>
  db
    .select({
      id: detailItem.id,
      name: detailItem.name,
      number: detailItem.number,
      year: detailItem.year,
      belongsTo: detailItem.belongsTo,
      manufacturerId: manufacturers.id,
      manufacturerName: manufacturers.name,
      typeId: detailTypes.id,
      typeName: detailTypes.name,
      description: detailItem.description,
      nameEn: detailItem.nameEn,
      descriptionEn: detailItem.descriptionEn,
      source: detailItem.source,
      condition: detailItem.condition,
    })
    .from(detailItem)
    .innerJoin(detailTypes, eq(detailTypes.id, detailItem.typeId))
    .leftJoin(manufacturers, eq(manufacturers.id, detailItem.manufacturerId))
    .$dynamic();

/** A card's row, as the builder infers it from the schema. */
export type ItemCardRow = Awaited<ReturnType<typeof productCards>>[number] | Awaited<ReturnType<typeof detailCards>>[number];

/** Rows put in the order of `ids` (rows read by `id in (…)` come in any order). */
function inIdOrder<T extends { id: number }>(rows: readonly T[], ids: readonly number[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The rows of `query` (a kind's cards) that `where` keeps, in `order`, one slice of them. */
const slice = <Q extends PgSelect>(query: Q, where: SQL, order?: { by: SQL; limit: number; offset: number }) =>
  order ? query.where(where).orderBy(order.by).limit(order.limit).offset(order.offset) : query.where(where);

/** The search reads products and details share: pages of cards, cards by id, matches, counts. */
export function createItemSearchReads(db: Executor, kind: ItemKind) {
  const cards = (where: SQL, order?: { by: SQL; limit: number; offset: number }): Promise<ItemCardRow[]> =>
    kind === 'product' ? slice(productCards(db), where, order) : slice(detailCards(db), where, order);
  const itemId = kind === 'product' ? productItem.id : detailItem.id;

  /** A page of cards matching a search, read in the sort's order (many matches: see findMatches). */
  async function inSortOrder(search: ItemSearch, sort: ItemSort, offset: number, limit: number): Promise<ItemCardRow[]> {
    if (limit <= 0) return [];
    return cards(itemConditions(kind, search), { by: itemOrder(sort, search.q), limit, offset });
  }

  /** Cards by id, in the order of `ids` (a page of few matches). */
  async function byIds(ids: readonly number[]): Promise<ItemCardRow[]> {
    if (ids.length === 0) return [];
    return inIdOrder(await cards(inArray(itemId, [...ids])), ids);
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
