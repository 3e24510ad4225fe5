import type { ItemSort } from './item-query';
import { type KeptPerVersion, keptPerVersion } from './kept-per-version';

/**
 * The ordered ids of text searches' matches (up to KEPT_ORDER, see keepsOrder), kept per search,
 * sort and catalogue version (ADR 068's point-6 follow-up): the first deep page of a search
 * collects them once, every later deep page of it, by anyone, reads its cards by id. A search's
 * matches are the same for every viewer (items have no unpublished state; the photos a viewer
 * may see are read with the cards, per request), so one list serves all.
 */
export type SearchOrders = KeptPerVersion<Int32Array>;

/** What an entry costs besides its ids: the key's characters, the cache's bookkeeping. */
const ENTRY_OVERHEAD = 200;

export interface SearchOrdersOptions {
  /** At most this many bytes of ids (about 41 KB a search of KEPT_ORDER matches or more); 0 keeps none. */
  bytes: number;
  /** The catalogue version now (in memory: the tracker of ADR 023). */
  version: () => Promise<string>;
}

export const createSearchOrders = ({ bytes, version }: SearchOrdersOptions): SearchOrders =>
  keptPerVersion<Int32Array>(
    version,
    bytes > 0 ? { maxSize: bytes, sizeCalculation: (ids, key) => ids.byteLength + key.length * 2 + ENTRY_OVERHEAD } : undefined,
  );

/** The key of a search's order: its kind and search (as its total's key, `countKey`) and its sort. */
export const orderKey = (searchKey: string, sort: ItemSort) => `${searchKey}|${sort.field},${sort.dir}`;
