import { type Query, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type CountSource, countSources, exactTotal } from '../src/db/bounded-count';
import { FEW_MATCHES, findMatches } from '../src/modules/catalogue/item-matches';
import { type ItemSort, idList } from '../src/modules/catalogue/item-query';
import { queryRows } from './query-rows';
import { byId, type PlanCatalogue } from './search-plans';

/**
 * A search's count, and the ids it collects, must be read from the indexes whether PostgreSQL
 * plans it with the values or keeps one generic plan for it (ADR 068). Plans are checked, not
 * timings.
 */
export function countPlanTests({ ctx, plansOf, statementsOf, genericPlan, explained }: PlanCatalogue) {
  describe("search counts' query plans on a 100 000-detail catalogue", () => {
    it('counts and collects a serial prefix from the serial index alone, reading rows only for the text arm', async () => {
      // The OR of both arms made every match's row be read; as disjoint parts (ADR 039) the serial
      // part is an index-only scan (id is in the index), the text part a GIN bitmap.
      const plans = await plansOf(async (db) => {
        await findMatches(db, [{ kind: 'detail', search: { q: 'АЕ 4' } }], byId, 20);
        await findMatches(db, [{ kind: 'detail', search: { q: 'АЕ 47' } }], byId, 20);
      });
      expect(plans).toHaveLength(2);
      for (const plan of plans) {
        expect(plan).toMatch(/Index Only Scan using details_serial_key_idx/);
        expect(plan).toContain('details_search_idx');
        expect(plan).not.toMatch(/Seq Scan on details/);
      }
    });

    it("plans a text search's count once: its generic plan reads the same indexes and runs the text's queries once", async () => {
      // A count is prepared (planned once per connection): a plan made without the text must still
      // read the GIN and serial-key indexes, and never call the text's functions for each row (the
      // text's queries as calls in a generic plan did both: 47.8 ms instead of 9.2 for a word, ADR 068).
      for (const q of ['станки', 'АЕ 4711', '1899', 'KB-12']) {
        for (const sort of [byId, { field: 'relevance', dir: 'desc' } as ItemSort]) {
          const [count, ...others] = await statementsOf((db) => findMatches(db, [{ kind: 'detail', search: { q } }], sort, 20));
          expect(others).toEqual([]);
          const plan = await genericPlan(count as Query);
          expect(plan, q).toContain('details_search_idx');
          expect(plan, q).not.toMatch(/Seq Scan on details/);
          // Each is an InitPlan, shown by its output ($n): a function named in a scan's condition or filter runs per row.
          expect(plan, q).not.toMatch(/museum_search_query|museum_marking_query|regexp_replace/);
          if (q !== 'станки')
            expect(plan, q).toMatch(/Index Only Scan using details_serial_key_idx[^\n]*\n\s*Index Cond: \(\(serial_key ~>=~/);
        }
      }
    });

    it('counts a query typed as a serial without reading the first sample, a word with it', async () => {
      // A serial's matches are counted to the cap (few here: the sample would be read for nothing);
      // a common word's first sample tells it is past the cap without counting 10 001 rows.
      const analyzed = async (q: string) => {
        const [count] = await statementsOf((db) => findMatches(db, [{ kind: 'detail', search: { q } }], byId, 20));
        return (await explained(count as Query, '(analyze, costs off) ')).filter((line) => line?.includes('Sample Scan'));
      };
      const serial = await analyzed('АЕ 4711');
      expect(serial.length).toBeGreaterThan(0);
      for (const line of serial) expect(line).toContain('never executed');
      expect((await analyzed('ствол')).some((line) => !line?.includes('never executed'))).toBe(true);
    });

    it('counts more matches than it may collect straight from the rows, keeping no ids; keeps the ids of few', async () => {
      // A page collects the ids of at most FEW_MATCHES: past them, counting through the ids kept in a
      // materialized CTE only cost more (0.4–0.8 ms for 5 200 rows, ADR 068), so the CTE is not run.
      const years = (list: number[]): CountSource => ({
        table: 'details',
        alias: 'i',
        where: sql`i.year in ${idList(list)}`,
        collect: { atMost: FEW_MATCHES, ordered: (matched: SQL) => sql`select i.id from ${matched} i order by i.id desc limit 20` },
      });
      const exact = async (list: number[]) => {
        const [row] = await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from details where year in ${idList(list)}`,
        );
        return row?.n ?? -1;
      };
      const idsKept = async (source: CountSource) => {
        const [count] = await statementsOf((db) => countSources(db, [source]));
        const plan = (await explained(count as Query, '(analyze, costs off) ')).join('\n');
        return !/CTE m0\n\s*->[^\n]*\(never executed\)/.test(plan);
      };

      const many = [1900, 1901, 1902, 1903];
      const manyTotal = await exact(many);
      expect(manyTotal).toBeGreaterThan(FEW_MATCHES * 2);
      expect(await countSources(ctx.database.db, [years(many)])).toEqual([{ total: exactTotal(manyTotal) }]);
      expect(await idsKept(years(many))).toBe(false);

      const few = [1899];
      const [counted] = await countSources(ctx.database.db, [years(few)]);
      expect(counted?.total).toEqual(exactTotal(await exact(few)));
      expect(counted?.ids).toHaveLength(Math.min(20, await exact(few)));
      expect(await idsKept(years(few))).toBe(true);
    });
  });
}
