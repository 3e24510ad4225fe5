import type { CatalogueVersionFeed } from './catalogue-version-feed';

export interface CatalogueVersionTrackerOptions {
  /** Reads the version from the database. */
  read(): Promise<string>;
  /** Hears moves as they commit; without one, or while it is lost, the version is read again after `ttlMs`. */
  feed?: CatalogueVersionFeed;
  /** How long a version read from the database is trusted when no feed is heard. */
  ttlMs: number;
  /** How soon a lost feed is subscribed again. */
  retryMs: number;
  clock?: () => number;
}

interface Log {
  warn(details: object, message: string): void;
}

/** The catalogue version in memory: what every read of the cache and every ETag compares with. */
export interface CatalogueVersionTracker {
  /** The version now: from memory while the feed is heard (or the last read is fresh), else read. */
  current(): Promise<string>;
  /** Reads the version from the database now: after a write, so the writer's next read sees it. */
  refresh(): Promise<string>;
  /**
   * Calls `listener` each time the version known here grows (a move heard, or read after a write
   * or the TTL; the first read too); returns a function that stops it. A listener only schedules its work: it must not throw.
   */
  onMove(listener: (version: string) => void): () => void;
  /** Whether moves are heard as they happen (otherwise `current` reads again every `ttlMs`). */
  listening(): boolean;
  /** Subscribes to the feed (reporting trouble to `log`); the version is read at once either way. */
  start(log?: Log): Promise<void>;
  stop(): Promise<void>;
}

/** Versions only grow: a late answer never takes the version back. */
const newer = (a: string | undefined, b: string) => (a !== undefined && BigInt(a) >= BigInt(b) ? a : b);

/**
 * Keeps the version in memory (ADR 023). With a feed, every committed move arrives as a
 * notification and `current` costs nothing; a lost feed falls back to reading the version at
 * most every `ttlMs`, and is subscribed again every `retryMs` until it is back.
 */
export function createCatalogueVersionTracker(options: CatalogueVersionTrackerOptions): CatalogueVersionTracker {
  const { read, feed, ttlMs, retryMs, clock = Date.now } = options;
  let log: Log | undefined;
  let version: string | undefined;
  let readAt = Number.NEGATIVE_INFINITY;
  let heard = false;
  let reading: Promise<string> | undefined;
  let unsubscribe: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const listeners = new Set<(version: string) => void>();

  /** Takes a version read or heard; the listeners hear it when it is newer than the one known. */
  const raise = (value: string): string => {
    const before = version;
    version = newer(version, value);
    if (version !== before) for (const listener of listeners) listener(version);
    return version;
  };

  const refresh = (): Promise<string> => {
    // One read at a time: callers arriving meanwhile share it.
    reading ??= read()
      .then((value) => {
        readAt = clock();
        return raise(value);
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };

  const subscribe = async (): Promise<void> => {
    if (!feed || stopped) return;
    try {
      unsubscribe = await feed.subscribe({
        onVersion: (value) => {
          raise(value);
        },
        onLost: (error) => {
          heard = false;
          unsubscribe = undefined;
          log?.warn({ err: error }, 'catalogue version feed lost; reading the version again every few moments');
          scheduleRetry();
        },
      });
      // Moves made before the feed was heard: read once, then trust memory.
      await refresh();
      heard = true;
    } catch (error) {
      log?.warn({ err: error }, 'catalogue version feed unavailable; reading the version again every few moments');
      scheduleRetry();
    }
  };

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void subscribe();
    }, retryMs);
    retry.unref();
  };

  return {
    async current() {
      if (version !== undefined && (heard || clock() - readAt < ttlMs)) return version;
      return refresh();
    },
    refresh,
    onMove(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: () => heard,
    async start(logTo) {
      log = logTo;
      await (feed ? subscribe() : refresh());
    },
    async stop() {
      stopped = true;
      heard = false;
      if (retry) clearTimeout(retry);
      await unsubscribe?.();
    },
  };
}
