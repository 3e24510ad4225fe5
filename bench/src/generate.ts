import type { Database } from '@museum/server/db/client';

export interface Scale {
  details: number;
  products: number;
  photos: number;
}

/** The default catalogue of the performance issue, and a scale factor for smaller runs. */
export function scaleOf(factor: number): Scale {
  return { details: Math.round(200_000 * factor), products: Math.round(20_000 * factor), photos: Math.round(300_000 * factor) };
}

const NAMES = [
  'Пулемёт Максима обр. 1910',
  'Пулемёт Максима обр. 1910/30',
  'Станок Соколова',
  'Универсальный станок обр. 1931',
  'Треножный станок',
  'Пулемёт Vickers',
];
export const WORDS = [
  'кожух',
  'ствол',
  'короб',
  'замок',
  'приёмник',
  'прицел',
  'затыльник',
  'надульник',
  'щит',
  'хобот',
  'колёса',
  'вертлюг',
  'станки',
  'латунь',
  'латуни',
  'клеймо',
  'звезда',
  'орёл',
  'тульский',
  'завод',
  'выпуск',
  'номер',
  'сохранность',
  'окраска',
  'воронение',
  'гофрированный',
  'гладкий',
  'лента',
  'коробка',
  'военный',
  'довоенный',
  'ремонт',
  'арсенал',
  'находка',
  'поисковики',
  'музей',
  'коллекция',
  'реставрация',
  'оригинальный',
  'деталь',
];
const SERIAL_PREFIXES = ['', '', '', '', 'АЕ ', 'ПС ', 'ЛГ ', 'А'];

/** Rows per insert statement of the big tables (see `batches` in generateCatalogue). */
const BATCH = 50_000;

/** A Postgres array literal of text, for picking words in SQL. */
const textArray = (items: string[]) => `array[${items.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]`;
const pick = (items: string[], seed: string) => `(${textArray(items)})[1 + (abs(hashint4(${seed})) % ${items.length})]`;
/** A sentence of `n` words chosen by a hash of the row number, so the data is the same every run. */
const sentence = (n: number, seed: string) =>
  Array.from({ length: n }, (_, i) => pick(WORDS, `${seed} * ${i + 7} + ${i * 13}`)).join(` || ' ' || `);

/**
 * Fills an empty, migrated database with a large synthetic catalogue straight in SQL:
 * realistic spread of years (1905-1945), purposes, types, makers, serials and stamps.
 * The search vectors are kept by the database's own triggers, as in production.
 */
export async function generateCatalogue(database: Database, scale: Scale, log: (line: string) => void = () => {}): Promise<void> {
  const q = (text: string) => database.rawQuery(text);
  const step = async (label: string, text: string) => {
    const started = Date.now();
    await q(text);
    log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  /**
   * One set-based insert per BATCH rows (`sql(lo, hi)` covers rows lo..hi, 1-based): the same
   * rows as one statement over the whole range, but each statement's memory and WAL stay bounded,
   * which PGlite (one WebAssembly thread, a 64 MB max_wal_size) needs at 1 000 000 details.
   */
  const batches = async (label: string, total: number, sql: (lo: number, hi: number) => string) => {
    const started = Date.now();
    for (let lo = 1; lo <= total; lo += BATCH) await q(sql(lo, Math.min(total, lo + BATCH - 1)));
    log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };

  await step(
    'manufacturers',
    `insert into manufacturers (name, short_name, country, period, description)
     select 'Завод № ' || g, 'З' || g, (array['Россия','СССР','Великобритания','Германия'])[1 + g % 4], (1900 + g % 40) || '–' || (1910 + g % 40),
            '<p>Производитель пулемётов и станков, ' || g || '.</p>'
     from generate_series(1, 60) g`,
  );
  await step(
    'types',
    `insert into detail_types (name, belongs_to)
     select 'Тип ' || g || ' ' || ${pick(WORDS, 'g')}, (array['максим','станок','ЗИП','другое'])[1 + g % 4] from generate_series(1, 48) g`,
  );
  await step(
    'subtypes',
    `insert into detail_subtypes (type_id, name) select t.id, 'подтип ' || s from detail_types t, generate_series(1, 3) s where t.id % 3 = 0`,
  );
  await step('stamps', `insert into stamps (name) select 'Клеймо ' || g || ' ' || ${pick(WORDS, 'g + 3')} from generate_series(1, 40) g`);

  // Bulk-load practice (as pg_restore does): the secondary indexes of the big tables are dropped
  // and built once the rows are in. Kept during the load, every row lands at a random place in
  // eight indexes larger than the buffer cache: at 1 000 000 details that made the load grow much
  // faster than the row count (over 18 minutes for the details alone, against 85 s at 200 000).
  const indexes = (await q(
    `select indexname, indexdef from pg_indexes
     where schemaname = 'public' and tablename in ('products', 'details', 'detail_stamps', 'detail_photos', 'product_photos', 'photos')
       and indexname not in (select conname from pg_constraint)`,
  )) as { indexname: string; indexdef: string }[];
  for (const index of indexes) await q(`drop index "${index.indexname}"`);
  log(`  dropped ${indexes.length} secondary indexes, built again after the load`);

  await step(
    `products (${scale.products})`,
    `insert into products (name, number, year, belongs_to, manufacturer_id, description, source)
     select ${pick(NAMES, 'g')},
            ${pick(SERIAL_PREFIXES, 'g + 1')} || (1 + abs(hashint4(g + 11)) % 110000),
            1905 + abs(hashint4(g + 5)) % 41,
            (array['максим','максим','станок','другое','ЗИП'])[1 + abs(hashint4(g + 2)) % 5],
            (select min(id) from manufacturers) + abs(hashint4(g + 3)) % 60,
            '<p>' || ${sentence(12, 'g')} || '</p>',
            'Архив ' || g
     from generate_series(1, ${scale.products}) g`,
  );
  await step('product parents', `update products set parent_id = id - 1 where id % 10 = 0 and belongs_to = 'станок'`);

  // Each detail's search vector is computed once, in the insert, by the function the row trigger
  // calls, with the type, subtype, maker and stamp names the trigger would look up. With the
  // trigger on, a detail got its vector three times (insert, subtype update, stamp re-index):
  // the load's main cost, three times over. Ids are given explicitly (the stamps depend on them).
  await q('alter table details disable trigger details_search_trigger');
  // The matching-numbers flag (ADR 063) is refreshed per inserted detail by a look-up of its
  // product's details: with the secondary indexes dropped, a scan of the table per row, so the
  // load grew with the square of its size (1 000 000 details did not finish in an hour). Set once
  // after the load instead.
  await q('alter table details disable trigger details_numbers_match_trigger');
  await q('alter table detail_stamps disable trigger user');
  const [base] = (await q('select coalesce(max(id), 0)::int as b from details')) as { b: number }[];
  await batches(
    `details (${scale.details})`,
    scale.details,
    (lo, hi) =>
      `with t as (select array_agg(id order by id) ids, array_agg(belongs_to order by id) purposes from detail_types),
          p as (select min(id) lo, count(*) n from products),
          base as (select ${base?.b ?? 0} as b)
     insert into details (id, name, number, year, belongs_to, type_id, subtype_id, manufacturer_id, product_id, description, source, search)
     select x.id, x.name, x.number, x.year, x.belongs_to, x.type_id, st.id, x.manufacturer_id, x.product_id, x.description, x.source,
            museum_item_vector(x.name, x.number, concat_ws(' ', ty.name, st.name, m.name, stamp.name), x.description, x.source)
     from (
       select base.b + g as id,
              ${sentence(2, 'g')} as name,
              ${pick(SERIAL_PREFIXES, 'g + 4')} || (1 + abs(hashint4(g + 17)) % 110000) as number,
              case when g % 20 = 0 then null else 1905 + abs(hashint4(g + 9)) % 41 end as year,
              t.purposes[1 + g % 48] as belongs_to,
              t.ids[1 + g % 48] as type_id,
              (select min(id) from manufacturers) + abs(hashint4(g + 23)) % 60 as manufacturer_id,
              case when g % 10 < 7 then p.lo + abs(hashint4(g + 29)) % p.n else null end as product_id,
              '<p>' || ${sentence(20, 'g + 31')} || '</p>' as description,
              'Источник ' || (g % 500) as source
       from generate_series(${lo}, ${hi}) g, t, p, base) x
     join detail_types ty on ty.id = x.type_id
     left join detail_subtypes st on st.type_id = x.type_id and x.id % 2 = 0 and st.name = 'подтип 1'
     left join manufacturers m on m.id = x.manufacturer_id
     left join stamps stamp on x.id % 3 = 0 and stamp.id = (select min(id) from stamps) + abs(hashint4(x.id)) % 40`,
  );
  await q(`select setval(pg_get_serial_sequence('details', 'id'), (select max(id) from details))`);
  const [ids] = (await q('select min(id)::int as lo, max(id)::int as hi from details')) as { lo: number; hi: number }[];
  const detailIds = (lo: number, hi: number) => `d.id between ${(ids?.lo ?? 1) + lo - 1} and ${(ids?.lo ?? 1) + hi - 1}`;
  const detailSpan = (ids?.hi ?? 0) - (ids?.lo ?? 1) + 1;
  await batches(
    'detail stamps',
    detailSpan,
    (lo, hi) => `insert into detail_stamps (detail_id, stamp_id)
     select d.id, (select min(id) from stamps) + abs(hashint4(d.id)) % 40 from details d where d.id % 3 = 0 and ${detailIds(lo, hi)}`,
  );
  await q('alter table detail_stamps enable trigger user');
  await q('alter table details enable trigger details_numbers_match_trigger');
  await q('alter table details enable trigger details_search_trigger');

  await batches(
    `photos (${scale.photos})`,
    scale.photos,
    // Derived and hashed, as every photo of a settled catalogue is (the answers carry their sizes;
    // ADR 080's hashes are made at upload). Left PENDING or unhashed, the server's background
    // derivation would try each one (no file: one query and one logged error per photo) all through
    // the measurements, and its statements would be counted with the requests'.
    (
      lo,
      hi,
    ) => `insert into photos (file_name, original_name, content_type, size_bytes, width, height, sha256, description, published, derivation,
                         phash, colour_a, colour_b)
     select 'bench-' || g, 'фото ' || g || '.jpg', 'image/jpeg', 150000 + g % 90000, 1600, 1067,
            md5(g::text) || md5((g + 1)::text), 'Фото ' || ${sentence(3, 'g + 41')}, g % 50 <> 0, 'READY',
            ('x' || substr(md5(g::text), 1, 16))::bit(64)::bigint, (g % 40) - 20, (g % 30) - 15
     from generate_series(${lo}, ${hi}) g`,
  );
  await batches(
    'photo links',
    detailSpan,
    (lo, hi) => `with ph as (select min(id) lo, count(*) n from photos)
     insert into detail_photos (item_id, photo_id, position)
     select d.id, ph.lo + (d.id * 2 + k) % ph.n, k from details d, ph, generate_series(0, 1) k where (k = 0 or d.id % 2 = 0) and ${detailIds(lo, hi)}
     on conflict do nothing`,
  );
  await step(
    'product photo links',
    `with ph as (select min(id) lo, count(*) n from photos)
     insert into product_photos (item_id, photo_id, position)
     select p.id, ph.lo + (p.id * 7 + k) % ph.n, k from products p, ph, generate_series(0, 2) k
     on conflict do nothing`,
  );
  // Index builds sort in maintenance_work_mem (64 MB by default): more makes the GIN indexes of
  // 1 000 000 search vectors a few large merges instead of many small ones.
  await q(`set maintenance_work_mem = '256MB'`);
  for (const index of indexes) await step(`index ${index.indexname}`, index.indexdef);
  await q('reset maintenance_work_mem');
  await step(
    'numbers match',
    `update products p set numbers_match = museum_numbers_match(p.id)
     where p.id in (select product_id from details where product_id is not null)
       and p.numbers_match is distinct from museum_numbers_match(p.id)`,
  );
  // What autovacuum (or the server's own PGlite maintenance) does before anyone searches.
  await step('vacuum analyze', 'vacuum analyze');
}
