import { EXACT_COUNT_MAX, RESULT_WINDOW } from '@museum/contract';
import { scaled } from '@museum/test-kit';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildType } from './catalogue-factories';
import { useTestApp } from './harness';
import { getJson, qs } from './http';

/** More rows than the exact-count cap, so every count kind can be reached. */
const MANY = EXACT_COUNT_MAX + 500;

/**
 * Counts past EXACT_COUNT_MAX are an estimate from a sample of the table («около»), never a scan
 * of every match; pages stop at RESULT_WINDOW rows (ADR 022, 068). Each test makes its own
 * manufacturer; the catalogue rows are inserted in one statement (the row triggers still run).
 */
describe('bounded counts and the result window', () => {
  const ctx = useTestApp();
  const get = async (path: string, params: Record<string, string | number | undefined>) => {
    const { status, body } = await getJson(ctx.app, `/api/archive/${path}?${qs(params)}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const insertDetails = async (manufacturerId: number, typeId: number, count: number) =>
    ctx.database.db.execute(sql`
      insert into details (name, number, year, belongs_to, type_id, manufacturer_id)
      select 'Кожух ' || g, 'К' || g, 1915, 'максим', ${typeId}::int, ${manufacturerId}::int from generate_series(1, ${count}::int) g`);
  const insertProducts = async (manufacturerId: number, count: number) =>
    ctx.database.db.execute(sql`
      insert into products (name, number, year, belongs_to, manufacturer_id)
      select 'Пулемёт ' || g, 'П' || g, 1915, 'максим', ${manufacturerId}::int from generate_series(1, ${count}::int) g`);

  it(
    'counts exactly up to the cap, then says «около» with a sampled estimate, whatever the statistics say',
    async () => {
      const maker = await buildManufacturer(ctx.database);
      const type = await buildType(ctx.database);
      const small = await get('details/page', { manufacturer: maker.id, size: 5 });
      expect(small).toMatchObject({ totalElements: 0, totalKind: 'exact', totalPages: 0 });

      // Statistics gathered before the rows exist: the planner expects few of this maker. The
      // sample reads the rows as they are, so the estimate does not wait for `analyze`.
      await ctx.database.db.execute(sql`analyze details`);
      await insertDetails(maker.id, type.id, MANY);
      for (const size of [20, 25]) {
        const estimated = await get('details/page', { manufacturer: maker.id, size });
        expect(estimated.totalKind).toBe('about');
        // Rounded to two digits: a sample's few percent under MANY reads «около 10 000».
        expect(estimated.totalElements).toBeGreaterThanOrEqual(EXACT_COUNT_MAX);
        expect(estimated.totalElements).toBeLessThan(MANY * 2);
        expect(estimated.content).toHaveLength(size);
        // Pages that can be opened stop at the window, whatever the estimate.
        expect(estimated.totalPages).toBe(RESULT_WINDOW / size);
        await ctx.database.db.execute(sql`analyze details`);
      }

      // The same filter narrowed below the cap is counted exactly again.
      const narrowed = await get('details/page', { manufacturer: maker.id, q: 'К1234', size: 5 });
      expect(narrowed).toMatchObject({ totalKind: 'exact' });
    },
    scaled(120_000),
  );

  it(
    'counts a query typed as a serial to the cap: exact up to it, «около» past it',
    async () => {
      // Serials «КЩ 5» + five digits: «КЩ 51» has 501, «КЩ 50» 9 999 (just under the cap), «КЩ 5»
      // MANY. Such a query is counted before any sample (countFirst 'all'); past the cap the
      // second sample gives the estimate.
      const maker = await buildManufacturer(ctx.database);
      const type = await buildType(ctx.database);
      await ctx.database.db.execute(sql`
        insert into details (name, number, year, belongs_to, type_id, manufacturer_id)
        select 'Кожух', 'КЩ 5' || lpad(g::text, 5, '0'), 1915, 'максим', ${type.id}::int, ${maker.id}::int
        from generate_series(1, ${MANY}::int) g`);
      const totalFor = async (q: string) => {
        const body = await get('details/page', { manufacturer: maker.id, q, size: 5 });
        const all = await get('search/all', { manufacturer: maker.id, q, size: 5 });
        expect(all.countKinds.details).toBe(body.totalKind);
        expect(all.counts.details).toBe(body.totalElements);
        return { value: body.totalElements, kind: body.totalKind };
      };
      expect(await totalFor('КЩ 51')).toEqual({ value: 501, kind: 'exact' });
      expect(await totalFor('кщ-50')).toEqual({ value: EXACT_COUNT_MAX - 1, kind: 'exact' });
      const past = await totalFor('KЩ5');
      expect(past.kind).toBe('about');
      expect(past.value).toBeGreaterThanOrEqual(EXACT_COUNT_MAX);
      expect(past.value).toBeLessThan(MANY * 2);
    },
    scaled(120_000),
  );

  it('refuses a page past the result window with a 400 in Russian, and answers the last page inside it', async () => {
    const last = await getJson(ctx.app, `/api/archive/details/page?${qs({ page: RESULT_WINDOW / 20 - 1, size: 20 })}`);
    expect(last.status).toBe(200);
    for (const path of ['details/page', 'search/all', 'products/search', 'photos/page', 'details']) {
      const { status, body } = await getJson(ctx.app, `/api/archive/${path}?${qs({ page: RESULT_WINDOW / 20, size: 20 })}`);
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ code: 'RESULT_WINDOW_EXCEEDED', detail: expect.stringContaining('уточните поиск') });
    }
  });

  it('counts nothing with total=none (the home page cards) and still answers the page', async () => {
    const maker = await buildManufacturer(ctx.database);
    const details = [];
    for (let i = 0; i < 6; i++) details.push(await buildDetail(ctx.database, { manufacturerId: maker.id }));
    const page = await get('details/page', { manufacturer: maker.id, size: 4, sort: 'id,desc', total: 'none' });
    expect(page.content.map((c: { id: number }) => c.id)).toEqual(
      details
        .map((d) => d.id)
        .reverse()
        .slice(0, 4),
    );
    expect(page).toMatchObject({ totalKind: 'none', totalElements: 4 });
    const products = await get('products/search', { manufacturer: maker.id, size: 4, total: 'none' });
    expect(products).toMatchObject({ totalKind: 'exact', totalElements: 0, content: [] });
  });

  it(
    'keeps the search/all split right across the page boundary, counting the rows there are, not the statistics',
    async () => {
      const maker = await buildManufacturer(ctx.database);
      const type = await buildType(ctx.database);
      // Statistics taken while the maker had MANY products, then all but 7 are gone: the planner
      // still expects MANY, but the counts read the rows (ADR 068): both kinds are exact.
      await insertProducts(maker.id, MANY);
      await ctx.database.db.execute(sql`analyze products`);
      const many = await get('search/all', { manufacturer: maker.id, sort: 'id,asc', size: 20, page: RESULT_WINDOW / 20 - 1 });
      // Past the cap, products fill every page of the window.
      expect(many.countKinds.products).toBe('about');
      expect(many.content.map((c: { kind: string }) => c.kind)).toEqual(Array(20).fill('product'));
      await ctx.database.db.execute(sql`delete from products where manufacturer_id = ${maker.id} and id not in (
        select id from products where manufacturer_id = ${maker.id} order by id limit 7)`);
      await insertDetails(maker.id, type.id, 9);
      const all = await get('search/all', { manufacturer: maker.id, sort: 'id,asc', size: 16 });
      expect(all.content.map((c: { kind: string }) => c.kind)).toEqual([...Array(7).fill('product'), ...Array(9).fill('detail')]);
      expect(all.countKinds).toEqual({ products: 'exact', details: 'exact' });
      const ids = all.content.map((c: { kind: string; id: number }) => `${c.kind[0]}${c.id}`);

      const page = async (n: number) =>
        (await get('search/all', { manufacturer: maker.id, sort: 'id,asc', size: 5, page: n })).content.map(
          (c: { kind: string; id: number }) => `${c.kind[0]}${c.id}`,
        );
      expect(await page(0)).toEqual(ids.slice(0, 5));
      expect(await page(1)).toEqual(ids.slice(5, 10));
      expect(await page(2)).toEqual(ids.slice(10, 15));
      // The last, short page settles the total exactly, whatever the estimate said.
      const last = await get('search/all', { manufacturer: maker.id, sort: 'id,asc', size: 5, page: 3 });
      expect(last.content.map((c: { kind: string; id: number }) => `${c.kind[0]}${c.id}`)).toEqual(ids.slice(15));
      expect(last).toMatchObject({ totalElements: 16, totalKind: 'exact' });
    },
    scaled(120_000),
  );
});
