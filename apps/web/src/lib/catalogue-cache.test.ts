import { describe, expect, it } from 'vitest';
import { forgetItem, refreshCatalogue } from './catalogue-cache';
import { createQueryClient } from './query-client';
import { readCache, writeCache } from './session-cache';

const stored = (key: unknown[]) => readCache(JSON.stringify(key));

describe('the catalogue caches', () => {
  it('forgets every copy of one item, and only of that item', () => {
    sessionStorage.clear();
    const client = createQueryClient();
    for (const key of [
      ['detail', 7],
      ['detail', 7, 'edit'],
      ['detail', 70],
      ['photo', 7],
    ]) {
      client.setQueryData(key, { key });
      writeCache(JSON.stringify(key), { key });
    }
    forgetItem(client, ['detail', 7]);
    expect(client.getQueryData(['detail', 7])).toBeUndefined();
    expect(client.getQueryData(['detail', 7, 'edit'])).toBeUndefined();
    expect(stored(['detail', 7])).toBeUndefined();
    expect(stored(['detail', 7, 'edit'])).toBeUndefined();
    expect(stored(['detail', 70])).toEqual({ key: ['detail', 70] });
    expect(client.getQueryData(['detail', 70])).toEqual({ key: ['detail', 70] });
    expect(stored(['photo', 7])).toEqual({ key: ['photo', 7] });
  });

  it('after a write marks every list, search and item answer stale and drops their stored copies', async () => {
    sessionStorage.clear();
    const client = createQueryClient();
    const keys = [
      ['search-all', { q: 'щит' }],
      ['photo-page', { page: 0 }],
      ['product', 3],
      ['new-arrivals', 'product', 'максим'],
    ];
    for (const key of keys) {
      client.setQueryData(key, []);
      writeCache(JSON.stringify(key), []);
    }
    client.setQueryData(['auth', 'me', 't'], { username: 'a' });
    await refreshCatalogue(client);
    for (const key of keys) {
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
      expect(stored(key)).toBeUndefined();
    }
    expect(client.getQueryState(['auth', 'me', 't'])?.isInvalidated).toBe(false);
  });
});
