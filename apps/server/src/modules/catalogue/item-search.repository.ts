import { CARD_PHOTOS_MAX } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type RawField, type RawRow, rawRows, scalar } from '../../db/raw-sql';
import { details, detailTypes, manufacturers } from '../../db/schema';
import type { PhotoViewer } from '../../lib/photo-viewer';
import { itemPhotoRows, itemPhotosJson } from '../photos/photos.repository';
import { findMatches, type Matches, type MatchRequest } from './item-matches';
import {
  detailItem,
  ITEM_TABLES,
  type ItemKind,
  type ItemSearch,
  type ItemSort,
  itemConditions,
  itemOrder,
  productItem,
} from './item-query';

/** Which rows of a kind a card page shows: by id (few matches, collected in order) or a slice in the sort's order. */
export interface CardSlice {
  kind: ItemKind;
  search: ItemSearch;
  sort: ItemSort;
  offset: number;
  limit: number;
  /** The slice's ids in order, when the matches were collected (see findMatches). */
  ids?: readonly number[];
}

/**
 * Where a slice's rows come from and in what order. Ordered slices look their rows up late: the
 * page's ids come first from an index path (order, offset, limit), then only those rows are read
 * and joined, instead of joining every row the offset skips (ADR 068).
 */
function sliceOf(slice: CardSlice, item: typeof productItem | typeof detailItem) {
  if (slice.ids) {
    // One array parameter, not one per id: the statement's text stays the same whatever the page's
    // length, so it can be a prepared statement (see RawOptions).
    const ids = sql`${sql.param([...slice.ids])}::int[]`;
    return { where: sql`${item.id} = any(${ids})`, position: sql<number>`array_position(${ids}, ${item.id})` };
  }
  const order = itemOrder(slice.sort, slice.search.q);
  return {
    where: sql`${item.id} in (select i.id from ${sql.raw(ITEM_TABLES[slice.kind])} i where ${itemConditions(
      slice.kind,
      slice.search,
    )} order by ${order} limit ${slice.limit} offset ${slice.offset})`,
    position: sql<number>`row_number() over (order by ${order})`,
  };
}

/** The item columns a card shows, read under their own names (the keys of CARD_FIELDS). */
const CARD_COLUMNS = [
  'id',
  'name',
  'number',
  'year',
  'belongsTo',
  'description',
  'nameEn',
  'descriptionEn',
  'source',
  'condition',
] as const;

/**
 * How a card's row is read: each field as the schema column it comes from (the detail's; a
 * product's columns have the same types, its name is never null), the photos as JSON rows.
 */
const CARD_FIELDS = {
  kind: scalar.text,
  position: scalar.int,
  id: details.id,
  name: details.name,
  number: details.number,
  year: details.year,
  belongsTo: details.belongsTo,
  description: details.description,
  nameEn: details.nameEn,
  descriptionEn: details.descriptionEn,
  source: details.source,
  condition: details.condition,
  manufacturerId: manufacturers.id,
  manufacturerName: manufacturers.name,
  manufacturerNameEn: manufacturers.nameEn,
  typeId: scalar.intOrNull,
  typeName: scalar.textOrNull,
  typeNameEn: scalar.textOrNull,
  photos: itemPhotoRows,
} satisfies Record<(typeof CARD_COLUMNS)[number] | string, RawField>;

/** The select of one slice's cards, each with its visible photos (a branch of the cards' statement). */
function cardsOf(slice: CardSlice, viewer: PhotoViewer): SQL {
  const item = slice.kind === 'product' ? productItem : detailItem;
  const { where, position } = sliceOf(slice, item);
  const columns = sql.join(
    CARD_COLUMNS.map((key) => sql`${item[key]} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const type =
    slice.kind === 'detail'
      ? {
          columns: sql`${detailTypes.id} as "typeId", ${detailTypes.name} as "typeName", ${detailTypes.nameEn} as "typeNameEn"`,
          join: sql`join ${detailTypes} on ${detailTypes.id} = ${detailItem.typeId}`,
        }
      : { columns: sql`null::int as "typeId", null::text as "typeName", null::text as "typeNameEn"`, join: sql`` };
  return sql`select ${slice.kind}::text as kind, ${position}::int as position, ${columns},
      ${manufacturers.id} as "manufacturerId", ${manufacturers.name} as "manufacturerName",
      ${manufacturers.nameEn} as "manufacturerNameEn", ${type.columns},
      ${itemPhotosJson(slice.kind, 'i', viewer, CARD_PHOTOS_MAX)} as photos
    from ${sql.raw(ITEM_TABLES[slice.kind])} ${sql.raw('"i"')} ${type.join}
    left join ${manufacturers} on ${manufacturers.id} = ${item.manufacturerId}
    where ${where}`;
}

/** A card's row with its photos, read as the schema's columns (CARD_FIELDS). */
export type ItemCardRow = RawRow<typeof CARD_FIELDS>;

/** The search reads products and details share: card pages and matches. */
export function createItemSearchReads(db: Executor) {
  return {
    /**
     * The cards of one or more slices (search/all's products and details) with their photos, in
     * one statement; each slice's cards in its order.
     */
    async cards(slices: readonly CardSlice[], viewer: PhotoViewer): Promise<ItemCardRow[][]> {
      const wanted = slices.filter((slice) => slice.limit > 0 && slice.ids?.length !== 0);
      if (wanted.length === 0) return slices.map(() => []);
      const rows = await rawRows(
        db,
        'item-cards',
        CARD_FIELDS,
        sql.join(
          wanted.map((slice) => sql`(${cardsOf(slice, viewer)})`),
          sql` union all `,
        ),
        // Cards by id, or in order by filters, plan the same whatever the values: planned once per
        // connection. A text search's page in order is planned with its words (see findMatches).
        { prepared: wanted.every((slice) => slice.ids || !slice.search.q) },
      );
      // One slice per kind: each kind's rows in the slice's order.
      return slices.map((slice) => rows.filter((row) => row.kind === slice.kind).sort((a, b) => a.position - b.position));
    },

    /** The totals of kinds' searches, and their first `upTo` matches in order when few (see findMatches). */
    matches: (requests: readonly MatchRequest[], sort: ItemSort, upTo: number): Promise<Matches[]> => findMatches(db, requests, sort, upTo),
  };
}
export type ItemSearchReads = ReturnType<typeof createItemSearchReads>;
