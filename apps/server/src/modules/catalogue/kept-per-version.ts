import { LRUCache } from 'lru-cache';

/**
 * Values worked out from the catalogue and kept until its version moves (ADR 023, 068): a search's
 * total, a search's ordered ids. Every catalogue write moves the version, and the first look-up
 * after a move empties the cache, so a kept value is the one working it out again would give now.
 */
export interface KeptPerVersion<V> {
  /** The value kept for `key` at the current version, and the version it was looked up at. */
  get(key: string): Promise<{ value: V | undefined; version: string }>;
  /**
   * Keeps a value worked out after a `get` that said `version` (its statement began at that
   * version or later); dropped when the version has moved meanwhile.
   */
  set(key: string, value: V, version: string): void;
}

/** A cache that keeps nothing: every value is worked out again. */
const KEEPS_NOTHING: KeptPerVersion<never> = { get: async () => ({ value: undefined, version: '' }), set: () => {} };

/**
 * A cache of `lru` (its bound: entries or bytes) emptied whenever `version` (the tracker of ADR
 * 023, in memory) says the catalogue moved; `undefined` keeps nothing.
 */
export function keptPerVersion<V extends {}>(
  version: () => Promise<string>,
  lru: LRUCache.Options<string, V, unknown> | undefined,
): KeptPerVersion<V> {
  if (!lru) return KEEPS_NOTHING;
  const kept = new LRUCache<string, V>(lru);
  let keptAt: string | undefined;
  const at = async () => {
    const now = await version();
    if (now !== keptAt) {
      kept.clear();
      keptAt = now;
    }
    return now;
  };
  return {
    async get(key) {
      const now = await at();
      return { value: kept.get(key), version: now };
    },
    set(key, value, workedOutAt) {
      if (workedOutAt === keptAt) kept.set(key, value);
    },
  };
}
