import type { Env } from './env-schema';
import { DAY, DEFAULT_RATE_LIMITS, MINUTE, type RateLimits, scaledLimits, type WriteLimitSet, type WriteLimits } from './limits-config';

/** What the server keeps in memory, how much of it and for how long. */
export interface CacheSettings {
  /** At most this many answers in the read cache, whatever their size (not an environment variable). */
  readCacheEntries: number;
  /**
   * Catalogue totals kept per search and catalogue version (ADR 068): at most this many; 0 (with
   * READ_CACHE_MB=0: tests, the uncached bench) counts every time. Not an environment variable.
   */
  countCacheEntries: number;
  /**
   * Bytes of text searches' ordered ids kept per search, sort and catalogue version for their deep
   * pages (ADR 068's point-6 follow-up: ~41 KB a search). Not under READ_CACHE_MB: without them a
   * deep page of a common word costs O(the result window), with them O(the page). Not an
   * environment variable.
   */
  searchOrderBytes: number;
  /**
   * How long a catalogue version read from the database is trusted while no notification can be
   * heard (the listening connection is lost, or the driver has none); not an environment variable.
   */
  catalogueVersionTtlMs: number;
  /**
   * How long a server trusts that a signed-in caller sees only the public catalogue before asking
   * the database again: their public reads meanwhile cost no session lookup (ADR 067); 0 asks every
   * time. Not an environment variable.
   */
  plainReaderTtlMs: number;
}

/** The caches' sizes and lifetimes; the count cache is off with the read cache (READ_CACHE_MB=0). */
export function cacheSettings(e: Env): CacheSettings {
  return {
    readCacheEntries: 5_000,
    countCacheEntries: e.READ_CACHE_MB > 0 ? 10_000 : 0,
    searchOrderBytes: 8 * 1024 * 1024,
    catalogueVersionTtlMs: 1_000,
    plainReaderTtlMs: 1_000,
  };
}

/** How long a session lasts, and whether administrators must use the second factor. */
export interface SessionPolicy {
  idleMs: number;
  maxAgeMs: number;
  requireAdminSecondFactor: boolean;
}

/** How often anyone may try what can be abused, how much an account may write, and how long a session lasts. */
export interface LimitSettings {
  rateLimits: RateLimits;
  writeLimits: WriteLimits;
  sessions: SessionPolicy;
  /** How many records and sought numbers one account's private collection holds at most (ADR 084), and its photos' bytes (ADR 088). */
  collectionLimits: { items: number; wanted: number; photoBytes: number };
}

/** The limits as the environment sets them; moderators' write limits are the users' times MODERATOR_LIMIT_FACTOR. */
export function limitSettings(e: Env): LimitSettings {
  const userWrites: WriteLimitSet = {
    writesPerMinute: e.WRITES_PER_MINUTE,
    uploadsPerDay: e.UPLOADS_PER_DAY,
    uploadBytesPerDay: e.UPLOAD_MB_PER_DAY * 2 ** 20,
    changeRequestsPerDay: e.CHANGE_REQUESTS_PER_DAY,
    manufacturersPerDay: e.MANUFACTURERS_PER_DAY,
    exportsPerHour: e.ACCOUNT_EXPORTS_PER_HOUR,
  };
  return {
    rateLimits: {
      ...DEFAULT_RATE_LIMITS,
      register: { max: e.REGISTRATIONS_PER_HOUR, windowMs: 60 * MINUTE },
      anonymousExport: { max: e.EXPORTS_PER_HOUR, windowMs: 60 * MINUTE },
    },
    writeLimits: { user: userWrites, moderator: scaledLimits(userWrites, e.MODERATOR_LIMIT_FACTOR) },
    sessions: {
      idleMs: e.SESSION_IDLE_DAYS * DAY,
      maxAgeMs: e.SESSION_MAX_DAYS * DAY,
      requireAdminSecondFactor: e.REQUIRE_ADMIN_2FA,
    },
    collectionLimits: { items: e.COLLECTION_ITEMS_MAX, wanted: e.COLLECTION_WANTED_MAX, photoBytes: e.COLLECTION_PHOTO_MB * 2 ** 20 },
  };
}
