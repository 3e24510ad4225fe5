import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/** The driver this test run targets: PGlite by default, PostgreSQL in the `postgres` project. */
export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  const database =
    testDriver === 'pglite'
      ? await openPglite(undefined, { loadDataDir: new Blob([await fs.readFile(inject('pgliteSnapshot'))]), ...options })
      : await createEmptyTestDatabase(options);
  await migrate(database);
  return database;
}

/** A fresh database with no migrations applied (the migration tests bring it to each older state). */
export async function createEmptyTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  if (testDriver === 'pglite') return openPglite(undefined, options);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { poolSize: 4, ...options });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
