import type { Database } from '@museum/server/db/client';

/** One request a visitor or a writer makes, named by its endpoint group. */
export interface Visit {
  group: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: object;
}

/** What the generated catalogue holds, for picking ids and filters that exist. */
export interface Catalogue {
  products: { min: number; max: number };
  details: { min: number; max: number };
  /** Types of the «максим» purpose: filters and new details use them. */
  typeIds: number[];
  photoPages: number;
}

export async function catalogueOf(database: Database): Promise<Catalogue> {
  const one = async <T>(text: string) => ((await database.rawQuery(text)) as T[])[0] as T;
  const products = await one<{ min: number; max: number }>('select min(id)::int as min, max(id)::int as max from products');
  const details = await one<{ min: number; max: number }>('select min(id)::int as min, max(id)::int as max from details');
  const types = (await database.rawQuery("select id from detail_types where belongs_to = 'максим' order by id")) as { id: number }[];
  const photos = await one<{ n: number }>('select count(*)::int as n from photos where published');
  return { products, details, typeIds: types.map((t) => t.id), photoPages: Math.max(1, Math.floor(photos.n / 40)) };
}

/** A small deterministic generator (mulberry32), so every run draws the same vocabulary. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Distinct search strings built from the catalogue itself: single words of names and
 * descriptions, two-word phrases, serial prefixes of 2 to 5 characters and whole serials, maker
 * and stamp names. Shuffled with a fixed seed: the rank a string gets is its popularity.
 */
export async function buildVocabulary(database: Database, count: number): Promise<string[]> {
  const column = async (text: string) => ((await database.rawQuery(text)) as { v: string }[]).map((r) => r.v).filter(Boolean);
  const words = await column(
    `select distinct w as v from (
       select regexp_split_to_table(lower(name || ' ' || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')), '[^[:alnum:]ё]+') w
         from details where id % 97 = 0
       union all select regexp_split_to_table(lower(name), '[^[:alnum:]ё]+') from products where id % 13 = 0) words
     where length(w) > 2`,
  );
  const serials = await column(`select distinct number as v from details where number is not null and id % 23 = 0 limit ${count}`);
  const names = await column('select name as v from manufacturers union all select name from stamps');
  const random = seeded(1910);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const strings = new Set<string>(words);
  for (const name of names) strings.add(name);
  for (const serial of serials) {
    strings.add(serial);
    strings.add(serial.slice(0, 2 + Math.floor(random() * 4)));
  }
  for (let tries = 0; strings.size < count && tries < count * 20 && words.length > 1; tries++) strings.add(`${pick(words)} ${pick(words)}`);
  const list = [...strings];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as string, list[i] as string];
  }
  return list.slice(0, count);
}

/** Draws ranks 0..n-1 with probability ∝ 1/(rank+1)^s: a few strings very often, most of them rarely. */
export function zipf(n: number, s = 1.05): () => number {
  const cumulative = new Float64Array(n);
  let total = 0;
  for (let k = 0; k < n; k++) {
    total += 1 / (k + 1) ** s;
    cumulative[k] = total;
  }
  return () => {
    const target = Math.random() * total;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

const API = '/api/archive';
const q = encodeURIComponent;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const any = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)] as T;

/**
 * The next request of a visitor: searches with a long tail of distinct strings (40 %), filtered
 * searches and lists (15 %), item pages at random ids (30 %), gallery pages (5 %) and the home
 * page's new arrivals (10 %); a share of visitors signed in (plain users with nothing unpublished:
 * answered from the shared cache as anonymous visitors are since ADR 067).
 */
export function visitorMix(catalogue: Catalogue, vocabulary: string[], signedIn: Record<string, string>[], signedInShare: number) {
  const searchRank = zipf(vocabulary.length);
  const galleryRank = zipf(Math.min(catalogue.photoPages, 500), 1.2);
  const year = () => between(1905, 1945);
  return (): Visit => {
    const headers = signedIn.length > 0 && Math.random() < signedInShare ? any(signedIn) : undefined;
    const roll = Math.random();
    const visit = (group: string, path: string): Visit => ({ group, path, headers });
    if (roll < 0.4) {
      const page = Math.random() < 0.9 ? 0 : 1;
      return visit('search text', `${API}/search/all?q=${q(vocabulary[searchRank()] as string)}&page=${page}&size=20&sort=id,desc`);
    }
    if (roll < 0.48)
      return visit('search filters', `${API}/search/all?q=&year=${year()}&belongsTo=${q('максим')}&page=0&size=20&sort=id,desc`);
    if (roll < 0.55)
      return visit('details filtered', `${API}/details/page?type=${any(catalogue.typeIds)}&year=${year()}&page=0&size=20&sort=id,desc`);
    if (roll < 0.85) {
      return Math.random() < 0.3
        ? visit('item', `${API}/products/${between(catalogue.products.min, catalogue.products.max)}`)
        : visit('item', `${API}/details/${between(catalogue.details.min, catalogue.details.max)}`);
    }
    if (roll < 0.9) return visit('photos/page', `${API}/photos/page?page=${galleryRank()}&size=40`);
    return Math.random() < 0.5
      ? visit('home', `${API}/products/search?q=&page=0&size=4&sort=id,desc&belongsTo=${q('максим')}`)
      : visit('home', `${API}/details/page?q=&page=0&size=4&sort=id,desc&belongsTo=${q('максим')}`);
  };
}

/**
 * Writes as they trickle in: a moderator's new detail (published: moves the catalogue version)
 * or a plain user's proposal of one (does not). `createDetail` alone is what the writers send.
 */
export function writeTrickle(catalogue: Catalogue, moderator: Record<string, string>, users: Record<string, string>[]) {
  let serial = 0;
  const detail = () => ({
    type: { id: any(catalogue.typeIds) },
    name: `Нагрузочная деталь ${process.pid}-${++serial}`,
    number: `НГ ${serial}`,
    year: between(1905, 1945),
    belongsTo: 'максим',
    photos: [],
  });
  const createDetail = (): Visit => ({
    group: 'write: new detail',
    path: `${API}/details`,
    method: 'POST',
    headers: moderator,
    body: detail(),
  });
  const propose = (): Visit => ({
    group: 'write: proposal',
    path: `${API}/change-requests`,
    method: 'POST',
    headers: any(users),
    body: { action: 'CREATE', entityType: 'DETAIL', entityId: null, payload: detail() },
  });
  let turn = 0;
  return Object.assign(() => (++turn % 2 === 0 ? createDetail() : propose()), { createDetail });
}
