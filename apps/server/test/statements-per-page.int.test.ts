import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEW_MATCHES } from '../src/modules/catalogue/item-matches';
import { buildManufacturer, buildType } from './catalogue-factories';
import { untilVersionHeard } from './catalogue-version-heard';
import { useTestApp } from './harness';
import { getJson, qs } from './http';
import { createRecorder } from './statement-recorder';

/** More than FEW_MATCHES: a search read in order, whose total is kept. */
const MANY = FEW_MATCHES + 200;

/**
 * A catalogue page costs at most two statements (ADR 068): one for its totals, one for its cards
 * with their photos; with its totals kept for the catalogue version, one.
 */
describe('statements per catalogue page', () => {
  const recorder = createRecorder();
  const ctx = useTestApp({ countCacheEntries: 1000 }, { logger: recorder });
  let makerId = 0;
  let typeId = 0;

  beforeAll(async () => {
    makerId = (await buildManufacturer(ctx.database)).id;
    typeId = (await buildType(ctx.database, { belongsTo: 'станок' })).id;
    const db = ctx.database.db;
    await db.execute(sql`
      insert into details (name, number, year, belongs_to, type_id, manufacturer_id)
      select 'Затыльник ' || g, 'ЗТ ' || g, 1900 + g % 40, 'станок', ${typeId}::int, ${makerId}::int from generate_series(1, ${MANY}::int) g`);
    await db.execute(sql`
      insert into products (name, number, year, belongs_to, manufacturer_id)
      select 'Станок с затыльником ' || g, 'С' || g, 1900 + g % 40, 'станок', ${makerId}::int from generate_series(1, 30) g`);
    await db.execute(sql`
      insert into photos (file_name, content_type, size_bytes, width, height, sha256, derivation)
      select 'stm-' || g, 'image/jpeg', 1000, 800, 600, md5('stm' || g), 'READY' from generate_series(1, 60) g`);
    await db.execute(sql`
      insert into detail_photos (item_id, photo_id, position)
      select d.id, p.id, 0 from (select id, row_number() over (order by id desc) n from details) d
      join (select id, row_number() over (order by id) n from photos where file_name like 'stm-%') p on p.n = d.n`);
    await db.execute(sql`analyze`);
  });

  const statementsOf = async (path: string, params: Record<string, string | number>) => {
    let status = 0;
    const statements = await recorder.during(async () => {
      ({ status } = await getJson(ctx.app, `/api/archive/${path}?${qs(params)}`));
    });
    expect(status, `${path} ${JSON.stringify(params)}`).toBe(200);
    return statements;
  };

  it('answers each catalogue list in at most two statements, one with total=none', async () => {
    const pages: [string, Record<string, string | number>, number][] = [
      ['search/all', { q: 'затыльник' }, 2],
      ['search/all', { q: 'затыльник', sort: 'year,desc', page: 100, size: 20 }, 2],
      ['search/all', { q: 'зт 12' }, 2],
      ['search/all', { belongsTo: 'станок', manufacturer: makerId }, 2],
      ['details/page', { type: typeId, year: 1915 }, 2],
      ['details/page', { q: 'затыльник', page: 300, size: 30 }, 2],
      ['details/page', { belongsTo: 'станок', total: 'none', size: 4 }, 1],
      ['products/search', { q: 'затыльник' }, 2],
      ['products/search', { belongsTo: 'станок', total: 'none', size: 4 }, 1],
      ['details/year/1915', {}, 2],
      ['details/by-manufacturer-and-belongs-to', { manufacturerId: makerId, belongsTo: 'станок' }, 2],
      ['details', { sort: 'year,desc' }, 2],
      ['products', { q: 'станок' }, 2],
      ['photos/page', {}, 2],
      ['photos/page', { belongsTo: 'станок' }, 2],
    ];
    for (const [path, params, expected] of pages) {
      const statements = await statementsOf(path, params);
      expect(statements.length, `${path} ${JSON.stringify(params)}:\n${statements.join('\n')}`).toBeLessThanOrEqual(expected);
    }
  });

  it('keeps a large total for the catalogue version: the next page is one statement, until a write moves the version', async () => {
    const search = { q: 'затыльник', manufacturer: makerId };
    const first = await statementsOf('details/page', { ...search, page: 0 });
    expect(first).toHaveLength(2);
    const second = await statementsOf('details/page', { ...search, page: 1 });
    expect(second).toHaveLength(1);
    const before = (await getJson(ctx.app, `/api/archive/details/page?${qs(search)}`)).body.totalElements;
    expect(before).toBe(MANY);

    const version = await ctx.app.catalogueVersion.current();
    await ctx.database.db.execute(sql`
      insert into details (name, belongs_to, type_id, manufacturer_id) values ('Затыльник новый', 'станок', ${typeId}, ${makerId})`);
    await expect.poll(() => ctx.app.catalogueVersion.current()).not.toBe(version);
    const afterWrite = await statementsOf('details/page', { ...search, page: 0 });
    expect(afterWrite).toHaveLength(2);
    expect((await getJson(ctx.app, `/api/archive/details/page?${qs(search)}`)).body.totalElements).toBe(MANY + 1);
  });

  it('keeps a text search’s order for its deep pages: with the total kept, a later deep page is one statement', async () => {
    await untilVersionHeard(ctx);
    // Past FEW_MATCHES: the first deep page collects the order with the count, then reads by id.
    const deep = { q: 'затыльник', sort: 'year,asc', size: 30 };
    expect(await statementsOf('details/page', { ...deep, page: 70 })).toHaveLength(2);
    const later = await statementsOf('details/page', { ...deep, page: 72 });
    expect(later, later.join('\n')).toHaveLength(1);
    // Another sort is another order.
    expect(await statementsOf('details/page', { ...deep, sort: 'year,desc', page: 72 })).toHaveLength(2);
  });
});
