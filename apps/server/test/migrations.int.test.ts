import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { representativeRows } from './migration-rows';
import { migrationsUpTo, migrationTags as tags } from './migrations-up-to';
import { createEmptyTestDatabase, testDriver } from './test-database';

/**
 * Each migration as an upgrade: a database at the state before it, with rows in every table,
 * migrated to the newest. With a PostgreSQL server beside (ADR 077), PostgreSQL runs every
 * upgrade and PGlite the two ends: from the oldest state, which applies every migration but the
 * first to rows, and the newest migration alone. What differs by driver is how statements run,
 * not what they do, and the oldest state's chain runs each statement on PGlite.
 */
function upgrades(): [tag: string, from: string][] {
  const all = tags.slice(1).map((tag, i): [string, string] => [tag, tags[i] as string]);
  const besidePostgres = testDriver === 'pglite' && Boolean(process.env.TEST_DATABASE_URL);
  return besidePostgres ? [...new Set([all[0], all.at(-1)])].filter((upgrade) => upgrade !== undefined) : all;
}

const literal = (value: unknown) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value);

describe(`migrations on ${testDriver}`, () => {
  it('has more than one migration to check', () => {
    expect(tags.length).toBeGreaterThan(1);
  });

  // Migration 0 runs on an empty database, as every test database shows.
  it.each(upgrades())('%s keeps the data of a database at %s', async (tag) => {
    const database = await createEmptyTestDatabase();
    try {
      await migrate(database, await migrationsUpTo(tags.indexOf(tag)));
      for (const { table, rows } of representativeRows) {
        for (const row of rows) {
          const columns = Object.keys(row);
          await database.rawQuery(
            `insert into ${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
            Object.values(row).map(literal),
          );
        }
      }

      const before = await readBack(database);
      await migrate(database);
      expect(await readBack(database)).toEqual(before);
      // Derived data is rebuilt for old rows too: the migrated catalogue is searchable.
      const unsearchable = await database.rawQuery(
        `select 'product' as kind, id from products where search is null union all select 'detail', id from details where search is null`,
      );
      expect(unsearchable).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

/** Every representative row, as text, found by its key in the database as it is now. */
async function readBack(database: Database): Promise<unknown[]> {
  const found: unknown[] = [];
  for (const { table, key, rows } of representativeRows) {
    for (const row of rows) {
      const columns = Object.keys(row);
      const where = key.map((column, i) => `${column} = $${i + 1}`).join(' and ');
      const [match] = await database.rawQuery(
        `select ${columns.map((column) => `${column}::text as ${column}`).join(', ')} from ${table} where ${where}`,
        key.map((column) => literal(row[column])),
      );
      found.push({ table, ...(match as object) });
    }
  }
  return found;
}
