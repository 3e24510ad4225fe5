import { scaled } from '@museum/test-kit';
import { type Query, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client';
import { findMatches } from '../src/modules/catalogue/item-matches';
import type { ItemKind, ItemSearch, ItemSort } from '../src/modules/catalogue/item-query';
import { createItemSearchReads } from '../src/modules/catalogue/item-search.repository';
import { createDetailsRepository } from '../src/modules/details/details.repository';
import { buildManufacturer, buildType } from './catalogue-factories';
import { useTestApp } from './harness';
import { queryRows } from './query-rows';

const DETAILS = 100_000;

/**
 * The search queries must be answered by the indexes (GIN on the search vectors, btree on
 * numbers, years, types), so their cost grows with the result, not with the catalogue.
 * Plans are checked, not timings.
 */
describe('search query plans on a 100 000-detail catalogue', () => {
  const ctx = useTestApp();
  let makerId = 0;
  let typeId = 0;

  beforeAll(async () => {
    const db = ctx.database.db;
    makerId = (await buildManufacturer(ctx.database, { name: 'Тульский завод планов' })).id;
    typeId = (await buildType(ctx.database, { name: 'Кожух планов', belongsTo: 'максим' })).id;
    // Generated in SQL, one statement per table. The row triggers are off while loading and
    // the vectors are computed by the same function they call (one call per row instead of a
    // trigger with four look-ups: PGlite loads twice as fast); a test below checks they agree.
    await db.execute(sql`alter table details disable trigger details_search_trigger`);
    await db.execute(sql`
      insert into details (name, number, year, belongs_to, type_id, manufacturer_id, description, search)
      select name, number, year, belongs_to, type_id, manufacturer_id, description,
             museum_item_vector(name, number, concat_ws(' ', 'Кожух планов', maker), description, null)
      from (
        select (array['Ствол', 'Короб', 'Крышка короба', 'Рама', 'Прицел', 'Затыльник', 'Надульник', 'Щит'])[1 + g % 8]
                 || case when g % 997 = 0 then ' станка' else '' end as name,
               case when g % 3 = 0 then 'АЕ ' || g else g::text end as number,
               case when g % 5000 = 0 then 1899 else 1900 + g % 60 end as year,
               (array['максим', 'станок', 'ЗИП', 'другое'])[1 + g % 4] as belongs_to,
               ${typeId}::int as type_id,
               case when g % 50 = 0 then ${makerId}::int end as manufacturer_id,
               case when g % 50 = 0 then 'Тульский завод планов' end as maker,
               '<p>Описание детали номер ' || g || '</p>' as description
        from generate_series(1, ${DETAILS}::int) g) generated`);
    await db.execute(sql`alter table details enable trigger details_search_trigger`);
    await db.execute(sql`alter table products disable trigger products_search_trigger`);
    await db.execute(sql`
      insert into products (name, number, year, belongs_to, search)
      select name, number, year, 'максим', museum_item_vector(name, number, null, null, null)
      from (
        select 'Пулемёт ' || case when g % 500 = 0 then 'на станке ' else '' end || g as name,
               'П' || g as number, 1900 + g % 45 as year
        from generate_series(1, 20000) g) generated`);
    await db.execute(sql`alter table products enable trigger products_search_trigger`);
    // What autovacuum does in production: flush the GIN pending lists, gather statistics, mark
    // the pages all-visible.
    await vacuumUntilAllVisible(db, 'details');
    await vacuumUntilAllVisible(db, 'products');
  }, scaled(420_000));

  /**
   * `vacuum analyze`, again until the visibility map covers the table: an index-only scan is
   * planned only over all-visible pages, and vacuum leaves rows unmarked while a transaction that
   * might not see them still runs (on a busy shared server, autovacuum's own analyze).
   */
  async function vacuumUntilAllVisible(db: Executor, table: 'details' | 'products') {
    const deadline = Date.now() + scaled(120_000);
    for (;;) {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
      const [row] = await queryRows<{ pages: number; visible: number }>(
        db,
        sql`select relpages as pages, relallvisible as visible from pg_class where oid = ${table}::regclass`,
      );
      if (row && row.visible >= row.pages) return;
      if (Date.now() > deadline) throw new Error(`${table}: ${row?.visible} of ${row?.pages} pages all-visible after vacuum`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** The plans of every statement a repository call runs. */
  /** Drizzle's session, through which the builder's queries and `execute` both go. */
  interface Session {
    prepareQuery(query: Query, ...rest: unknown[]): { execute(): Promise<unknown> };
  }

  /** Every statement `run` sends, builder queries and raw SQL alike. */
  async function statementsOf(run: (db: Executor) => Promise<unknown>): Promise<Query[]> {
    const captured: Query[] = [];
    const real = ctx.database.db;
    const session = (real as unknown as { session: Session }).session;
    const recordingSession = new Proxy(session, {
      get(target, prop, receiver) {
        if (prop !== 'prepareQuery') return Reflect.get(target, prop, receiver);
        return (query: Query, ...rest: unknown[]) => {
          captured.push(query);
          return target.prepareQuery(query, ...rest);
        };
      },
    });
    // Builder queries and `execute` use `session`; prepared raw statements (RawOptions) `_.session`.
    const recording = new Proxy(real, {
      get: (target, prop, receiver) =>
        prop === 'session'
          ? recordingSession
          : prop === '_'
            ? { ...target._, session: recordingSession }
            : Reflect.get(target, prop, receiver),
    });
    await run(recording as Executor);
    return captured;
  }

  /** The plan of every statement `run` sends, planned with its values. */
  async function plansOf(run: (db: Executor) => Promise<unknown>): Promise<string[]> {
    const session = (ctx.database.db as unknown as { session: Session }).session;
    const plans: string[] = [];
    for (const query of await statementsOf(run)) {
      // The planner's estimate of a total is an EXPLAIN that runs nothing (ADR 022): no plan to check.
      if (/^\s*explain\b/i.test(query.sql)) continue;
      const explained = { sql: `explain ${query.sql}`, params: query.params };
      const result = (await session.prepareQuery(explained, undefined, undefined, false).execute()) as { rows: Record<string, string>[] };
      plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
    }
    return plans;
  }

  /**
   * The plan PostgreSQL keeps for a prepared statement once it stops planning with the values (its
   * generic plan, `plan_cache_mode = auto` after five executions), forced: the statement prepared
   * by name, then explained as executed with its values.
   */
  async function genericPlan(query: Query): Promise<string> {
    const literal = (value: unknown) => {
      if (typeof value === 'number') return String(value);
      if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
      throw new Error(`no literal for ${JSON.stringify(value)}`);
    };
    return ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local plan_cache_mode = force_generic_plan'));
      await tx.execute(sql.raw(`prepare museum_generic_check as ${query.sql}`));
      const rows = await queryRows<Record<string, string>>(
        tx,
        sql.raw(`explain execute museum_generic_check(${query.params.map(literal).join(', ')})`),
      );
      await tx.execute(sql.raw('deallocate museum_generic_check'));
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
  }

  const byId: ItemSort = { field: 'id', dir: 'desc' };
  /** The plans of a first page of cards (read in order) and of the search's count. */
  const searchPlans = (kind: ItemKind, search: ItemSearch, sort = byId) =>
    plansOf(async (db) => {
      const items = createItemSearchReads(db);
      await items.cards([{ kind, search, sort, offset: 0, limit: 20 }], null);
      await items.matches([{ kind, search }], sort, 20);
    });
  const detailSearch = (search: ItemSearch, sort = byId) => searchPlans('detail', search, sort);

  it('has the catalogue it claims, with the vectors the triggers would write', async () => {
    const db = ctx.database.db;
    const [row] = await queryRows<{ n: number; empty: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where search is null)::int as empty from details`,
    );
    expect(row).toEqual({ n: DETAILS, empty: 0 });
    const sample = sql`(select id from details where manufacturer_id = ${makerId} and name like '%станка' limit 1)`;
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
      const session = (ctx.database.db as unknown as { session: Session }).session;
      const explained = { sql: `explain (analyze, costs off) ${(count as Query).sql}`, params: (count as Query).params };
      const result = (await session.prepareQuery(explained, undefined, undefined, false).execute()) as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row)[0]).filter((line) => line?.includes('Sample Scan'));
    };
    const serial = await analyzed('АЕ 4711');
    expect(serial.length).toBeGreaterThan(0);
    for (const line of serial) expect(line).toContain('never executed');
    expect((await analyzed('ствол')).some((line) => !line?.includes('never executed'))).toBe(true);
  });

  it('answers a selective 4-digit query from the search, number and year indexes', async () => {
    for (const plan of await detailSearch({ q: '1899' })) {
      expect(plan).toMatch(/details_year_idx|details_serial_key_idx/);
      expect(plan).not.toMatch(/Seq Scan on details/);
    }
  });

  it('answers filters from their btree indexes', async () => {
    const [typePlans, yearPlans, makerPlans] = [
      await detailSearch({ type: { id: typeId + 1 } }),
      await detailSearch({ year: 1911, belongsTo: 'станок' }),
      await detailSearch({ manufacturer: { id: makerId }, belongsTo: 'станок' }),
    ];
    // A page may walk the primary key in id order and stop after 20 rows; the count must use the filter's index.
    // The pair indexes of migration 0010 (type + year, year + purpose) serve these counts too.
    expect(typePlans[1]).toMatch(/details_type(_year)?_idx/);
    expect(yearPlans[1]).toMatch(/details_(year|belongs_to|manufacturer)\w*_idx/);
    expect(makerPlans[1]).toContain('details_manufacturer_idx');
    const chronology = await plansOf(async (db) => {
      const filter = { manufacturerId: makerId, belongsTo: 'станок' } as const;
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
