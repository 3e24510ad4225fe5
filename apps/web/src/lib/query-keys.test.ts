import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { CATALOGUE_QUERY_PREFIXES, forgetDeleted, forgetItem, queryKeys, refreshCatalogue } from './query-keys';
import { readCache, writeCache } from './session-cache';

const stored = (key: readonly unknown[]) => readCache(JSON.stringify(key));

function seed(keys: readonly (readonly unknown[])[]) {
  sessionStorage.clear();
  const client = createQueryClient();
  for (const key of keys) {
    client.setQueryData(key, { key });
    writeCache(JSON.stringify(key), { key });
  }
  return client;
}

describe('the query keys', () => {
  it("start with their resource's prefix, so one invalidation reaches items, lists and lookups", () => {
    const prefixed: [readonly unknown[], readonly unknown[]][] = [
      [queryKeys.products.all, queryKeys.products.item(3)],
      [queryKeys.products.all, queryKeys.products.list(0, 'name,asc')],
      [queryKeys.products.all, queryKeys.products.children(3)],
      [queryKeys.products.all, queryKeys.products.lookup('щит', 'name,asc')],
      [queryKeys.details.all, queryKeys.details.item(3)],
      [queryKeys.details.all, queryKeys.details.ofYear('1910')],
      [queryKeys.photos.all, queryKeys.photos.page({ page: 0 })],
      [queryKeys.manufacturers.all, queryKeys.manufacturers.list],
      [queryKeys.search.all, queryKeys.search.results({ q: 'щит' })],
    ];
    for (const [prefix, key] of prefixed) expect(key.slice(0, prefix.length)).toEqual(prefix);
    for (const prefix of [queryKeys.products.all, queryKeys.details.all, queryKeys.photos.all, queryKeys.search.all]) {
      expect(CATALOGUE_QUERY_PREFIXES).toContainEqual(prefix);
    }
  });
});

describe('the catalogue caches', () => {
  it('forget every copy of one item, and only of that item', () => {
    const client = seed([queryKeys.details.item(7), queryKeys.details.item(70), queryKeys.photos.item(7)]);
    forgetItem(client, queryKeys.details.item(7));
    expect(client.getQueryData(queryKeys.details.item(7))).toBeUndefined();
    expect(stored(queryKeys.details.item(7))).toBeUndefined();
    expect(stored(queryKeys.details.item(70))).toEqual({ key: queryKeys.details.item(70) });
    expect(client.getQueryData(queryKeys.details.item(70))).toEqual({ key: queryKeys.details.item(70) });
    expect(stored(queryKeys.photos.item(7))).toEqual({ key: queryKeys.photos.item(7) });
  });

  it('after a write mark every list, search and item answer stale and drop their stored copies', async () => {
    const keys = [
      queryKeys.search.results({ q: 'щит' }),
      queryKeys.photos.page({ page: 0 }),
      queryKeys.products.item(3),
      queryKeys.details.list(0),
      queryKeys.newArrivals.list('product', 'максим'),
      queryKeys.manufacturers.list,
    ];
    const client = seed(keys);
    client.setQueryData(queryKeys.auth.me('t'), { username: 'a' });
    await refreshCatalogue(client);
    for (const key of keys) {
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
      expect(stored(key)).toBeUndefined();
    }
    expect(client.getQueryState(queryKeys.auth.me('t'))?.isInvalidated).toBe(false);
  });

  it('after a delete drop the item everywhere and have its lists and searches fetched afresh', async () => {
    const client = seed([queryKeys.products.item(3), queryKeys.products.list(0, 'name,asc'), queryKeys.search.results({ q: '' })]);
    await forgetDeleted(client, queryKeys.products.item(3));
    expect(client.getQueryData(queryKeys.products.item(3))).toBeUndefined();
    expect(stored(queryKeys.products.item(3))).toBeUndefined();
    expect(client.getQueryState(queryKeys.products.list(0, 'name,asc'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.search.results({ q: '' }))?.isInvalidated).toBe(true);
  });
});
