import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

export type Taken = { ok: true } | { ok: false; windowEndsAt: Date };

/**
 * Per-account write budgets in the rate-limit counters table, shared by every server process.
 * Unlike a hit counter, `take` adds only what fits: a refused write (or a big file refused by
 * the byte budget) uses up nothing.
 */
export function createWriteCountersRepository(db: Db) {
  return {
    /** Adds `amount` to the counter's window when it stays within `max`; atomic under concurrency. */
    async take(key: string, amount: number, max: number, windowMs: number, now: Date): Promise<Taken> {
      const nowText = now.toISOString();
      const endsText = new Date(now.getTime() + windowMs).toISOString();
      if (amount <= max) {
        const taken = await queryRows<{ hits: number }>(
          db,
          sql`insert into rate_limit_counters as c (key, hits, window_ends_at)
              values (${key}, ${amount}, ${endsText}::timestamptz)
              on conflict (key) do update set
                hits = case when c.window_ends_at <= ${nowText}::timestamptz then excluded.hits else c.hits + excluded.hits end,
                window_ends_at = case when c.window_ends_at <= ${nowText}::timestamptz then excluded.window_ends_at else c.window_ends_at end
              where c.window_ends_at <= ${nowText}::timestamptz or c.hits + excluded.hits <= ${max}
              returning hits`,
        );
        if (taken.length > 0) return { ok: true };
      }
      const [row] = await queryRows<{ window_ends_at: Date | string }>(
        db,
        sql`select window_ends_at from rate_limit_counters where key = ${key} and window_ends_at > ${nowText}::timestamptz`,
      );
      return { ok: false, windowEndsAt: row ? new Date(row.window_ends_at) : new Date(now.getTime() + windowMs) };
    },
  };
}
export type WriteCountersRepository = ReturnType<typeof createWriteCountersRepository>;
