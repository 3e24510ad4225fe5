import type { Total } from '../../lib/totals';
import { type KeptPerVersion, keptPerVersion } from './kept-per-version';

/**
 * Totals kept per search and catalogue version (ADR 068): a second page of a search, or the same
 * search by another visitor, skips its counting statement. Every catalogue write that moves the
 * version (ADR 023) empties it, so a kept total is the one counting would give now.
 */
export type CountCache = KeptPerVersion<Total>;

export interface CountCacheOptions {
  /** At most this many totals; 0 keeps none. */
  entries: number;
  /** The catalogue version now (in memory: the tracker of ADR 023). */
  version: () => Promise<string>;
}

export const createCountCache = ({ entries, version }: CountCacheOptions): CountCache =>
  keptPerVersion<Total>(version, entries > 0 ? { max: entries } : undefined);

/**
 * A list's total (a list read in order: it needs no ids) kept for the catalogue version, or
 * counted by `count` and kept.
 */
export async function keptTotal(counts: CountCache, key: string, count: () => Promise<Total>): Promise<Total> {
  const { value: total, version } = await counts.get(key);
  if (total) return total;
  const counted = await count();
  counts.set(key, counted, version);
  return counted;
}

/** Fields of a query that say which page, not which rows: left out of a count's key. */
const PAGING = new Set(['page', 'size', 'sort', 'total', 'searchType']);

/** The key of what a total counts: a name and the query's filters, in a fixed order. */
export function countKey(name: string, query: object): string {
  const fields = Object.entries(query)
    .filter(([field, value]) => value !== undefined && !PAGING.has(field))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${name}:${JSON.stringify(fields)}`;
}
