import type { RateLimit } from '../../config/limits-config';
import type { Clock } from '../../lib/clock';
import { TooManyRequests } from '../../lib/errors';
import type { RateCountersRepository } from './rate-counters.repository';

/** Where an attempt's slots were taken, to keep, give back or clear once its outcome is known. */
export interface LoginSlot {
  accountKey: string;
  ipKey: string;
}

/**
 * Login attempts, limited per account (so changing IPs does not help) and per IP (so trying
 * many accounts does not help either), in the database shared by every server process.
 * A slot is taken before the password is checked, atomically, so parallel guesses can't get
 * more checks than the limit. A browser the owner signed in from before (a device, see ADR 015)
 * is counted on its own instead of on the account, so a guesser can't lock the owner out.
 */
export function createLoginThrottle(deps: {
  counters: RateCountersRepository;
  clock: Clock;
  limits: { perAccount: RateLimit; perIp: RateLimit };
}) {
  const { counters, clock, limits } = deps;

  async function refuse(key: string): Promise<never> {
    const now = clock.now();
    const state = await counters.peek(key, now);
    const until = state?.windowEndsAt.getTime() ?? now.getTime() + 1000;
    const seconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new TooManyRequests((t) => t.tooManyLogins(seconds), seconds);
  }

  return {
    /**
     * Takes a slot for one attempt on `account` (or on `deviceId` for a known browser) from `ip`;
     * throws 429 (with the seconds to wait) when either is full.
     */
    async take(account: string, ip: string, deviceId?: number): Promise<LoginSlot> {
      const now = clock.now();
      const slot = {
        accountKey: deviceId === undefined ? `login-failures:account:${account}` : `login-failures:device:${deviceId}`,
        ipKey: `login-failures:ip:${ip}`,
      };
      if (!(await counters.take(slot.accountKey, limits.perAccount.max, limits.perAccount.windowMs, now))) await refuse(slot.accountKey);
      if (!(await counters.take(slot.ipKey, limits.perIp.max, limits.perIp.windowMs, now))) {
        await counters.release(slot.accountKey);
        await refuse(slot.ipKey);
      }
      return slot;
    },

    /** The attempt succeeded, or was not a guess: it does not count against the IP. */
    async release(slot: LoginSlot): Promise<void> {
      await counters.release(slot.ipKey);
      await counters.release(slot.accountKey);
    },

    /** The owner got in: earlier failures on the account (or device) no longer count. */
    async succeed(slot: LoginSlot): Promise<void> {
      await counters.release(slot.ipKey);
      await counters.clear(slot.accountKey);
    },

    /** A reset proves the owner: the account's count of untrusted attempts starts again. */
    async clearAccount(account: string): Promise<void> {
      await counters.clear(`login-failures:account:${account}`);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
