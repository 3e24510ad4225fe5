import type { Database } from '../../apps/server/src/db/client';

export interface Endpoint {
  name: string;
  path: string;
}

/** Ids and words taken from the generated catalogue, so every request finds something. */
export interface Samples {
  productId: number;
  detailId: number;
  word: string;
  serialPrefix: string;
  year: number;
  typeId: number;
}

export async function pickSamples(database: Database): Promise<Samples> {
  const one = async <T>(text: string) => ((await database.rawQuery(text)) as T[])[0] as T;
  const product = await one<{ id: number }>('select id from products order by id limit 1 offset (select count(*) / 2 from products)');
  const detail = await one<{ id: number }>(
    'select d.id from details d join detail_stamps s on s.detail_id = d.id order by d.id limit 1 offset (select count(*) / 3 from detail_stamps)',
  );
  const type = await one<{ id: number }>("select id from detail_types where belongs_to = 'максим' order by id limit 1");
  const serial = await one<{ number: string }>("select number from details where number ~ '^[0-9]{5}$' order by id limit 1");
  return {
    productId: product.id,
    detailId: detail.id,
    word: 'станки',
    serialPrefix: serial.number.slice(0, 3),
    year: 1916,
    typeId: type.id,
  };
}

/** The endpoints the performance issue names, with realistic queries. */
export function endpointsFor(s: Samples): Endpoint[] {
  const api = '/api/archive';
  const q = encodeURIComponent;
  return [
    { name: 'search/all word', path: `${api}/search/all?q=${q(s.word)}&page=0&size=20&sort=id,desc` },
    { name: 'search/all serial prefix', path: `${api}/search/all?q=${q(s.serialPrefix)}&page=0&size=20&sort=id,desc` },
    { name: 'search/all filters', path: `${api}/search/all?q=&year=${s.year}&belongsTo=${q('максим')}&page=0&size=20&sort=id,desc` },
    { name: 'details/page filtered', path: `${api}/details/page?type=${s.typeId}&year=${s.year}&page=0&size=20&sort=id,desc` },
    { name: 'photos/page', path: `${api}/photos/page?page=3&size=40` },
    { name: 'products/{id}', path: `${api}/products/${s.productId}` },
    { name: 'details/{id}', path: `${api}/details/${s.detailId}` },
    { name: 'new arrivals products', path: `${api}/products/search?q=&page=0&size=4&sort=id,desc&belongsTo=${q('максим')}` },
    { name: 'new arrivals details', path: `${api}/details/page?q=&page=0&size=4&sort=id,desc&belongsTo=${q('максим')}` },
  ];
}
