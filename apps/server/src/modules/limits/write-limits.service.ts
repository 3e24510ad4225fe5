import type { WriteLimitSet, WriteLimits } from '../../config/limits-config';
import { type Actor, hasRole } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { TooManyRequests } from '../../lib/errors';
import type { Text } from '../../texts';
import type { RateCountersRepository } from '../auth/rate-counters.repository';

/** Writes with a daily budget of their own, besides the per-minute budget of all writes. */
export type WriteKind = 'upload' | 'changeRequest' | 'manufacturer';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const KB = 1024;
/** The counters are 32-bit integers; byte budgets are counted in KB. */
const MAX_COUNT = 2 ** 31 - 1;

const PER_DAY: Record<WriteKind, { limit: keyof WriteLimitSet; text: Text }> = {
  upload: { limit: 'uploadsPerDay', text: (t) => t.tooManyUploads },
  changeRequest: { limit: 'changeRequestsPerDay', text: (t) => t.tooManyChangeRequests },
  manufacturer: { limit: 'manufacturersPerDay', text: (t) => t.tooManyManufacturers },
};

/**
 * Per-account write limits (issue 15): every write per minute, and uploads (count and bytes),
 * change requests and new manufacturers per day; and exports started per hour (issue 30).
 * Moderators and admins get the higher set.
 * Over a limit: 429 with the wait in `Retry-After` and in the message.
 */
export function createWriteLimitsService(deps: { counters: RateCountersRepository; clock: Clock; limits: WriteLimits }) {
  const { counters, clock, limits } = deps;
  const setFor = (actor: Actor) => (hasRole(actor, 'MODERATOR') ? limits.moderator : limits.user);

  const take = async (key: string, amount: number, max: number, windowMs: number, text: Text) => {
    const now = clock.now();
    // Per-account budgets share the rate-limit counters table, and with it every server process.
    if (amount <= max && (await counters.add(key, amount, windowMs, now, Math.min(max, MAX_COUNT)))) return;
    const windowEndsAt = (await counters.peek(key, now))?.windowEndsAt ?? new Date(now.getTime() + windowMs);
    const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
    throw new TooManyRequests((t) => t.tryAgainIn(text(t), seconds), seconds);
  };

  return {
    /** One write of any kind by a signed-in caller. */
    async write(actor: Actor): Promise<void> {
      await take(`writes:minute:${actor.userId}`, 1, setFor(actor).writesPerMinute, MINUTE, (t) => t.tooManyWrites);
    },

    /** One write of a kind with a daily budget. */
    async daily(actor: Actor, kind: WriteKind): Promise<void> {
      const { limit, text } = PER_DAY[kind];
      await take(`writes:${kind}:${actor.userId}`, 1, setFor(actor)[limit], DAY, text);
    },

    /** One export started by a signed-in caller (anonymous ones are limited per IP by the route). */
    async exportStart(actor: Actor): Promise<void> {
      await take(`exports:hour:${actor.userId}`, 1, setFor(actor).exportsPerHour, HOUR, (t) => t.tooManyExports);
    },

    /** The bytes of one upload against the daily byte budget. */
    async uploadBytes(actor: Actor, bytes: number): Promise<void> {
      const max = Math.floor(setFor(actor).uploadBytesPerDay / KB);
      await take(`writes:upload-kb:${actor.userId}`, Math.ceil(bytes / KB), max, DAY, (t) => t.tooManyMegabytes);
    },
  };
}
export type WriteLimitsService = ReturnType<typeof createWriteLimitsService>;
