// The block samples that estimate a total past the exact-count cap, and tell when a count is
// needed at all (ADR 068): bounded-count.ts builds its counting statement from them.
import { type SQL, sql } from 'drizzle-orm';

/**
 * The first sample reads about this many rows (by the table's rows per block in its statistics),
 * in GATE_BLOCKS_MIN to GATE_BLOCKS_MAX blocks: enough to tell a result of tens of thousands from
 * a rare one, little enough to cost a fraction of a millisecond on every counted page.
 */
export const GATE_ROWS = 512;
const GATE_BLOCKS_MIN = 32;
const GATE_BLOCKS_MAX = 64;
/** Sampled blocks the first sample needs before its estimate may replace a count. */
const GATE_MIN_BLOCKS = 20;
/**
 * Standard errors between the first sample's estimate and the cap before nothing is counted: a
 * total the sample puts this far above EXACT_COUNT_MAX is past it (a count is skipped wrongly
 * about once in 4 000 searches near the cap, and then the total is an estimate, not wrong by 2×).
 */
const GATE_ERRORS = 3.5;
/**
 * The second sample, taken when the count stopped at the cap: at least this share of the table's
 * blocks (a total past EXACT_COUNT_MAX puts 25 matches or more in 0.25 %, an estimate within ~20 %;
 * one below the count is raised to it) and this many blocks.
 */
const SAMPLE_PERCENT_MIN = 0.25;
const SAMPLE_BLOCKS_MIN = 128;
/** An estimate whose standard error is a larger share of it vouches for nothing: «более EXACT_COUNT_MAX». */
export const SAMPLE_MAX_ERROR = 0.3;
/** The sample's seed: the same table gives the same sample, so pages of a search agree. */
const SEED = 0;

export type CountedTable = 'products' | 'details' | 'photos';

/** The rows a sample counts: those of `table` (aliased `alias`) that meet `where`. */
export interface SampledRows {
  table: CountedTable;
  alias: 'i' | 'p';
  where: SQL;
}

/** The table's size in blocks, as the sampling method sees it. */
export const tableBlocks = (table: CountedTable) => sql`greatest(1, pg_relation_size(${sql.raw(`'${table}'`)}::regclass) / 8192)::float8`;

/** The percentage of `table`'s blocks that holds `blocks` of them (at least `minPercent`), at most all. */
const samplePercent = (table: CountedTable, blocks: number | SQL, minPercent = 0) =>
  sql`least(100, greatest(${sql.raw(String(minPercent))}, 100.0 * ${typeof blocks === 'number' ? sql.raw(String(blocks)) : blocks} / ${tableBlocks(table)}))::float8`;

/** The first sample's blocks: GATE_ROWS rows by the table's statistics (GATE_BLOCKS_MAX without them). */
const gateBlocks = (table: CountedTable) =>
  sql`(select least(${sql.raw(String(GATE_BLOCKS_MAX))}, greatest(${sql.raw(String(GATE_BLOCKS_MIN))},
    case when relpages > 0 and reltuples > 0 then ${sql.raw(String(GATE_ROWS))} * relpages / reltuples else ${sql.raw(String(GATE_BLOCKS_MAX))} end))
    from pg_class where oid = ${sql.raw(`'${table}'`)}::regclass)`;

/**
 * A block sample of `percent` of the source's table (SYSTEM: whole blocks, chosen by the seed),
 * as the blocks read, the matches in them and the sum of the squared matches per block: the
 * estimate is the table's blocks times the mean per sampled block, and its error comes from how
 * the matches vary between blocks, so rows that cluster (an import, a maker's run) widen it.
 */
const blockSample = (source: SampledRows, percent: SQL) => {
  const a = sql.raw(source.alias);
  return sql`select count(*)::float8 as blocks, coalesce(sum(k), 0)::float8 as m, coalesce(sum(k * k), 0)::float8 as m2
    from (select count(*) filter (where ${source.where}) as k
          from ${sql.raw(source.table)} ${a} tablesample system (${percent}) repeatable (${sql.raw(String(SEED))})
          group by (${a}.ctid::text::point)[0]) x`;
};

/** A block sample's estimate of the total and its standard error (SQL over `blocks`, `m`, `m2` and `n`: the table's blocks). */
const ESTIMATE_SQL = sql.raw('n * m / nullif(blocks, 0)');
const ERROR_SQL = sql.raw(
  'n * sqrt(greatest(0, 1 - blocks / n) * greatest(0, (m2 - m * m / nullif(blocks, 0)) / greatest(1, blocks - 1)) / nullif(blocks, 0))',
);

/** The first sample (CTE `g`) puts the total GATE_ERRORS standard errors above `above`: null when it cannot say. */
export const sampledAbove = (g: SQL, above: number) =>
  sql`(select blocks >= ${GATE_MIN_BLOCKS} and ${ESTIMATE_SQL} - ${GATE_ERRORS} * ${ERROR_SQL} > ${above} from ${g})`;

/** The first sample, as a CTE's body: its blocks, matches, squared matches and `n`, the table's blocks. */
export const firstSample = (source: SampledRows) =>
  sql`select x.*, ${tableBlocks(source.table)} as n from (${blockSample(source, samplePercent(source.table, gateBlocks(source.table)))}) x`;

/** The second sample, read when the count reached the cap: its blocks, matches and squared matches. */
export const secondSample = (source: SampledRows) =>
  sql`(select array[blocks, m, m2] from (${blockSample(source, samplePercent(source.table, SAMPLE_BLOCKS_MIN, SAMPLE_PERCENT_MIN))}) s)`;

/** A block sample's estimate of the total and its standard error as a share of it (see blockSample). */
export function sampleEstimate(sample: { blocks: number; m: number; m2: number }, tableBlocks: number) {
  const { blocks, m, m2 } = sample;
  if (blocks <= 0) return { estimate: 0, error: Number.POSITIVE_INFINITY };
  const estimate = (tableBlocks * m) / blocks;
  const variance = Math.max(0, (m2 - (m * m) / blocks) / Math.max(1, blocks - 1));
  const error = tableBlocks * Math.sqrt((Math.max(0, 1 - blocks / tableBlocks) * variance) / blocks);
  return { estimate, error: estimate > 0 ? error / estimate : Number.POSITIVE_INFINITY };
}
