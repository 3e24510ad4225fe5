import { EXACT_COUNT_MAX, RESULT_WINDOW } from '@museum/contract';
import { scaled } from '@museum/test-kit';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEW_MATCHES } from '../src/modules/catalogue/item-matches';
import { type ItemKind, type ItemSearch, type ItemSort, itemConditions, itemOrder } from '../src/modules/catalogue/item-query';
import { buildManufacturer, buildType } from './catalogue-factories';
import { untilVersionHeard } from './catalogue-version-heard';
import { useTestApp } from './harness';
import { getJson, qs } from './http';
import { queryRows } from './query-rows';
import { createRecorder } from './statement-recorder';

/** Past EXACT_COUNT_MAX: its order is collected by walking the table, not from the count. */
const MANY = EXACT_COUNT_MAX + 400;
/** Past FEW_MATCHES, within the cap: its order is collected from the counted ids. */
const SOME = FEW_MATCHES + 1_000;
const SIZE = 30;
const SORTS = ['id,desc', 'year,asc', 'year,desc', 'name,asc', 'relevance,desc'];

const asSort = (sort: string): ItemSort => {
  const [field, dir] = sort.split(',') as [ItemSort['field'], ItemSort['dir']];
  return { field, dir };
};

const cardIds = (body: { content: { id: number }[] }) => body.content.map((card) => card.id);

/**
 * A text search's deep pages (past FEW_MATCHES) read their cards by the ordered ids kept for the
 * search, sort and catalogue version (ADR 068's point-6 follow-up): the first such page collects
 * them, the next ones reuse them. Either way a page must be the slice of the search's matches in
 * order that its one condition gives, with page 1's total, and a catalogue write must show.
 */
describe('deep pages of text searches: ordered ids kept per search and catalogue version', () => {
  const recorder = createRecorder();
  // Totals counted every time (no READ_CACHE_MB, as the tests' config): the orders are kept regardless.
  const ctx = useTestApp({}, { logger: recorder });
  let makerId = 0;
  let typeId = 0;

  /** What the search's one condition selects, in the sort's order (what walking it in order reads). */
  const expectedIds = async (kind: ItemKind, search: ItemSearch, sort: ItemSort) =>
    (
      await queryRows<{ id: number }>(
        ctx.database.db,
        sql`select i.id from ${sql.raw(kind === 'product' ? 'products' : 'details')} i where ${itemConditions(kind, search)}
          order by ${itemOrder(sort, search.q)}`,
      )
    ).map((row) => row.id);

  const detailsPage = async (q: string, sort: string, page: number) => {
    const { status, body } = await getJson(ctx.app, `/api/archive/details/page?${qs({ q, sort, size: SIZE, page })}`);
    expect(status, `${q} ${sort} page ${page}`).toBe(200);
    return body;
  };

  beforeAll(async () => {
    makerId = (await buildManufacturer(ctx.database)).id;
    typeId = (await buildType(ctx.database)).id;
    const db = ctx.database.db;
    // Years repeat and some are unknown, so the year orders interleave the ids.
    await db.execute(sql`
      insert into details (name, year, belongs_to, type_id, manufacturer_id)
      select 'Шептало ' || g, case when g % 17 = 0 then null else 1890 + (g * 7) % 50 end, 'максим', ${typeId}::int, ${makerId}::int
      from generate_series(1, ${MANY}::int) g`);
    await db.execute(sql`
      insert into details (name, year, belongs_to, type_id, manufacturer_id)
      select 'Курок ' || g, 1900 + (g * 11) % 30, 'максим', ${typeId}::int, ${makerId}::int from generate_series(1, ${SOME}::int) g`);
    await db.execute(sql`
      insert into products (name, year, belongs_to, manufacturer_id)
      select 'Шептало к изделию ' || g, 1900 + g % 20, 'максим', ${makerId}::int from generate_series(1, 40) g`);
    await db.execute(sql`analyze`);
    await untilVersionHeard(ctx);
  }, scaled(300_000));

  it(
    'gives every deep page, first and repeated, as the slice of the matches in order, with page 1’s total',
    async () => {
      for (const [q, pages] of [
        ['шептало', [120, Math.floor((RESULT_WINDOW - 1) / SIZE)]],
        ['курок', [70, Math.ceil(SOME / SIZE) - 1]],
      ] as const) {
        for (const sort of SORTS) {
          const expected = await expectedIds('detail', { q }, asSort(sort));
          const first = await detailsPage(q, sort, 0);
          expect(cardIds(first)).toEqual(expected.slice(0, SIZE));
          for (const page of pages) {
            const wanted = expected.slice(page * SIZE, (page + 1) * SIZE);
            expect(wanted.length, `${q} page ${page}`).toBeGreaterThan(0);
            const collected = await detailsPage(q, sort, page);
            const kept = await detailsPage(q, sort, page);
            for (const body of [collected, kept]) {
              expect(cardIds(body), `${q} ${sort} page ${page}`).toEqual(wanted);
              expect({ total: body.totalElements, kind: body.totalKind }).toEqual({ total: first.totalElements, kind: first.totalKind });
            }
          }
        }
      }
    },
    scaled(600_000),
  );

  it(
    'splits search/all’s deep pages between products and details as their matches in order',
    async () => {
      const search = { q: 'шептало' };
      for (const sort of ['year,desc', 'relevance,desc']) {
        const products = await expectedIds('product', search, asSort(sort));
        const details = await expectedIds('detail', search, asSort(sort));
        expect(products).toHaveLength(40);
        const page = 300;
        for (const _ of ['collected', 'kept']) {
          const { status, body } = await getJson(ctx.app, `/api/archive/search/all?${qs({ ...search, sort, size: SIZE, page })}`);
          expect(status).toBe(200);
          expect(cardIds(body)).toEqual([...products, ...details].slice(page * SIZE, (page + 1) * SIZE));
          expect(body.counts.products).toBe(40);
        }
      }
    },
    scaled(300_000),
  );

  it('reads a page deep into search/all’s details by their kept order: three statements the first time, then two', async () => {
    // A sort no other test reads (details/page and search/all share a kind's order: the same matches).
    const url = `/api/archive/search/all?${qs({ q: 'шептало', sort: 'name,desc', size: SIZE, page: 200 })}`;
    const statementsOf = () =>
      recorder.during(async () => {
        expect((await getJson(ctx.app, url)).status).toBe(200);
      });
    // The totals of both kinds, the details' order, the cards.
    expect(await statementsOf()).toHaveLength(3);
    // The totals of both kinds, the cards by the kept ids.
    const again = await statementsOf();
    expect(again, again.join('\n')).toHaveLength(2);
    expect(again[1]).toContain('array_position');
  });

  it(
    'shows a catalogue write on the next deep page: an added match, a match renamed away',
    async () => {
      const q = 'курок';
      const sort = 'id,desc';
      const page = 80;
      const before = await expectedIds('detail', { q }, asSort(sort));
      expect(cardIds(await detailsPage(q, sort, page))).toEqual(before.slice(page * SIZE, (page + 1) * SIZE));
      // Kept now: the same page again is read by the kept ids.
      expect(cardIds(await detailsPage(q, sort, page))).toEqual(before.slice(page * SIZE, (page + 1) * SIZE));

      const renamed = before[page * SIZE + 5] as number;
      await ctx.database.db.execute(sql`
        insert into details (name, year, belongs_to, type_id, manufacturer_id) values ('Курок новый', 1915, 'максим', ${typeId}, ${makerId})`);
      await ctx.database.db.execute(sql`update details set name = 'Пружина' where id = ${renamed}`);
      await untilVersionHeard(ctx);

      const after = await expectedIds('detail', { q }, asSort(sort));
      expect(after).toHaveLength(before.length);
      expect(after).not.toContain(renamed);
      const body = await detailsPage(q, sort, page);
      expect(cardIds(body)).toEqual(after.slice(page * SIZE, (page + 1) * SIZE));
      // The page moved by one (the new detail comes first in id order) and lost the renamed one.
      expect(cardIds(body)).not.toEqual(before.slice(page * SIZE, (page + 1) * SIZE));
      expect(body).toMatchObject({ totalElements: SOME, totalKind: 'exact' });
    },
    scaled(300_000),
  );
});
