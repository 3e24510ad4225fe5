import { scaled } from '@museum/test-kit';
import { type Query, sql } from 'drizzle-orm';
import { beforeAll, expect, vi } from 'vitest';
import type { Executor } from '../src/db/client';
import type { ItemKind, ItemSearch, ItemSort } from '../src/modules/catalogue/item-query';
import { createItemSearchReads } from '../src/modules/catalogue/item-search.repository';
import { buildManufacturer, buildType } from './catalogue-factories';
import { type TestApp, useTestApp } from './harness';
import { queryRows } from './query-rows';

export const DETAILS = 100_000;

export const byId: ItemSort = { field: 'id', dir: 'desc' };

/** Drizzle's session, through which the builder's queries and `execute` both go. */
interface Session {
  prepareQuery(query: Query, ...rest: unknown[]): { execute(): Promise<unknown> };
}

/**
 * One app per test file on a catalogue of 100 000 details and 20 000 products, loaded before the
 * first test, with the means to read the statements a search sends and their plans.
 */
/** What a plan test file reads its catalogue, statements and plans through. */
export type PlanCatalogue = ReturnType<typeof usePlanCatalogue>;

export function usePlanCatalogue() {
  const ctx = useTestApp();
  const ids = { makerId: 0, typeId: 0 };

  beforeAll(async () => {
    const db = ctx.database.db;
    ids.makerId = (await buildManufacturer(ctx.database, { name: 'Тульский завод планов' })).id;
    ids.typeId = (await buildType(ctx.database, { name: 'Кожух планов', belongsTo: 'максим' })).id;
    // Generated in SQL, one statement per table. The row triggers are off while loading and
    // the vectors are computed by the same function they call (one call per row instead of a
    // trigger with four look-ups: PGlite loads twice as fast); the pages' first test checks they agree.
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
               ${ids.typeId}::int as type_id,
               case when g % 50 = 0 then ${ids.makerId}::int end as manufacturer_id,
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

  const plans = planReader(ctx);
  /** The plans of a first page of cards (read in order) and of the search's count. */
  const searchPlans = (kind: ItemKind, search: ItemSearch, sort = byId) =>
    plans.plansOf(async (db) => {
      const items = createItemSearchReads(db);
      await items.cards([{ kind, search, sort, offset: 0, limit: 20 }], null);
      await items.matches([{ kind, search }], sort, 20);
    });
  const detailSearch = (search: ItemSearch, sort = byId) => searchPlans('detail', search, sort);

  return { ctx, ids, ...plans, searchPlans, detailSearch };
}

/**
 * `vacuum analyze`, again until the visibility map covers the table: an index-only scan is
 * planned only over all-visible pages, and vacuum leaves rows unmarked while a transaction that
 * might not see them still runs (on a busy shared server, autovacuum's own analyze).
 */
async function vacuumUntilAllVisible(db: Executor, table: 'details' | 'products') {
  // ANALYZE reads 300 rows per unit of the largest statistics target (100 by default: 30 000 of the
  // 100 000 details, chosen at random), so each run planned from other statistics, and a plan could
  // flip (a word search off its GIN index, once in a CI run). 400 on one column makes the sample
  // 120 000, the whole table, for every column: the same statistics each run, autovacuum's too.
  await db.execute(sql.raw(`alter table ${table} alter column id set statistics 400`));
  await vi.waitFor(
    async () => {
      await db.execute(sql.raw(`vacuum analyze ${table}`));
      const [row] = await queryRows<{ pages: number; visible: number }>(
        db,
        sql`select relpages as pages, relallvisible as visible from pg_class where oid = ${table}::regclass`,
      );
      expect(row?.visible, `${table}: pages all-visible after vacuum, of ${row?.pages}`).toBeGreaterThanOrEqual(row?.pages ?? 0);
    },
    { timeout: scaled(120_000), interval: 500 },
  );
}

/** Reads the statements a repository call sends on the app's database, and their plans. */
function planReader(ctx: Pick<TestApp, 'database'>) {
  const sessionOf = () => (ctx.database.db as unknown as { session: Session }).session;

  /** Every statement `run` sends, builder queries and raw SQL alike. */
  async function statementsOf(run: (db: Executor) => Promise<unknown>): Promise<Query[]> {
    const captured: Query[] = [];
    const real = ctx.database.db;
    const session = sessionOf();
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

  /** The lines of `explain <options> <query>`, planned (and with `analyze`, run) with its values. */
  async function explained(query: Query, options = ''): Promise<(string | undefined)[]> {
    const statement = { sql: `explain ${options}${query.sql}`, params: query.params };
    const result = (await sessionOf().prepareQuery(statement, undefined, undefined, false).execute()) as { rows: Record<string, string>[] };
    return result.rows.map((row) => Object.values(row)[0]);
  }

  /** The plan of every statement `run` sends, planned with its values. */
  async function plansOf(run: (db: Executor) => Promise<unknown>): Promise<string[]> {
    const plans: string[] = [];
    for (const query of await statementsOf(run)) {
      // The planner's estimate of a total is an EXPLAIN that runs nothing (ADR 022): no plan to check.
      if (/^\s*explain\b/i.test(query.sql)) continue;
      plans.push((await explained(query)).join('\n'));
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

  return { statementsOf, explained, plansOf, genericPlan };
}
