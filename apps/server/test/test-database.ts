import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Logger } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { databaseUrl } from './migrated-templates';

/** The driver this test run targets: PGlite by default, PostgreSQL in the `postgres` project. */
export const testDriver = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

const tarball = async (file: string) => new Blob([await fs.readFile(file)]);

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the migrated
 * snapshot, or a copy of the migrated template database on the PostgreSQL server of
 * TEST_DATABASE_URL, dropped again on close (test/global-setup.ts makes both).
 */
export async function createTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  const database =
    testDriver === 'pglite'
      ? await openPglite(undefined, { loadDataDir: await tarball(inject('pgliteSnapshot')), keepThread: true, ...options })
      : await createPostgresDatabase(inject('postgresTemplate'), options);
  // Nothing to apply on a copy of the migrated state; this proves it stays so.
  await migrate(database);
  return database;
}

/** A fresh database with no migrations applied (the migration tests bring it to each older state). */
export async function createEmptyTestDatabase(options: { logger?: Logger } = {}): Promise<Database> {
  if (testDriver === 'pglite')
    return openPglite(undefined, { loadDataDir: await tarball(inject('pgliteEmpty')), keepThread: true, ...options });
  return createPostgresDatabase('template1', options);
}

/** A new database on the PostgreSQL server, copied from `template`, and dropped on close. */
async function createPostgresDatabase(template: string, options: { logger?: Logger }): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(databaseUrl(adminUrl, name), { poolSize: 4, ...options });
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
