import { eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { rateLimitCounters } from '../../db/schema';

export type CounterState = Pick<typeof rateLimitCounters.$inferSelect, 'hits' | 'windowEndsAt'>;

const PURGE_EVERY = 500;

/** Fixed-window counters shared by every server process through the database. */
export function createRateCountersRepository(db: Executor) {
  let hitsSincePurge = 0;

  /** Drops counters whose window has ended by `now`. */
  const purge = async (now: Date): Promise<void> => {
    await db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, now));
  };

  /**
   * Adds `amount` hits to the counter's window in one statement, atomic under any number of
   * parallel callers; a window that has ended starts again. With `max`, only when the total
   * stays within it: answers no row (and adds nothing) when it would not.
   */
  const upsert = (key: string, amount: number, windowMs: number, now: Date, max?: number): Promise<CounterState[]> => {
    const windowEndsAt = new Date(now.getTime() + windowMs);
    const expired = sql`${rateLimitCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
    return db
      .insert(rateLimitCounters)
      .values({ key, hits: amount, windowEndsAt })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then excluded.hits else ${rateLimitCounters.hits} + excluded.hits end`,
          windowEndsAt: sql`case when ${expired} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
        },
        setWhere: max === undefined ? undefined : sql`${expired} or ${rateLimitCounters.hits} + excluded.hits <= ${max}`,
      })
      .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  };
  const add = async (key: string, amount: number, windowMs: number, now: Date, max?: number): Promise<CounterState | undefined> =>
    (await upsert(key, amount, windowMs, now, max))[0];

  return {
    /** Counts one hit, whatever the count. */
    async hit(key: string, windowMs: number, now: Date): Promise<CounterState> {
      // Without a maximum the upsert always answers its row.
      const row = firstRow(await upsert(key, 1, windowMs, now));
      // A counter whose window has ended counts as absent, so dropping such rows now and then changes nothing.
      if (++hitsSincePurge >= PURGE_EVERY) {
        hitsSincePurge = 0;
        await purge(now);
      }
      return row;
    },

    /** Takes one of `max` slots in the counter's window: at most `max` parallel callers succeed. */
    take: (key: string, max: number, windowMs: number, now: Date) => add(key, 1, windowMs, now, max),

    /** Adds `amount` (a write, its kilobytes) when it fits within `max`; a refusal uses up nothing. */
    add,

    /** Gives a slot back (the attempt it held turned out not to count). */
    async release(key: string): Promise<void> {
      await db
        .update(rateLimitCounters)
        .set({ hits: sql`greatest(${rateLimitCounters.hits} - 1, 0)` })
        .where(eq(rateLimitCounters.key, key));
    },

    /** The live state of a counter, or undefined when it has none or its window has ended. */
    async peek(key: string, now: Date): Promise<CounterState | undefined> {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, key));
      return row && row.windowEndsAt > now ? row : undefined;
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },

    purge,
  };
}
export type RateCountersRepository = ReturnType<typeof createRateCountersRepository>;
