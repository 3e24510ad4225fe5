import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { queryRows } from './query-rows';
import { testDriver } from './test-database';

const migrations = path.join(import.meta.dirname, '../src/db/migrations');

/** A migrations folder holding only the migrations before the one whose tag ends with `tagEnd`. */
async function migrationsBefore(tagEnd: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-migrations-'));
  await fs.mkdir(path.join(folder, 'meta'));
  const journal = JSON.parse(await fs.readFile(path.join(migrations, 'meta/_journal.json'), 'utf8'));
  const index = journal.entries.findIndex((entry: { tag: string }) => entry.tag.endsWith(tagEnd));
  journal.entries = journal.entries.slice(0, index);
  for (const entry of journal.entries) await fs.copyFile(path.join(migrations, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  await fs.writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

// Needs a database at an older migration, which only a fresh PGlite gives cheaply.
describe.skipIf(testDriver !== 'pglite')('the search-trigger migration on an existing catalogue', () => {
  it('backfills the search vectors of rows written before it', { timeout: 180_000 }, async () => {
    const folder = await migrationsBefore('catalogue_search_triggers');
    const database = await openPglite(undefined);
    try {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
      await database.db.execute(sql`
        with m as (insert into manufacturers (name) values ('Тульский завод') returning id),
             t as (insert into detail_types (name, belongs_to) values ('Кожух', 'максим') returning id)
        insert into details (name, type_id, manufacturer_id) select 'Деталь старая', t.id, m.id from t, m`);
      await database.db.execute(sql`insert into products (name, number) values ('Станок Соколова', '4А166')`);
      const before = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from details where search is not null`);
      expect(before[0]?.n).toBe(0);

      await migrate(database);
      const found = async (table: 'products' | 'details', q: string) =>
        (
          await queryRows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from ${sql.raw(table)} where search @@ museum_search_query(${q})`,
          )
        )[0]?.n;
      expect(await found('products', 'станки')).toBe(1);
      expect(await found('details', 'кожухи тульского')).toBe(1);
    } finally {
      await database.close();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });

  it('re-indexes rows written before the forgiving-search migration', { timeout: 180_000 }, async () => {
    const folder = await migrationsBefore('forgiving_search');
    const database = await openPglite(undefined);
    try {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: folder });
      await database.db.execute(sql`insert into products (name, number) values ('Станок Соколова', 'АЕ 3310')`);
      const found = async (q: string) =>
        (
          await queryRows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from products where search @@ museum_search_query(${q})`,
          )
        )[0]?.n;
      expect(await found('Соколов')).toBe(0);

      await migrate(database);
      expect(await found('Соколов')).toBe(1);
    } finally {
      await database.close();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
