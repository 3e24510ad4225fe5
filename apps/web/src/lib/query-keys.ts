import type { QueryClient } from '@tanstack/react-query';
import { dropCache } from './session-cache';

type Query = Readonly<Record<string, unknown>>;

/**
 * Every query key of the web client, one factory per resource (ADR 031). Each key starts with
 * its resource's name, so `all` of a resource covers its items, its lists and its lookups:
 * the same URL always has the same key, and a write reaches every copy of what it changed.
 */
export const queryKeys = {
  products: {
    all: ['products'] as const,
    item: (id: number) => ['products', 'item', id] as const,
    children: (id: number) => ['products', 'children', id] as const,
    /** A page of the list in an order (`name,asc`, or `nameEn,asc` on English pages). */
    list: (page: number, sort: string) => ['products', 'list', page, sort] as const,
    lookup: (q: string, sort: string) => ['products', 'lookup', q, sort] as const,
  },
  details: {
    all: ['details'] as const,
    item: (id: number) => ['details', 'item', id] as const,
    list: (page: number) => ['details', 'list', page] as const,
    ofYear: (year: string) => ['details', 'of-year', year] as const,
  },
  photos: {
    all: ['photos'] as const,
    item: (id: number) => ['photos', 'item', id] as const,
    page: (query: Query) => ['photos', 'page', query] as const,
    uploadLimits: ['photos', 'upload-limits'] as const,
  },
  manufacturers: {
    all: ['manufacturers'] as const,
    item: (id: number) => ['manufacturers', 'item', id] as const,
    list: ['manufacturers', 'list'] as const,
  },
  detailTypes: { all: ['detail-types'] as const },
  stamps: {
    all: ['stamps'] as const,
    item: (id: number) => ['stamps', 'item', id] as const,
    items: (id: number, page: number) => ['stamps', 'items', id, page] as const,
    /** The visual key's list under its filters (issue 51); under `all`, so a stamp's write refreshes it. */
    key: (query: object) => ['stamps', 'key', query] as const,
  },
  // Issue 33: regions marked on photos (ADR 059).
  regions: {
    all: ['regions'] as const,
    /** The answer differs by who asks (their own pending regions are in it). */
    ofPhoto: (photoId: number, viewer: string | null) => ['regions', 'photo', photoId, viewer] as const,
    ofTarget: (kind: string, id: number) => ['regions', 'target', kind, id] as const,
    pending: ['regions', 'pending'] as const,
  },
  search: {
    all: ['search'] as const,
    results: (query: Query) => ['search', 'results', query] as const,
  },
  newArrivals: {
    all: ['new-arrivals'] as const,
    list: (kind: string, belongsTo: string) => ['new-arrivals', kind, belongsTo] as const,
  },
  yearTools: {
    all: ['year-tools'] as const,
    chronology: ['year-tools', 'chronology'] as const,
    yearDetails: (year: number) => ['year-tools', 'year-details', year] as const,
    count: (kind: string, year: number) => ['year-tools', 'count', kind, year] as const,
    // Issue 33: dating from the catalogue's examples.
    dating: (table: string, serial: number) => ['year-tools', 'dating', table, serial] as const,
    datingPoints: (table: string, from: number, to: number) => ['year-tools', 'dating-points', table, from, to] as const,
  },
  moderation: {
    all: ['change-requests'] as const,
    list: (status: string) => ['change-requests', 'list', status] as const,
    // Issue 33: «Проверить год».
    yearCheck: (page: number) => ['change-requests', 'year-check', page] as const,
    // Issue 49: «Примеры против таблицы».
    contradictions: (page: number) => ['change-requests', 'contradictions', page] as const,
    mine: ['change-requests', 'mine'] as const,
  },
  auth: {
    all: ['auth'] as const,
    me: (token: string | null) => ['auth', 'me', token] as const,
    anyMe: ['auth', 'me'] as const,
    sessions: ['auth', 'sessions'] as const,
  },
  siteInfo: { all: ['site-info'] as const },
  /** A collector's own records and want list (issue 54): keyed by the owner, so a second account in the browser never sees the first's. */
  collection: {
    all: ['collection'] as const,
    list: (owner: number, query: Query) => ['collection', owner, 'list', query] as const,
    item: (owner: number, id: number) => ['collection', owner, 'item', id] as const,
    wanted: (owner: number) => ['collection', owner, 'wanted'] as const,
    /** Whether a record's dossier has a live share link (ADR 089). */
    share: (owner: number, id: number) => ['collection', owner, 'share', id] as const,
    /** A shared dossier by its link's token (ADR 089): no owner, the token is the key. */
    shared: (token: string) => ['collection', 'shared', token] as const,
  },
};

/** An item with a page of its own, as its key is made. */
export type ItemKey = ReturnType<
  | typeof queryKeys.products.item
  | typeof queryKeys.details.item
  | typeof queryKeys.photos.item
  | typeof queryKeys.manufacturers.item
  | typeof queryKeys.stamps.item
>;

/**
 * The resources whose answers can show a catalogue item: item pages, lists, searches, the
 * gallery, new arrivals, the year tools, makers. A photo shows its items and an item its photos,
 * so a write to any of them may change any of these.
 */
export const CATALOGUE_QUERY_PREFIXES = [
  queryKeys.products.all,
  queryKeys.details.all,
  queryKeys.photos.all,
  queryKeys.manufacturers.all,
  // A stamp's page shows its bearing items, and the list their counts (issue 33).
  queryKeys.stamps.all,
  queryKeys.search.all,
  queryKeys.newArrivals.all,
  queryKeys.yearTools.all,
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

/** After deleting an item: it leaves every cache at once, and every list and search is fetched afresh without it. */
export async function forgetDeleted(client: QueryClient, key: ItemKey): Promise<void> {
  forgetItem(client, key);
  await refreshCatalogue(client);
}
