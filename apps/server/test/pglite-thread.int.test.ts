import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { type Database, openPglite } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { startPgliteThread } from '../src/db/pglite-thread';
import { systemClock } from '../src/lib/clock';
import { createLocalStorage } from '../src/lib/local-storage';
import { createMailer } from '../src/lib/mail';
import { queryRows } from './query-rows';

/** A promise a test settles by hand, to hold a transaction open or a statement running. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * PGlite runs on a thread of its own (ADR 024): a long statement keeps that thread, never the
 * server's. The long statement here waits for a file the test writes into the data folder, so it
 * ends when the test says, whatever the machine's speed.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('PGlite on its own thread', () => {
  let dataDir: string;
  let database: Database;
  let app: FastifyInstance;
  const releaseFile = 'release-long-statement';

  /** Runs until the test writes `releaseFile`: a statement as long as the test needs. */
  const longStatement = () =>
    database.rawQuery(`do $$ begin while pg_stat_file('${releaseFile}', true) is null loop perform pg_sleep(0.01); end loop; end $$`);
  const release = () => fs.writeFile(path.join(dataDir, 'pglite', releaseFile), '');

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-pglite-thread-'));
    database = await openPglite(path.join(dataDir, 'pglite'));
    await migrate(database);
    const config = testConfig({ dataDir, webDist: path.join(dataDir, 'no-web-build') });
    const mailer = createMailer({
      smtpUrl: undefined,
      from: config.mailFrom,
      outboxDir: path.join(dataDir, 'outbox'),
      log: { info: () => {}, error: () => {} },
    });
    app = await buildApp({
      config,
      database,
      storage: createLocalStorage(path.join(dataDir, 'uploads')),
      clock: systemClock,
      mailer,
      version: 'test',
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers HTTP requests while a long statement runs; statements sent meanwhile run after it, in order', async () => {
    await fs.rm(path.join(dataDir, 'pglite', releaseFile), { force: true });
    const finished: string[] = [];
    const long = longStatement().then(() => finished.push('long statement'));
    const next = database.rawQuery('select 1').then(() => finished.push('next statement'));

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', db: 'pglite' });
    // The long statement cannot have ended: its file is not written yet.
    expect(finished).toEqual([]);

    await release();
    await Promise.all([long, next]);
    expect(finished).toEqual(['long statement', 'next statement']);
  });

  it('keeps a transaction whole: a statement from outside waits until it commits, then sees its rows', async () => {
    await database.db.execute(sql`create table thread_probe (id int primary key)`);
    const inside = gate();
    const seen: string[] = [];
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_probe values (1)`);
      await tx.execute(sql`insert into thread_probe values (2)`);
      seen.push('inserted');
      await inside.opened;
      seen.push('committing');
    });
    await expect.poll(() => seen).toEqual(['inserted']);
    const outside = queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from thread_probe`).then((rows) => {
      seen.push('outside read');
      return rows[0]?.n;
    });
    inside.open();
    await transaction;
    expect(await outside).toBe(2);
    expect(seen).toEqual(['inserted', 'committing', 'outside read']);
  });

  it('rolls a failed transaction back, nested savepoints included, and keeps the SQLSTATE of errors', async () => {
    await database.db.execute(sql`create table thread_rollback (id int primary key)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_rollback values (1)`);
        await tx
          .transaction(async (nested) => {
            await nested.execute(sql`insert into thread_rollback values (2)`);
            nested.rollback();
          })
          .catch(() => {});
        await tx.execute(sql`insert into thread_rollback values (3)`);
        throw new Error('stop here');
      }),
    ).rejects.toThrow('stop here');
    expect(await queryRows(database.db, sql`select id from thread_rollback`)).toEqual([]);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_rollback values (1)`);
      await tx
        .transaction(async (nested) => {
          await nested.execute(sql`insert into thread_rollback values (2)`);
          nested.rollback();
        })
        .catch(() => {});
    });
    expect(await queryRows(database.db, sql`select id from thread_rollback`)).toEqual([{ id: 1 }]);

    const duplicate = await database.db.execute(sql`insert into thread_rollback values (1)`).catch((error: unknown) => error);
    expect((duplicate as { cause?: { code?: string; constraint?: string } }).cause).toMatchObject({
      code: '23505',
      constraint: 'thread_rollback_pkey',
    });
  });

  it('turns values into the same JavaScript types as PGlite in the same thread', async () => {
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select 1::int8 as big, 1.5::float8 as float, true as yes, '{"a":[1]}'::jsonb as doc, '\\x0102'::bytea as bytes, timestamptz '2026-01-02 03:04:05+00' as at`,
    );
    expect(row).toMatchObject({ big: 1, float: 1.5, yes: true, doc: { a: [1] }, bytes: new Uint8Array([1, 2]) });
    // Drizzle asks for timestamps as text (it parses them itself); without its parsers they are dates.
    expect(row?.at).toBe('2026-01-02 03:04:05+00');
    const [raw] = (await database.rawQuery(`select timestamptz '2026-01-02 03:04:05+00' as at`)) as { at: unknown }[];
    expect(raw?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  });
});

/**
 * A test worker keeps its PGlite thread for the next file's database (`kept`, as test-database.ts
 * opens them; ADR 077): the next database opens on it from its own snapshot, and sees nothing of
 * the last one's.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('a kept PGlite thread', () => {
  const snapshot = async () => {
    const bytes = await fs.readFile(inject('pgliteSnapshot'));
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  };
  const open = async () => startPgliteThread({ dataDir: undefined, loadDataDir: await snapshot(), settings: {}, kept: true });
  const named = async (thread: Awaited<ReturnType<typeof open>>) =>
    (await thread.query(`select count(*)::int as n from manufacturers where name = 'Только в первой базе'`)).rows;

  it('opens the next database on the thread the last one closed on, with none of its rows', async () => {
    const first = await open();
    await first.query(`insert into manufacturers (name) values ('Только в первой базе')`);
    expect(await named(first)).toEqual([{ n: 1 }]);
    await first.close();
    const second = await open();
    try {
      expect(second.threadId).toBe(first.threadId);
      expect(await named(second)).toEqual([{ n: 0 }]);
    } finally {
      await second.close();
    }
  });

  it('starts another thread for a database opened while one is open', async () => {
    const [one, two] = [await open(), await open()];
    try {
      expect(one.threadId).not.toBe(two.threadId);
      await one.query(`insert into manufacturers (name) values ('Только в первой базе')`);
      expect([await named(one), await named(two)]).toEqual([[{ n: 1 }], [{ n: 0 }]]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
