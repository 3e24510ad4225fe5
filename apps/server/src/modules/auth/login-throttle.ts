import type { RateLimit } from '../../config';
import type { Clock } from '../../lib/clock';
import { TooManyRequests } from '../../lib/errors';
import { waitText } from '../../lib/wait-text';
import type { CounterState, RateCountersRepository } from './rate-counters.repository';

/**
 * Failed logins, counted per account (so changing IPs does not help) and per IP (so trying
 * many accounts does not help either), in the database shared by every server process.
 */
export function createLoginThrottle(deps: {
  counters: RateCountersRepository;
  clock: Clock;
  limits: { perAccount: RateLimit; perIp: RateLimit };
}) {
  const { counters, clock, limits } = deps;
  const accountKey = (account: string) => `login-failures:account:${account}`;
  const ipKey = (ip: string) => `login-failures:ip:${ip}`;

  return {
    /** Throws 429 (with the seconds to wait) while either counter is at its limit. */
    async check(account: string, ip: string): Promise<void> {
      const now = clock.now();
      const [byAccount, byIp] = await Promise.all([counters.peek(accountKey(account), now), counters.peek(ipKey(ip), now)]);
      const blocked = [exceeded(byAccount, limits.perAccount), exceeded(byIp, limits.perIp)].filter(
        (state): state is CounterState => state !== undefined,
      );
      if (blocked.length === 0) return;
      const until = Math.max(...blocked.map((state) => state.windowEndsAt.getTime()));
      const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
      throw new TooManyRequests(`Слишком много неудачных попыток входа. Попробуйте снова через ${waitText(seconds)}`, seconds);
    },

    async recordFailure(account: string, ip: string): Promise<void> {
      const now = clock.now();
      await counters.hit(accountKey(account), limits.perAccount.windowMs, now);
      await counters.hit(ipKey(ip), limits.perIp.windowMs, now);
    },

    /** The owner got in: earlier failures on the account no longer count. */
    async recordSuccess(account: string): Promise<void> {
      await counters.clear(accountKey(account));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

function exceeded(state: CounterState | undefined, limit: RateLimit): CounterState | undefined {
  return state && state.hits >= limit.max ? state : undefined;
}
