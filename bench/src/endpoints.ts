import type { Database } from '@museum/server/db/client';
import { WORDS } from './generate';

export interface Endpoint {
  name: string;
  /**
   * The URLs a run cycles through: different words, ids, prefixes and pages, so that a server
   * without its read cache really runs a different query each time (the uncached path). The first
   * is the one URL of the cached runs (a repeated anonymous URL, answered from memory).
   */
  paths: string[];
}

/** Ids, words and filters taken from the generated catalogue, so every request finds something. */
export interface Samples {
  productIds: number[];
  detailIds: number[];
  words: string[];
  serialPrefixes: string[];
  years: number[];
  typeIds: number[];
}

const VARIANTS = 64;

export async function pickSamples(database: Database): Promise<Samples> {
  const ids = async (text: string) => ((await database.rawQuery(text)) as { id: number }[]).map((row) => row.id);
  // Spread over the whole id range (hashed, not random: the same samples every run).
  const spread = (table: string) =>
    ids(`select id from ${table} where id % 997 = 13 order by hashint4(id) limit ${VARIANTS}`).then(async (found) =>
      found.length > 0 ? found : ids(`select id from ${table} order by id limit ${VARIANTS}`),
    );
  const productIds = await spread('products');
  const detailIds = await ids(
    `select d.id from details d join detail_stamps s on s.detail_id = d.id where d.id % 331 = 3 order by hashint4(d.id) limit ${VARIANTS}`,
  );
  const typeIds = await ids("select id from detail_types where belongs_to = 'максим' order by id");
  const serials = (await database.rawQuery(
    `select distinct left(number, 3) as prefix from details where number ~ '^[0-9]{5}$' and id % 101 = 7 limit ${VARIANTS}`,
  )) as { prefix: string }[];
  return {
    productIds,
    detailIds: detailIds.length > 0 ? detailIds : await spread('details'),
    // The generator's vocabulary: every word is common (each in tens of thousands of details).
    words: [...WORDS],
    serialPrefixes: serials.length > 0 ? serials.map((row) => row.prefix) : ['1'],
    years: Array.from({ length: 41 }, (_, i) => 1905 + i),
    typeIds,
  };
}

/** `count` variants made by `make(i)`, cycling through the samples. */
const variants = (make: (i: number) => string) => Array.from({ length: VARIANTS }, (_, i) => make(i));
const at = <T>(items: readonly T[], i: number) => items[i % items.length] as T;

/** The endpoints the performance issue names, with realistic queries. */
export function endpointsFor(s: Samples): Endpoint[] {
  const api = '/api/archive';
  const q = encodeURIComponent;
  const purposes = ['максим', 'станок'];
  return [
    { name: 'search/all word', paths: variants((i) => `${api}/search/all?q=${q(at(s.words, i + 12))}&page=${i % 3}&size=20&sort=id,desc`) },
    {
      name: 'search/all serial prefix',
      paths: variants((i) => `${api}/search/all?q=${q(at(s.serialPrefixes, i))}&page=0&size=20&sort=id,desc`),
    },
    {
      name: 'search/all filters',
      paths: variants(
        (i) => `${api}/search/all?q=&year=${at(s.years, i + 11)}&belongsTo=${q(at(purposes, i))}&page=0&size=20&sort=id,desc`,
      ),
    },
    {
      name: 'details/page filtered',
      paths: variants((i) => `${api}/details/page?type=${at(s.typeIds, i)}&year=${at(s.years, i * 7 + 11)}&page=0&size=20&sort=id,desc`),
    },
    { name: 'photos/page', paths: variants((i) => `${api}/photos/page?page=${3 + (i % 40)}&size=40`) },
    { name: 'products/{id}', paths: variants((i) => `${api}/products/${at(s.productIds, i)}`) },
    { name: 'details/{id}', paths: variants((i) => `${api}/details/${at(s.detailIds, i)}`) },
    // As the home page asks: four cards, no total.
    {
      name: 'new arrivals products',
      paths: variants((i) => `${api}/products/search?q=&page=0&size=4&sort=id,desc&belongsTo=${q(at(purposes, i))}&total=none`),
    },
    {
      name: 'new arrivals details',
      paths: variants((i) => `${api}/details/page?q=&page=0&size=4&sort=id,desc&belongsTo=${q(at(purposes, i))}&total=none`),
    },
  ];
}
