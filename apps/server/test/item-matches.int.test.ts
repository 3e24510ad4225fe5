import { scaled } from '@museum/test-kit';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FEW_MATCHES, findMatches } from '../src/modules/catalogue/item-matches';
import { type ItemSearch, type ItemSort, itemConditions, itemOrder } from '../src/modules/catalogue/item-query';
import { buildDetail, buildManufacturer, buildType } from './catalogue-factories';
import { useTestApp } from './harness';
import { getJson, qs } from './http';
import { queryRows } from './query-rows';

const SORTS: ItemSort[] = [
  { field: 'id', dir: 'desc' },
  { field: 'id', dir: 'asc' },
  { field: 'year', dir: 'asc' },
  { field: 'year', dir: 'desc' },
  { field: 'name', dir: 'asc' },
  { field: 'relevance', dir: 'desc' },
];

/**
 * A search's matches counted as disjoint parts and collected by id (ADR 039) must be exactly
 * what its one condition selects, in the same order, whichever arms of the text a row matches.
 */
describe('search matches: disjoint parts and pages read by id', () => {
  const ctx = useTestApp();
  let makerId = 0;
  const bySearch = (search: ItemSearch) => ({ ...search, manufacturer: { id: makerId } });

  /** What the one condition selects, in the sort's order. */
  const expectedIds = async (search: ItemSearch, sort: ItemSort) =>
    (
      await queryRows<{ id: number }>(
        ctx.database.db,
        sql`select i.id from details i where ${itemConditions('detail', search)} order by ${itemOrder(sort, search.q)}`,
      )
    ).map((row) => row.id);

  beforeAll(async () => {
    makerId = (await buildManufacturer(ctx.database)).id;
    const typeId = (await buildType(ctx.database)).id;
    const detail = (values: Parameters<typeof buildDetail>[1]) => buildDetail(ctx.database, { typeId, manufacturerId: makerId, ...values });
    // Rows for the serial arm only, the text arm only, the year arm only, several arms at once, none.
    await detail({ name: 'Кожух', number: 'ЖЩ 1916-1', year: 1915 });
    await detail({ name: 'Короб', number: 'жщ1916', year: 1916, description: '<p>Номер ЖЩ1916 на крышке</p>' });
    await detail({ name: null, number: null, year: 1917, description: '<p>Клеймо жщ1916 и 1916 год</p>' });
    await detail({ name: 'Ствол', number: '1916', year: null });
    await detail({ name: 'Щит', number: '19160', year: 1916 });
    await detail({ name: 'Замок', number: 'Б-7', year: 1916 });
    await detail({ name: 'Рама', number: 'ЖЩ 2000', year: 1910, description: '<p>Без года</p>' });
    // Serials typed other ways (Latin look-alikes, hyphens) and with LIKE's wildcards in them.
    await detail({ name: 'Прицел', number: 'AE-19_6', year: 1914 });
    await detail({ name: 'Надульник', number: 'ае 19%7', year: 1914 });
  });

  it('counts the same rows as the one condition and collects them in every sort order', async () => {
    // The count spells the text in its generic form (a serial range, the queries as subqueries:
    // TextForm), the one condition in its folded form: the same rows either way.
    const texts = ['ЖЩ1916', 'жщ 19', '1916', 'кожух', 'ae-19', 'АЕ 19_', 'ae19%', '19_6', 'AE 19%7'];
    for (const search of [...texts.map((q) => ({ q })), { year: 1916 }, {}].map(bySearch)) {
      for (const sort of SORTS) {
        const expected = await expectedIds(search, sort);
        const [matches] = await findMatches(ctx.database.db, [{ kind: 'detail', search }], sort, 100);
        expect(matches, `${JSON.stringify(search)} ${sort.field} ${sort.dir}`).toEqual({
          total: { value: expected.length, kind: 'exact' },
          orderedIds: expected,
        });
        // A page takes its slice of the first `upTo` matches.
        const [firstTwo] = await findMatches(ctx.database.db, [{ kind: 'detail', search }], sort, 2);
        expect(firstTwo?.orderedIds).toEqual(expected.slice(0, 2));
      }
    }
    // The arms overlap in the catalogue above: the serial and text arms both hold the second detail.
    expect(await expectedIds(bySearch({ q: '1916' }), SORTS[0] as ItemSort)).toHaveLength(6);
    // The typed serials find what they say (the comparison above is not of two empty lists).
    const numbers = new Map(
      (await queryRows<{ id: number; number: string }>(ctx.database.db, sql`select id, number from details`)).map((row) => [
        row.id,
        row.number,
      ]),
    );
    const serialsOf = async (q: string) => {
      const [matches] = await findMatches(ctx.database.db, [{ kind: 'detail', search: bySearch({ q }) }], SORTS[0] as ItemSort, 100);
      return Array.from(matches?.orderedIds ?? [], (id) => numbers.get(id));
    };
    expect(await serialsOf('ae-19')).toEqual(['ае 19%7', 'AE-19_6']);
    for (const q of texts.filter((text) => text !== '19_6')) expect((await serialsOf(q)).length, q).toBeGreaterThan(0);
    // LIKE's wildcard typed is a character: «19_6» is no «1916».
    expect(await serialsOf('19_6')).toEqual([]);
  });

  it('answers the pages of a few-match search by id, the same as the one condition in order', async () => {
    const search = bySearch({ q: '1916' });
    for (const sort of ['id,desc', 'year,asc', 'name,desc', 'relevance,desc']) {
      const [field, dir] = sort.split(',') as [ItemSort['field'], ItemSort['dir']];
      const expected = await expectedIds(search, { field, dir });
      const pages = [];
      for (const page of [0, 1, 2]) {
        const { status, body } = await getJson(
          ctx.app,
          `/api/archive/details/page?${qs({ q: '1916', manufacturer: makerId, sort, size: 4, page })}`,
        );
        expect(status).toBe(200);
        expect(body).toMatchObject({ totalElements: expected.length, totalKind: 'exact' });
        pages.push(...body.content.map((card: { id: number }) => card.id));
      }
      expect(pages, sort).toEqual(expected);
    }
  });

  it(
    'counts many matches without collecting them and pages them in order',
    async () => {
      const maker = await buildManufacturer(ctx.database);
      const type = await buildType(ctx.database);
      const many = FEW_MATCHES + 300;
      await ctx.database.db.execute(sql`
        insert into details (name, number, year, belongs_to, type_id, manufacturer_id)
        select 'Кожух ' || g, 'ЮЯ ' || g, 1915, 'максим', ${type.id}::int, ${maker.id}::int from generate_series(1, ${many}::int) g`);
      await ctx.database.db.execute(sql`analyze details`);
      const search = { q: 'юя1', manufacturer: { id: maker.id } };
      const expected = await expectedIds(search, { field: 'id', dir: 'desc' });
      expect(expected.length).toBeGreaterThan(FEW_MATCHES / 2);
      const wide = { q: 'юя', manufacturer: { id: maker.id } };
      const [matches, narrow] = await findMatches(
        ctx.database.db,
        [
          { kind: 'detail', search: wide },
          { kind: 'detail', search },
        ],
        { field: 'id', dir: 'desc' },
        20,
      );
      expect(matches).toEqual({ total: { value: many, kind: 'exact' } });
      expect(narrow?.total).toEqual({ value: expected.length, kind: 'exact' });
      const { body } = await getJson(ctx.app, `/api/archive/details/page?${qs({ q: 'юя', manufacturer: maker.id, size: 20 })}`);
      expect(body).toMatchObject({ totalElements: many, totalKind: 'exact' });
      expect(body.content.map((card: { id: number }) => card.id)).toEqual(
        (await expectedIds(wide, { field: 'id', dir: 'desc' })).slice(0, 20),
      );
    },
    scaled(120_000),
  );
});
