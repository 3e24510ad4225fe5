import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from './harness';

/** The server on PostgreSQL outlives its connections: the server may close them at any time. */
describe('PostgreSQL connection pool', () => {
  const t = useTestApp();

  it.skipIf(process.env.TEST_DB !== 'postgres')('keeps answering after the server terminates its idle connections', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const [{ db } = { db: '' }] = (await t.database.rawQuery('select current_database() as db')) as { db: string }[];

    // What a restart or a failover does to every idle connection of the pool, from outside it.
    const lost = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const outsider = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    let terminated = 0;
    await outsider.connect();
    try {
      // All of them; the pool's are the ones not holding the catalogue feed's LISTEN (a client of its own).
      const { rows } = await outsider.query(
        `select count(pg_terminate_backend(pid))::int as n, count(*) filter (where query not ilike 'listen %')::int as pooled
           from pg_stat_activity where datname = $1`,
        [db],
      );
      expect(rows[0].n).toBeGreaterThan(0);
      terminated = rows[0].pooled;
      expect(terminated).toBeGreaterThan(0);
    } finally {
      await outsider.end();
    }
    // Every ended connection of the pool has told it (it warns once per connection), so none is handed out dead.
    const heard = () => lost.mock.calls.filter(([message]) => String(message).startsWith('PostgreSQL connection lost')).length;
    await expect.poll(heard).toBe(terminated);
    lost.mockRestore();

    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().db).toBe('postgres');
  });
});
