import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DrizzleSnapshotJSON, generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate';
import * as schema from '../src/db/schema';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number }[] };
const snapshot = (idx: number) =>
  JSON.parse(
    readFileSync(path.join(migrationsFolder, `meta/${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
  ) as DrizzleSnapshotJSON;

/** What `npm run db:generate -w @museum/server` would write, compared with a migration's snapshot. */
async function pendingSql(since: DrizzleSnapshotJSON): Promise<string[]> {
  return generateMigration(since, generateDrizzleJson(schema, since.id));
}

describe('the Drizzle schema and the migrations', () => {
  it('agree: drizzle-kit generate would write nothing', async () => {
    const newest = journal.entries.at(-1)?.idx ?? 0;
    // A schema change without its migration: run `npm run db:generate -w @museum/server` and commit the result.
    expect(await pendingSql(snapshot(newest))).toEqual([]);
  });

  it('would be told apart: the first migration alone lacks what later ones added', async () => {
    expect((await pendingSql(snapshot(0))).join('\n')).toMatch(/rate_limit_counters/);
  });
});
