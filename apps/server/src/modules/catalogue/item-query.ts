import type { BelongsTo, IdOrName } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { serialKey } from '../../db/schema/columns';
import { escapeLike } from '../../lib/text';

/** What a catalogue search asks for; repositories turn it into SQL on an item alias `i`. */
export interface ItemSearch {
  q?: string | undefined;
  year?: number | undefined;
  manufacturer?: IdOrName | undefined;
  belongsTo?: BelongsTo | undefined;
  type?: IdOrName | undefined;
  subtype?: IdOrName | undefined;
  stamps?: number[] | undefined;
  product?: number | undefined;
}

export type ItemKind = 'product' | 'detail';
export type SortDir = 'asc' | 'desc';
export interface ItemSort {
  field: 'id' | 'year' | 'name' | 'relevance';
  dir: SortDir;
}

/** True when the search has a filter only details carry: then no product matches. */
export const hasDetailOnlyFilter = (search: ItemSearch) =>
  search.type !== undefined || search.subtype !== undefined || (search.stamps?.length ?? 0) > 0 || search.product !== undefined;

const refFilter = (column: SQL, table: string, value: IdOrName) =>
  'id' in value ? sql`${column} = ${value.id}` : sql`${column} in (select id from ${sql.raw(table)} where name = ${value.name})`;

/** A number-like query (has a digit) also matches serials exactly or by prefix. */
const isNumberLike = (q: string) => /\d/.test(q) && q.length <= 64;

/** The item's stored serial key (a generated column, ADR 037) and the typed text's key as a LIKE prefix (see `serialKey`). */
const itemSerialKey = sql`i.serial_key`;
const serialPrefix = (q: string) => serialKey(sql`${`${escapeLike(q)}%`}`);

/**
 * The text condition: the search vector (Russian morphology, see migration 0003), a serial
 * number prefix through the serial-key `text_pattern_ops` index (migration 0007), and a 4-digit year.
 */
function textCondition(q: string): SQL {
  const arms = [sql`i.search @@ museum_search_query(${q})`];
  if (isNumberLike(q)) arms.push(sql`${itemSerialKey} like ${serialPrefix(q)} escape '\\'`);
  if (/^\d{4}$/.test(q)) arms.push(sql`i.year = ${Number(q)}`);
  return sql`(${sql.join(arms, sql` or `)})`;
}

/** The WHERE conditions of a search on `products i` or `details i`. */
export function itemConditions(kind: ItemKind, search: ItemSearch): SQL {
  const conditions: SQL[] = [];
  if (search.q) conditions.push(textCondition(search.q));
  if (search.year !== undefined) conditions.push(sql`i.year = ${search.year}`);
  if (search.belongsTo) conditions.push(sql`i.belongs_to = ${search.belongsTo}`);
  if (search.manufacturer) conditions.push(refFilter(sql`i.manufacturer_id`, 'manufacturers', search.manufacturer));
  if (kind === 'detail') {
    if (search.type) conditions.push(refFilter(sql`i.type_id`, 'detail_types', search.type));
    if (search.subtype) conditions.push(refFilter(sql`i.subtype_id`, 'detail_subtypes', search.subtype));
    if (search.product !== undefined) conditions.push(sql`i.product_id = ${search.product}`);
    const stamps = search.stamps ?? [];
    if (stamps.length > 0) {
      // Every listed stamp must be on the detail.
      conditions.push(
        sql`i.id in (select detail_id from detail_stamps where stamp_id in (${sql.join(
          stamps.map((id) => sql`${id}`),
          sql`, `,
        )}) group by detail_id having count(*) = ${stamps.length})`,
      );
    }
  }
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

/** Text rank, with exact and prefix serial matches first. */
function rankExpression(q: string): SQL {
  const number = isNumberLike(q)
    ? sql` + case when ${itemSerialKey} = ${serialKey(sql`${q}`)} then 2 when ${itemSerialKey} like ${serialPrefix(q)} escape '\\' then 1 else 0 end`
    : sql``;
  return sql`coalesce(ts_rank(i.search, museum_search_query(${q})), 0)${number}`;
}

/** ORDER BY for an item alias `i`; ties fall back to id in the same direction. */
export function itemOrder(sort: ItemSort, q?: string): SQL {
  const dir = sql.raw(sort.dir);
  // Unknown years and names go last either way.
  const nulls = sql.raw('nulls last');
  switch (sort.field) {
    case 'id':
      return sql`i.id ${dir}`;
    case 'year':
      return sql`i.year ${dir} ${nulls}, i.id ${dir}`;
    case 'name':
      return sql`i.name ${dir} ${nulls}, i.id ${dir}`;
    case 'relevance':
      // Without text every rank is equal: newest first.
      return q ? sql`${rankExpression(q)} ${dir}, i.id desc` : sql`i.id desc`;
  }
}

/**
 * With few matches (see hasFewMatches), a `matched` CTE collects them first, materialized: the
 * planner then reads them through the search, serial and filter indexes and sorts a few rows,
 * instead of walking an ordered index backwards with the conditions as a filter.
 */
export function matchesSource(table: 'details' | 'products', where: SQL, fewMatches: boolean): SQL {
  return fewMatches ? sql`with matched as materialized (select * from ${sql.raw(table)} i where ${where})` : sql``;
}

/** `in (...)` over a list of ids; callers never pass an empty list. */
export const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
