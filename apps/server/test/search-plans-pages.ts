import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ItemSearch, ItemSort } from '../src/modules/catalogue/item-query';
import { createItemSearchReads } from '../src/modules/catalogue/item-search.repository';
import { createDetailsRepository } from '../src/modules/details/details.repository';
import { queryRows } from './query-rows';
import { byId, DETAILS, type PlanCatalogue } from './search-plans';

/**
 * A search's first page (its cards read in order, and its count) must be answered by the indexes
 * (GIN on the search vectors, btree on numbers, years, types), so its cost grows with the result,
 * not with the catalogue. Plans are checked, not timings.
 */
export function pagePlanTests({ ctx, ids, plansOf, searchPlans, detailSearch }: PlanCatalogue) {
  describe("search pages' query plans on a 100 000-detail catalogue", () => {
    it('has the catalogue it claims, with the vectors the triggers would write', async () => {
      const db = ctx.database.db;
      const [row] = await queryRows<{ n: number; empty: number }>(
        db,
        sql`select count(*)::int as n, count(*) filter (where search is null)::int as empty from details`,
      );
      expect(row).toEqual({ n: DETAILS, empty: 0 });
      const sample = sql`(select id from details where manufacturer_id = ${ids.makerId} and name like '%станка' limit 1)`;
      const [before] = await queryRows<{ search: string }>(db, sql`select search::text from details where id = ${sample}`);
      await db.execute(sql`update details set search = null where id = ${sample}`);
      const [after] = await queryRows<{ search: string }>(db, sql`select search::text from details where id = ${sample}`);
      expect(after?.search).toBe(before?.search);
    });

    it('answers a word search from the GIN index, never a sequential scan of details', async () => {
      for (const sort of [byId, { field: 'relevance', dir: 'desc' } as ItemSort]) {
        const plans = await detailSearch({ q: 'станки' }, sort);
        for (const plan of plans) {
          expect(plan).toContain('details_search_idx');
          expect(plan).not.toMatch(/Seq Scan on details/);
        }
      }
    });

    it('pages a common word in id order by walking the primary key, stopping after the page', async () => {
      // 'Ствол' names one detail in eight: reading the index in id order finds 20 within ~160 rows,
      // where collecting all 12 500 matches first would cost as much as the count.
      const [page] = await detailSearch({ q: 'ствол' });
      expect(page).toMatch(/Index Scan Backward using details_pkey/);
      expect(page).not.toMatch(/Seq Scan on details/);
    });

    it('answers a serial prefix from the number index and the GIN index', async () => {
      for (const plan of await detailSearch({ q: 'АЕ 4711' })) {
        expect(plan).toContain('details_serial_key_idx');
        expect(plan).toContain('details_search_idx');
        expect(plan).not.toMatch(/Seq Scan on details/);
      }
    });

    it('answers a selective 4-digit query from the search, number and year indexes', async () => {
      for (const plan of await detailSearch({ q: '1899' })) {
        expect(plan).toMatch(/details_year_idx|details_serial_key_idx/);
        expect(plan).not.toMatch(/Seq Scan on details/);
      }
    });

    it('answers filters from their btree indexes', async () => {
      const [typePlans, yearPlans, makerPlans] = [
        await detailSearch({ type: { id: ids.typeId + 1 } }),
        await detailSearch({ year: 1911, belongsTo: 'станок' }),
        await detailSearch({ manufacturer: { id: ids.makerId }, belongsTo: 'станок' }),
      ];
      // A page may walk the primary key in id order and stop after 20 rows; the count must use the filter's index.
      // The pair indexes of migration 0010 (type + year, year + purpose) serve these counts too.
      expect(typePlans[1]).toMatch(/details_type(_year)?_idx/);
      expect(yearPlans[1]).toMatch(/details_(year|belongs_to|manufacturer)\w*_idx/);
      expect(makerPlans[1]).toContain('details_manufacturer_idx');
      const chronology = await plansOf(async (db) => {
        const filter = { manufacturerId: ids.makerId, belongsTo: 'станок' } as const;
        await createDetailsRepository(db).chronology(filter, { field: 'year', dir: 'asc' }, 0, 1000, null);
        await createDetailsRepository(db).chronologyTotal(filter);
      });
      for (const plan of chronology) expect(plan).toContain('details_manufacturer_idx');
      for (const plan of [...typePlans, ...yearPlans, ...makerPlans, ...chronology]) expect(plan).not.toMatch(/Seq Scan on details/);
    });

    it('answers a product word search from the products GIN index', async () => {
      const plans = await searchPlans('product', { q: 'станки' });
      for (const plan of plans) {
        expect(plan).toContain('products_search_idx');
        expect(plan).not.toMatch(/Seq Scan on products/);
      }
    });

    it('finds an inscription by its forgiving key through the keys index (last: it writes rows)', async () => {
      // A few details get inscriptions (the trigger and the generated keys column fill the rest);
      // «KB-<id>» (Latin look-alikes of «КВ») is in no words' vector and no serial: only the keys' arm finds it.
      const db = ctx.database.db;
      const marked = await queryRows<{ id: number }>(
        db,
        sql`update details set markings = 'Клеймо КВ ' || id || ' 1915' where id % 10000 = 7 returning id`,
      );
      await db.execute(sql`analyze details`);
      // The largest: a smaller id's key is a prefix of others' («кв7» of «кв70007»).
      const id = Math.max(...marked.map((row) => row.id));
      const search: ItemSearch = { q: `KB-${id}` };
      for (const plan of await detailSearch(search)) {
        expect(plan).toContain('details_marking_keys_idx');
        expect(plan).not.toMatch(/Seq Scan on details/);
      }
      const [found = []] = await createItemSearchReads(db).cards([{ kind: 'detail', search, sort: byId, offset: 0, limit: 20 }], null);
      expect(found.map((row) => row.id)).toEqual([id]);
    });
  });
}
