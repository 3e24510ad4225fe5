import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock';
import { TooManyRequests } from '../lib/errors';
import type { RateCountersRepository } from '../modules/auth/rate-counters.repository';

/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so every server
 * process counts the same requests, and reads time from the app's clock, so tests can move it.
 */
function databaseStore(counters: RateCountersRepository, clock: Clock) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly namespace: string;

    constructor(namespace: unknown) {
      this.namespace = typeof namespace === 'string' ? namespace : 'requests';
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const now = clock.now();
      counters.hit(`${this.namespace}:${key}`, timeWindow, now).then(
        (state) => callback(null, { current: state.hits, ttl: state.windowEndsAt.getTime() - now.getTime() }),
        (error: Error) => callback(error),
      );
    }

    /** A route's own counters. Typed as route options, but the plugin passes its merged settings. */
    child(routeOptions: object) {
      const settings = routeOptions as { groupId?: string; routeInfo?: { url?: string } };
      return new DatabaseRateLimitStore(`requests:${settings.groupId ?? settings.routeInfo?.url ?? 'route'}`);
    }
  };
}

/**
 * Per-IP request limits, off by default: a route opts in with `config.rateLimit`
 * (`{ max, timeWindow, groupId }`). Over the limit: 429 RATE_LIMITED with `Retry-After`.
 */
export const rateLimitPlugin = fp<{ counters: RateCountersRepository; clock: Clock }>(async (app: FastifyInstance, { counters, clock }) => {
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(counters, clock),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new TooManyRequests((t) => t.tooManyRequestsWait(seconds), seconds);
    },
  });
});
