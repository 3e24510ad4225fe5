import type { QueryClient } from '@tanstack/react-query';
import { dropCache } from './session-cache';

/** An item with a page of its own, as its query key starts. */
export type ItemKey = readonly ['product' | 'detail' | 'photo' | 'manufacturer', number];

/**
 * Key prefixes of every answer that can show a catalogue item: item pages, lists, searches,
 * the gallery, new arrivals and the year tools. A photo shows its items and an item its photos,
 * so a write to any of them may change any of these.
 */
export const CATALOGUE_QUERY_PREFIXES = [
  ['product'],
  ['product-children'],
  ['products-list'],
  ['products'],
  ['detail'],
  ['details'],
  ['details-of-year'],
  ['photo'],
  ['photo-page'],
  ['search-all'],
  ['new-arrivals'],
  ['year-tools'],
  ['manufacturer'],
  ['manufacturers'],
] as const;

/** Drops every cached copy of an item, in memory and in sessionStorage (after a delete or a 404). */
export function forgetItem(client: QueryClient, key: ItemKey): void {
  client.removeQueries({ queryKey: key });
  dropCache(key);
}

/**
 * After any catalogue write: what is on screen is fetched afresh, the rest is marked stale, and
 * the sessionStorage copies go, so no page shows the old state first after a reload.
 */
export async function refreshCatalogue(client: QueryClient): Promise<void> {
  for (const prefix of CATALOGUE_QUERY_PREFIXES) dropCache(prefix);
  await Promise.all(CATALOGUE_QUERY_PREFIXES.map((prefix) => client.invalidateQueries({ queryKey: prefix })));
}
