import { type BelongsTo, foldLookAlikeWords, type IdOrName, RECORDED_FILTER_KEYS, type RecordedFilters } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { details, products } from '../../db/schema';
import { serialKey } from '../../db/schema/columns';
import { escapeLike } from '../../lib/text';

/** What a catalogue search asks for; repositories turn it into SQL on an item alias `i`. */
export interface ItemSearch extends RecordedFilters {
  q?: string | undefined;
  year?: number | undefined;
  manufacturer?: IdOrName | undefined;
  belongsTo?: BelongsTo | undefined;
  type?: IdOrName | undefined;
  subtype?: IdOrName | undefined;
  stamps?: number[] | undefined;
  product?: number | undefined;
  /** Products whose numbers all match (the stored flag, ADR 063); product-only. */
  numbersMatch?: boolean | undefined;
}

export type ItemKind = 'product' | 'detail';
/** The table of each kind, aliased `i` in every query built here. */
export const ITEM_TABLES = { product: 'products', detail: 'details' } as const satisfies Record<ItemKind, string>;
/** The same tables for the query builder, aliased `i` as the conditions and orders built here expect. */
export const productItem = alias(products, 'i');
export const detailItem = alias(details, 'i');
export type SortDir = 'asc' | 'desc';
export interface ItemSort {
  /** `nameEn`: by the English name where there is one, else by the name, as the English pages list (issue 52). */
  field: 'id' | 'year' | 'name' | 'nameEn' | 'relevance';
  dir: SortDir;
}

/** True when the search has a filter only details carry: then no product matches. */
export const hasDetailOnlyFilter = (search: ItemSearch) =>
  search.type !== undefined || search.subtype !== undefined || (search.stamps?.length ?? 0) > 0 || search.product !== undefined;

/** True when the search has a filter only products carry: then no detail matches. */
export const hasProductOnlyFilter = (search: ItemSearch) => search.numbersMatch === true;

const refFilter = (column: SQL, table: string, value: IdOrName) =>
  'id' in value ? sql`${column} = ${value.id}` : sql`${column} in (select id from ${sql.raw(table)} where name = ${value.name})`;

/** A number-like query (has a digit) also matches serials exactly or by prefix. */
const isNumberLike = (q: string) => /\d/.test(q) && q.length <= 64;

/**
 * A query typed as a serial: a series of at most two letters, then digits (spaces and hyphens
 * aside: «АЕ 4711», «12-3», «101»), not a year. Its matches are mostly serials, read from the
 * serial-key index alone; the words' arm adds the few texts that hold the number.
 */
export const isSerialLike = (q: string) => {
  const key = q.replace(/[\s-]+/g, '');
  return isNumberLike(q) && /^\p{L}{0,2}\d[\p{L}\d]*$/u.test(key) && !/^\d{4}$/.test(key);
};

/**
 * How a statement spells the typed text's queries. `folded`: as calls the planner evaluates while
 * planning, so it sees the words and estimates each arm's rows from them (a page's choice between
 * walking an index in order and collecting the matches depends on it). `generic`: each as a
 * subquery run once per execution, and the serial prefix also as an explicit range of the
 * serial-key index, so that a plan made without the text's value (a prepared statement's generic
 * plan) still reads the same indexes and never calls the text's functions per row: for a
 * statement whose plan does not depend on how many rows match (a count reads them all, up to the
 * cap), planned once per connection instead of ~1.5 ms every time (ADR 068).
 */
export type TextForm = 'folded' | 'generic';

/** An expression of the typed text: in the generic form, computed once per execution (see TextForm). */
const ofText = (expression: SQL, form: TextForm) => (form === 'generic' ? sql`(select ${expression})` : expression);

/** The item's stored serial key (a generated column, ADR 037) and the typed text's key as a LIKE prefix (see `serialKey`). */
const itemSerialKey = sql`i.serial_key`;
const serialPrefix = (q: string, form: TextForm) => ofText(serialKey(sql`${`${escapeLike(q)}%`}`), form);

/**
 * The serial keys that begin with the typed text's key. Folded, the planner turns the LIKE into a
 * range of the text_pattern_ops index itself; generic, it cannot (the pattern is unknown when
 * planning), so the range is written out: from the key to the key followed by the last code
 * point, which no stored key holds (every string that starts with the key sorts below it,
 * bytewise). The LIKE stays, and decides.
 */
function serialMatch(q: string, form: TextForm): SQL {
  const like = sql`${itemSerialKey} like ${serialPrefix(q, form)} escape '\\'`;
  if (form === 'folded') return like;
  const key = serialKey(sql`${q}`);
  return sql`(${itemSerialKey} ~>=~ (select ${key}) and ${itemSerialKey} ~<~ (select ${key} || chr(1114111)) and ${like})`;
}

/**
 * Text that may be an inscription typed as read (a digit or a Latin letter: «AE-3310», «KB 12»)
 * also asks the inscriptions' keys (migration 0016), spelled as the number search forgives, when
 * its own key has three characters at least: a shorter prefix would match half the catalogue.
 */
const isMarkingLike = (q: string) => /[0-9a-z]/i.test(q) && q.length <= 64 && q.replace(/[\s-]+/g, '').length >= 3;
const markingQuery = (q: string, form: TextForm) => ofText(sql`museum_marking_query(${q})`, form);
/**
 * The words' query; words typed in Latin look-alikes («EB», «TO3») also as the Cyrillic words they
 * spell (ADR 078), the two queries OR-ed into one: one GIN condition, its plan unchanged.
 */
const searchQuery = (q: string, form: TextForm) => {
  const folded = foldLookAlikeWords(q);
  const query = folded === q ? sql`museum_search_query(${q})` : sql`(museum_search_query(${q}) || museum_search_query(${folded}))`;
  return ofText(query, form);
};

/**
 * The arms of a text search, any of which matches: the search vector (Russian morphology, see
 * migration 0003), a 4-digit year, the inscriptions' keys (their own column and GIN index, so
 * a number-like query keeps the plans of the serial and year arms: ADR 052), and a serial number
 * prefix through the serial-key index (migration 0013). The serial arm is kept apart: it is the
 * one an index answers alone.
 */
function textArms(q: string, form: TextForm): { serial: SQL | undefined; others: SQL[] } {
  const others = [sql`i.search @@ ${searchQuery(q, form)}`];
  if (/^\d{4}$/.test(q)) others.push(sql`i.year = ${Number(q)}`);
  if (isMarkingLike(q)) others.push(sql`i.marking_keys @@ ${markingQuery(q, form)}`);
  const serial = isNumberLike(q) ? serialMatch(q, form) : undefined;
  return { serial, others };
}

const anyOf = (arms: SQL[]) => sql`(${sql.join(arms, sql` or `)})`;
const allOf = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`);

/** The search's conditions other than its text. */
function filterConditions(kind: ItemKind, search: ItemSearch): SQL[] {
  const conditions: SQL[] = [];
  if (search.year !== undefined) conditions.push(sql`i.year = ${search.year}`);
  if (search.belongsTo) conditions.push(sql`i.belongs_to = ${search.belongsTo}`);
  // The recorded fields' filters (`condition=`): a column of the field's own name (ADR 052).
  for (const key of RECORDED_FILTER_KEYS) {
    const value = search[key];
    if (value) conditions.push(sql`i.${sql.identifier(key)} = ${value}`);
  }
  if (search.manufacturer) conditions.push(refFilter(sql`i.manufacturer_id`, 'manufacturers', search.manufacturer));
  // The stored flag, read from its partial index (migration 0018).
  if (kind === 'product' && search.numbersMatch) conditions.push(sql`i.numbers_match`);
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
  return conditions;
}

/** The WHERE conditions of a search on `products i` or `details i`. */
export function itemConditions(kind: ItemKind, search: ItemSearch, form: TextForm = 'folded'): SQL {
  const filters = filterConditions(kind, search);
  if (!search.q) return allOf(filters);
  const { serial, others } = textArms(search.q, form);
  return allOf([anyOf(serial ? [...others, serial] : others), ...filters]);
}

/**
 * The same matches as `itemConditions`, as disjoint parts whose counts add up (ADR 039). With a
 * serial prefix, its arm is one part, read from the serial-key index alone (no row visited), and
 * the other arms the other part, without the rows the first has. As one condition, the OR of a
 * bitmap made every match's row be read and checked: 7 000 rows for a 3-digit prefix at 1 000 000
 * details.
 */
export function itemConditionParts(kind: ItemKind, search: ItemSearch, form: TextForm = 'folded'): SQL[] {
  const { serial, others } = search.q ? textArms(search.q, form) : { serial: undefined, others: [] };
  if (!serial) return [itemConditions(kind, search, form)];
  const filters = filterConditions(kind, search);
  return [allOf([serial, ...filters]), allOf([anyOf(others), sql`(${serial}) is not true`, ...filters])];
}

/** Text rank, with exact and prefix serial matches first. */
function rankExpression(q: string, form: TextForm): SQL {
  const number = isNumberLike(q)
    ? sql` + case when ${itemSerialKey} = ${ofText(serialKey(sql`${q}`), form)} then 2 when ${itemSerialKey} like ${serialPrefix(q, form)} escape '\\' then 1 else 0 end`
    : sql``;
  const marking = isMarkingLike(q) ? sql` + coalesce(ts_rank(i.marking_keys, ${markingQuery(q, form)}), 0)` : sql``;
  return sql`coalesce(ts_rank(i.search, ${searchQuery(q, form)}), 0)${marking}${number}`;
}

/** ORDER BY for an item alias `i`; ties fall back to id in the same direction. */
export function itemOrder(sort: ItemSort, q?: string, form: TextForm = 'folded'): SQL {
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
    case 'nameEn':
      return sql`coalesce(nullif(i.name_en, ''), i.name) ${dir} ${nulls}, i.id ${dir}`;
    case 'relevance':
      // Without text every rank is equal: newest first.
      return q ? sql`${rankExpression(q, form)} ${dir}, i.id desc` : sql`i.id desc`;
  }
}

/** `in (...)` over a list of ids; callers never pass an empty list. */
export const idList = (ids: readonly number[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
