import { EXACT_COUNT_MAX } from '@museum/contract';
import { scaled } from '@museum/test-kit';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ItemKind, type ItemSearch, itemConditions } from '../src/modules/catalogue/item-query';
import { useTestApp } from './harness';
import { getJson, qs } from './http';
import { queryRows } from './query-rows';

const DETAILS = 40_000;
const PRODUCTS = 4_000;
const TYPES = 20;
const MAKERS = 40;
/** Consecutive details of one maker, as a collection's import leaves them: the rows cluster in blocks. */
const RUN = 400;
/** One maker's collection imported at once: 15 000 consecutive details, a filter past the cap in a third of the blocks. */
const IMPORTED = { from: 10_001, to: 25_000 };
const WORDS = ['кожух', 'ствол', 'короб', 'замок', 'прицел', 'щит', 'хобот', 'вертлюг', 'латунь', 'звезда', 'арсенал', 'реставрация'];
const PURPOSES = ['максим', 'максим', 'станок', 'ЗИП', 'другое'];

/** A value in [0, 1) from a row number, the same every run. */
const frac = (seed: string) => `((abs(hashint4(${seed})) % 100000) / 100000.0)`;
/** A word of WORDS, the first ones far more often (a Zipf-like vocabulary). */
const word = (seed: string) =>
  `(array[${WORDS.map((w) => `'${w}'`).join(',')}])[1 + floor(${WORDS.length} * power(${frac(seed)}, 3))::int]`;

/**
 * Totals within 2× of the truth for the filters the API takes, exact up to EXACT_COUNT_MAX (ADR
 * 068): every answer's total against an exact count of the same rows, on a generated catalogue
 * that is hard for estimates on purpose. Types belong to one purpose (type and purpose correlate),
 * a maker's years follow its period (maker and year correlate), details come in runs of one maker
 * and one maker's 15 000 in a row (rows of a filter cluster in the table's blocks, as an import
 * leaves them: what a block sample estimates worst), words and types
 * follow skewed laws, photos are shared by a product and a detail, some unpublished.
 */
describe('totals against exact counts on a generated catalogue', () => {
  const ctx = useTestApp();
  let makerIds: number[] = [];
  let typeIds: number[] = [];
  let stampIds: number[] = [];

  beforeAll(async () => {
    const db = ctx.database.db;
    const ids = async (text: string) => (await queryRows<{ id: number }>(db, sql.raw(text))).map((row) => row.id);
    makerIds = await ids(
      `insert into manufacturers (name) select 'Завод точности ' || g from generate_series(1, ${MAKERS}) g returning id`,
    );
    typeIds = await ids(
      `insert into detail_types (name, belongs_to) select 'Тип точности ' || g, (array[${PURPOSES.map((p) => `'${p}'`).join(',')}])[1 + g % 5]
       from generate_series(1, ${TYPES}) g returning id`,
    );
    stampIds = await ids(`insert into stamps (name) select 'Клеймо точности ' || g from generate_series(1, 10) g returning id`);
    const [maker0, type0, stamp0] = [makerIds[0] ?? 0, typeIds[0] ?? 0, stampIds[0] ?? 0];
    await db.execute(sql`alter table details disable trigger details_search_trigger`);
    await db.execute(
      sql.raw(`
      insert into details (name, number, year, belongs_to, type_id, manufacturer_id, description, search)
      select name, number, year, (select belongs_to from detail_types where id = type_id), type_id, manufacturer_id, description,
             museum_item_vector(name, number, null, description, null)
      from (
        select ${word('g')} || ' ' || ${word('g + 7')} as name,
               case when g % 3 = 0 then 'АЕ ' || g else g::text end as number,
               case when g % 25 = 0 then null else 1905 + ((g / ${RUN}) * 3) % 35 + floor(6 * ${frac('g + 3')})::int end as year,
               ${type0} + floor(${TYPES} * power(${frac('g + 1')}, 2))::int as type_id,
               case when g between ${IMPORTED.from} and ${IMPORTED.to} then ${maker0} + ${MAKERS - 1}
                    else ${maker0} + ((g / ${RUN}) * 7) % ${MAKERS - 1} end as manufacturer_id,
               '<p>' || ${word('g + 11')} || ' ' || ${word('g + 13')} || '</p>' as description
        from generate_series(1, ${DETAILS}) g) generated`),
    );
    await db.execute(sql`alter table details enable trigger details_search_trigger`);
    await db.execute(sql`alter table detail_stamps disable trigger user`);
    await db.execute(
      sql.raw(`insert into detail_stamps (detail_id, stamp_id) select id, ${stamp0} + (id / 4) % 10 from details where id % 4 = 0`),
    );
    await db.execute(sql`alter table detail_stamps enable trigger user`);
    await db.execute(sql`alter table products disable trigger products_search_trigger`);
    await db.execute(
      sql.raw(`
      insert into products (name, number, year, belongs_to, manufacturer_id, search)
      select name, number, year, belongs_to, manufacturer_id, museum_item_vector(name, number, null, null, null)
      from (
        select 'Пулемёт ' || ${word('g + 17')} as name, 'П' || g as number, 1905 + floor(40 * ${frac('g + 5')})::int as year,
               (array[${PURPOSES.map((p) => `'${p}'`).join(',')}])[1 + floor(5 * power(${frac('g + 2')}, 2))::int] as belongs_to,
               ${maker0} + ((g / 100) * 7) % ${MAKERS} as manufacturer_id
        from generate_series(1, ${PRODUCTS}) g) generated`),
    );
    await db.execute(sql`alter table products enable trigger products_search_trigger`);
    // A photo per detail, a second for every other one; each product shows one of them too.
    await db.execute(
      sql.raw(`
      insert into photos (file_name, content_type, size_bytes, width, height, sha256, published, derivation)
      select 'acc-' || g, 'image/jpeg', 1000, 800, 600, md5(g::text), g % 50 <> 0, 'READY' from generate_series(1, ${DETAILS + DETAILS / 2}) g`),
    );
    await db.execute(
      sql.raw(`
      with d as (select id, row_number() over (order by id) as n from details),
           p as (select id, row_number() over (order by id) as n from photos)
      insert into detail_photos (item_id, photo_id, position)
      select d.id, p.id, 0 from d join p on p.n = d.n
      union all
      select d.id, p.id, 1 from d join p on p.n = ${DETAILS} + d.n / 2 where d.n % 2 = 0`),
    );
    await db.execute(
      sql.raw(`
      with i as (select id, row_number() over (order by id) as n from products),
           p as (select id, row_number() over (order by id) as n from photos)
      insert into product_photos (item_id, photo_id, position)
      select i.id, p.id, 0 from i join p on p.n = 1 + (i.n * 7) % ${DETAILS}`),
    );
    await db.execute(sql`vacuum analyze`);
  }, scaled(600_000));

  /** Exactly how many items of a kind match a search. */
  const exactItems = async (kind: ItemKind, search: ItemSearch) => {
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from ${sql.raw(kind === 'product' ? 'products' : 'details')} i where ${itemConditions(kind, search)}`,
    );
    return row?.n ?? 0;
  };

  /** Exactly how many published photos show an item matching the filters (type filters: details only). */
  const exactPhotos = async (search: ItemSearch) => {
    const detailLinks = sql`select l.photo_id from detail_photos l join details i on i.id = l.item_id where ${itemConditions('detail', search)}`;
    const productLinks = sql`select l.photo_id from product_photos l join products i on i.id = l.item_id where ${itemConditions('product', search)}`;
    const detailOnly = search.type !== undefined;
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from photos p where p.published and p.id in (${detailOnly ? detailLinks : sql`${detailLinks} union ${productLinks}`})`,
    );
    return row?.n ?? 0;
  };

  /** A total as an answer gives it, against the truth: exact up to the cap, past it within 2×. */
  function expectClose(label: string, total: { value: number; kind: string }, truth: number) {
    const what = `${label}: ${total.kind} ${total.value} for ${truth}`;
    if (truth <= EXACT_COUNT_MAX) expect(total, what).toEqual({ value: truth, kind: 'exact' });
    else {
      expect(total.kind, what).toBe('about');
      expect(total.value, what).toBeGreaterThanOrEqual(truth / 2);
      expect(total.value, what).toBeLessThanOrEqual(truth * 2);
    }
    return `${what} (×${(total.value / truth).toFixed(2)})`;
  }

  const page = async (path: string, params: Record<string, string | number | undefined>) => {
    const { status, body } = await getJson(ctx.app, `/api/archive/${path}?${qs({ ...params, size: 20 })}`);
    expect(status, `${path} ${JSON.stringify(params)}: ${JSON.stringify(body)}`).toBe(200);
    return body;
  };
  /** A page answer's total. */
  const totalOf = (body: { totalElements: number; totalKind: string }) => ({ value: body.totalElements, kind: body.totalKind });

  /** The filters compared, as the API takes them and as an ItemSearch. */
  const filters = (): { params: Record<string, string | number>; search: ItemSearch }[] => {
    const maker = makerIds[3] ?? 0;
    const importer = makerIds[MAKERS - 1] ?? 0;
    const [commonType, rareType] = [typeIds[0] ?? 0, typeIds[TYPES - 1] ?? 0];
    const filter = (params: Record<string, string | number>, search: ItemSearch) => ({ params, search });
    return [
      filter({}, {}),
      filter({ belongsTo: 'максим' }, { belongsTo: 'максим' }),
      filter({ belongsTo: 'станок' }, { belongsTo: 'станок' }),
      filter({ belongsTo: 'другое' }, { belongsTo: 'другое' }),
      filter({ year: 1915 }, { year: 1915 }),
      filter({ year: 1915, belongsTo: 'максим' }, { year: 1915, belongsTo: 'максим' }),
      filter({ type: commonType }, { type: { id: commonType } }),
      filter({ type: rareType }, { type: { id: rareType } }),
      filter({ type: commonType, year: 1920 }, { type: { id: commonType }, year: 1920 }),
      filter({ manufacturer: maker }, { manufacturer: { id: maker } }),
      filter({ manufacturer: maker, belongsTo: 'максим' }, { manufacturer: { id: maker }, belongsTo: 'максим' }),
      filter({ manufacturer: importer }, { manufacturer: { id: importer } }),
      filter({ manufacturer: importer, belongsTo: 'максим' }, { manufacturer: { id: importer }, belongsTo: 'максим' }),
      filter({ manufacturer: importer, q: 'ствол' }, { manufacturer: { id: importer }, q: 'ствол' }),
      filter({ stamps: `${stampIds[2]}` }, { stamps: [stampIds[2] ?? 0] }),
      filter({ q: 'кожух' }, { q: 'кожух' }),
      filter({ q: 'ствол' }, { q: 'ствол' }),
      filter({ q: 'реставрация' }, { q: 'реставрация' }),
      filter({ q: 'кожух', belongsTo: 'станок' }, { q: 'кожух', belongsTo: 'станок' }),
      filter({ q: 'кожух ствол' }, { q: 'кожух ствол' }),
      filter({ q: '1' }, { q: '1' }),
      filter({ q: 'АЕ 1' }, { q: 'АЕ 1' }),
    ];
  };

  it('has the catalogue it claims: some filters past the cap, some near it, some rare', async () => {
    const truths = await Promise.all(filters().map(({ search }) => exactItems('detail', search)));
    expect(truths[0]).toBe(DETAILS);
    expect(truths.filter((n) => n > EXACT_COUNT_MAX).length).toBeGreaterThanOrEqual(5);
    expect(truths.filter((n) => n > 2_000 && n <= EXACT_COUNT_MAX).length).toBeGreaterThanOrEqual(3);
    expect(truths.filter((n) => n <= 2_000).length).toBeGreaterThanOrEqual(3);
  });

  it(
    'gives details, products and search totals within 2× of exact counts, exact up to the cap',
    async () => {
      const seen: string[] = [];
      for (const { params, search } of filters()) {
        const label = JSON.stringify(params);
        const [details, products] = [await exactItems('detail', search), await exactItems('product', search)];
        seen.push(expectClose(`details/page ${label}`, totalOf(await page('details/page', params)), details));
        const all = await page('search/all', params);
        seen.push(expectClose(`search/all details ${label}`, { value: all.counts.details, kind: all.countKinds.details }, details));
        if (search.type === undefined && search.stamps === undefined) {
          seen.push(expectClose(`search/all products ${label}`, { value: all.counts.products, kind: all.countKinds.products }, products));
          seen.push(expectClose(`products/search ${label}`, totalOf(await page('products/search', params)), products));
        }
      }
      // The comparison, printed: what each total said against the truth.
      console.info(seen.join('\n'));
    },
    scaled(300_000),
  );

  it(
    'gives gallery totals within 2× of exact counts, exact up to the cap',
    async () => {
      const seen: string[] = [];
      for (const { params, search } of filters().filter(({ search }) => search.q === undefined && search.stamps === undefined)) {
        seen.push(
          expectClose(`photos/page ${JSON.stringify(params)}`, totalOf(await page('photos/page', params)), await exactPhotos(search)),
        );
      }
      console.info(seen.join('\n'));
    },
    scaled(300_000),
  );
});
