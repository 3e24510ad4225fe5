import { EXACT_COUNT_MAX } from '@museum/contract';
import { type SQL, sql } from 'drizzle-orm';
import { countedTotal, estimatedTotal, exactTotal, type Total } from '../lib/totals';
import {
  firstSample,
  GATE_ROWS,
  SAMPLE_MAX_ERROR,
  type SampledRows,
  sampledAbove,
  sampleEstimate,
  secondSample,
  tableBlocks,
} from './block-sample';
import type { Executor } from './client';
import { type RawOptions, rawRows, scalar } from './raw-sql';

// The totals the repositories build from these counts.
export { countedTotal, estimatedTotal, exactTotal, type Total } from '../lib/totals';

/**
 * A `countFirst` source counts this many matches before any sample: a total up to it is exact
 * and needs no sample; past it, the first sample decides as for any source.
 */
const FIRST_COUNT_MAX = GATE_ROWS;

/** What is counted: rows of `table`, aliased `alias` in the conditions. */
export interface CountSource extends SampledRows {
  /** The same rows as disjoint conditions whose counts add up (ADR 039); `[where]` when absent. */
  parts?: readonly SQL[];
  /**
   * When the count is exact and at most `atMost`: the ids of the first matches in the page's
   * order, from `matched` (the counted rows' ids, a relation with one column `id`). Past it (or
   * when the first sample put the total past the cap), the ids `pastCap` selects, when given.
   */
  collect?: { atMost: number; ordered: (matched: SQL) => SQL; pastCap?: SQL | undefined };
  /**
   * Count before any sample. `few`: up to FIRST_COUNT_MAX, and sample only past it: for
   * conditions an index answers without the rows (filters, not text), where a few hundred index
   * entries cost less than the first sample's blocks (ADR 068's point-0 follow-up). `all`: up to
   * the cap, and no first sample at all (only the second, past the cap): for conditions whose
   * first part is read from an index alone and whose total is seldom past the cap (a serial
   * number's prefix), where the first sample would be read and then counted anyway.
   */
  countFirst?: 'few' | 'all';
}

/** A source's total, and its ordered ids when they were collected. */
export interface Counted {
  total: Total;
  ids?: number[];
}

/**
 * A source's parts as selects of at most `limit` rows each: their ids, or no column when they are
 * only counted.
 */
function partSelects(source: CountSource, limit: number, what: 'ids' | 'rows'): SQL[] {
  const a = sql.raw(source.alias);
  const column = what === 'ids' ? sql`${a}.id` : sql``;
  return (source.parts ?? [source.where]).map(
    (where) => sql`(select ${column} from ${sql.raw(source.table)} ${a} where ${where} limit ${limit})`,
  );
}

/**
 * The parts' rows counted straight from them, each up to EXACT_COUNT_MAX + 1: nothing is kept.
 * Through a materialized CTE of the ids, a word's count cost PostgreSQL 0.4–0.8 ms more (its
 * 5 200 products at 200 000 details, backend CPU), so a count whose ids will not be collected
 * is taken this way.
 */
function directCount(source: CountSource): SQL {
  return sql`(select count(*)::int from (${sql.join(partSelects(source, EXACT_COUNT_MAX + 1, 'rows'), sql` union all `)}) x)`;
}

/**
 * A source's capped count, CTE `m` being its matched ids: read from `m` when its ids may be
 * collected (the first sample cannot put the total above `collect.atMost`), else straight from the
 * parts (see directCount), and `m` is never run.
 */
function cappedCount(source: CountSource, g: SQL, m: SQL): SQL {
  const fromIds = sql`(select count(*)::int from ${m})`;
  const { collect } = source;
  if (!collect) return directCount(source);
  // A page that collects every exact total (a kept order) reads the ids whenever it counts.
  if (collect.atMost >= EXACT_COUNT_MAX) return fromIds;
  return sql`case when coalesce(${sampledAbove(g, collect.atMost)}, false) then ${directCount(source)} else ${fromIds} end`;
}

/**
 * The ids a source collects (see CountSource's `collect`), given whether the first sample found
 * it dense, its capped count and its counted ids: null when it collects nothing.
 */
function collectedIds(collect: CountSource['collect'], dense: SQL, counted: SQL, matched: SQL): SQL {
  if (!collect) return sql`null::int[]`;
  const few = sql`when not ${dense} and ${counted} <= ${collect.atMost} then array(${collect.ordered(matched)})`;
  const pastCap = collect.pastCap ? sql` when ${dense} or ${counted} > ${collect.atMost} then array(${collect.pastCap})` : sql``;
  return sql`case ${few}${pastCap} end`;
}

/**
 * One source's row of the counting statement (its CTEs are named by `k`): a first sample of
 * GATE_ROWS rows or so; when it puts the total GATE_ERRORS standard errors above the cap, its
 * estimate is the answer and nothing is counted. Otherwise the rows are counted up to
 * EXACT_COUNT_MAX + 1, each part from its own index path; past the cap, a second, larger sample
 * gives the estimate; when few, the ids are collected. The unneeded branches are never run
 * (uncorrelated subqueries run when first read).
 */
function sourceStatement(source: CountSource, k: number) {
  if (source.countFirst === 'all') return countAllStatement(source, k);
  if (source.countFirst === 'few') return countFirstStatement(source, k);
  const name = (prefix: string) => sql.raw(`${prefix}${k}`);
  const [g, m, n, d] = [name('g'), name('m'), name('n'), name('d')];
  const ids = collectedIds(source.collect, sql`coalesce(${d}.dense, false)`, sql`(select n from ${n})`, m);
  const ctes = countedCtes(source, k);
  const row = sql`select ${k}::int as source, coalesce(${d}.dense, false) as dense, ${g}.n as table_blocks,
      array[${g}.blocks, ${g}.m, ${g}.m2] as gate,
      case when not coalesce(${d}.dense, false) then (select n from ${n}) end as n,
      case when not coalesce(${d}.dense, false) and (select n from ${n}) > ${EXACT_COUNT_MAX} then ${secondSample(source)} end as sample,
      ${ids} as ids
    from ${g}, ${d}`;
  return { ctes, row };
}

/**
 * The CTEs of a sampled source's count, named by `k`: `g` the first sample, `m` the matched ids
 * (run only when collected), `n` the capped count (see cappedCount), `d` whether the first sample
 * found it dense.
 */
function countedCtes(source: CountSource, k: number): SQL {
  const name = (prefix: string) => sql.raw(`${prefix}${k}`);
  const [g, m, n, d] = [name('g'), name('m'), name('n'), name('d')];
  const parts = partSelects(source, EXACT_COUNT_MAX + 1, 'ids');
  return sql`${g} as (${firstSample(source)}),
    ${m} as materialized (${sql.join(parts, sql` union all `)}),
    ${n} as (select ${cappedCount(source, g, m)} as n),
    ${d} as (select ${sampledAbove(g, EXACT_COUNT_MAX)} as dense)`;
}

/**
 * A `countFirst` source's row: its parts counted up to FIRST_COUNT_MAX + 1 first; a total within
 * it is exact, its ids collected from that count, and no sample is read. Past it, the row of
 * sourceStatement (first sample, count to the cap, second sample), whose CTEs run only then.
 */
function countFirstStatement(source: CountSource, k: number) {
  const name = (prefix: string) => sql.raw(`${prefix}${k}`);
  const [g, m, n, d, f, fn] = [name('g'), name('m'), name('n'), name('d'), name('f'), name('fn')];
  const collect = source.collect;
  const few = sql`(select n from ${fn}) <= ${FIRST_COUNT_MAX}`;
  const fewIds = collect
    ? sql`case when (select n from ${fn}) <= ${collect.atMost} then array(${collect.ordered(f)}) end`
    : sql`null::int[]`;
  const dense = sql`(select ${d}.dense from ${d})`;
  const ids = collectedIds(collect, sql`coalesce(${dense}, false)`, sql`(select n from ${n})`, m);
  const ctes = sql`${f} as materialized (${sql.join(partSelects(source, FIRST_COUNT_MAX + 1, 'ids'), sql` union all `)}),
    ${fn} as (select count(*)::int as n from ${f}),
    ${countedCtes(source, k)}`;
  const row = sql`select ${k}::int as source,
      case when ${few} then false else coalesce(${dense}, false) end as dense,
      case when ${few} then 0 else (select n from ${g}) end as table_blocks,
      case when ${few} then array[0, 0, 0]::float8[] else (select array[blocks, m, m2] from ${g}) end as gate,
      case when ${few} then (select n from ${fn}) when not coalesce(${dense}, false) then (select n from ${n}) end as n,
      case when not ${few} and not coalesce(${dense}, false) and (select n from ${n}) > ${EXACT_COUNT_MAX}
        then ${secondSample(source)} end as sample,
      case when ${few} then ${fewIds} else ${ids} end as ids`;
  return { ctes, row };
}

/**
 * A source counted to the cap with no first sample (`countFirst: 'all'`): its parts in order, all
 * of them stopping once EXACT_COUNT_MAX + 1 rows are found (a first part past the cap leaves the
 * next unread); past the cap, the second sample gives the estimate. Counted through its kept ids
 * even past the few a page collects: with no sample to tell many from few, keeping only the few
 * and then counting straight (see directCount) read the first part twice, 1–2 ms more for a
 * 3-digit serial prefix at 1 000 000 details (ADR 068).
 */
function countAllStatement(source: CountSource, k: number) {
  const name = (prefix: string) => sql.raw(`${prefix}${k}`);
  const [m, n] = [name('m'), name('n')];
  const parts = sql.join(partSelects(source, EXACT_COUNT_MAX + 1, 'ids'), sql` union all `);
  // No sample says it is dense: the count to the cap decides alone.
  const ids = collectedIds(source.collect, sql`false`, sql`(select n from ${n})`, m);
  const ctes = sql`${m} as materialized (select id from (${parts}) u limit ${EXACT_COUNT_MAX + 1}),
    ${n} as (select count(*)::int as n from ${m})`;
  const row = sql`select ${k}::int as source, false as dense, ${tableBlocks(source.table)} as table_blocks,
      array[0, 0, 0]::float8[] as gate,
      (select n from ${n}) as n,
      case when (select n from ${n}) > ${EXACT_COUNT_MAX} then ${secondSample(source)} end as sample,
      ${ids} as ids`;
  return { ctes, row };
}

const COUNT_FIELDS = {
  source: scalar.int,
  dense: scalar.bool,
  table_blocks: scalar.float,
  gate: scalar.floats,
  n: scalar.intOrNull,
  sample: scalar.floatsOrNull,
  ids: scalar.intsOrNull,
};

/** What the counting statement found for one source (see sourceStatement). */
export interface CountRow {
  /** The first sample put the total well past the cap: nothing was counted. */
  dense: boolean;
  /** The table's size in blocks. */
  table_blocks: number;
  /** The first sample: blocks read, matches, sum of squared matches per block (see blockSample). */
  gate: number[];
  /** The capped count (of the parts, each up to EXACT_COUNT_MAX + 1); null when not counted. */
  n: number | null;
  /** The second sample (taken when the count reached the cap), as `gate`. */
  sample: number[] | null;
}

const asSample = ([blocks = 0, m = 0, m2 = 0]: readonly number[]) => ({ blocks, m, m2 });

/** The total a source's row says: the first sample's estimate, the count, or the second sample's estimate. */
export function totalOf(row: CountRow): Total {
  if (row.dense || row.n === null) return estimatedTotal(sampleEstimate(asSample(row.gate), row.table_blocks).estimate);
  if (row.n <= EXACT_COUNT_MAX || row.sample === null) return countedTotal(row.n);
  const { estimate, error } = sampleEstimate(asSample(row.sample), row.table_blocks);
  if (error > SAMPLE_MAX_ERROR) return countedTotal(row.n);
  // The count proved more than the cap: the estimate is never below it.
  return estimatedTotal(Math.max(EXACT_COUNT_MAX + 1, estimate));
}

/**
 * Totals of several sources in one statement (ADR 068): exact up to EXACT_COUNT_MAX, past it an
 * estimate from a block sample of the table with the same conditions, checked against what the
 * capped count proved. No planner estimate: a sample reads the rows as they are, whatever the
 * statistics say and however the conditions correlate.
 */
export async function countSources(db: Executor, sources: readonly CountSource[], options: RawOptions = {}): Promise<Counted[]> {
  if (sources.length === 0) return [];
  const statements = sources.map(sourceStatement);
  const rows = await rawRows(
    db,
    'count-sources',
    COUNT_FIELDS,
    sql`with ${sql.join(
      statements.map((s) => s.ctes),
      sql`, `,
    )} ${sql.join(
      statements.map((s) => s.row),
      sql` union all `,
    )}`,
    options,
  );
  return sources.map((_, k) => {
    const row = rows.find((r) => r.source === k);
    if (!row) return { total: exactTotal(0) };
    const total = totalOf(row);
    return row.ids ? { total, ids: row.ids } : { total };
  });
}

/** One source's total (see countSources). */
export async function boundedCount(db: Executor, source: CountSource): Promise<Total> {
  const [counted] = await countSources(db, [source]);
  return counted?.total ?? exactTotal(0);
}
