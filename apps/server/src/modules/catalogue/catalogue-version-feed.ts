import pg from 'pg';
import type { Database } from '../../db/client';

/** The channel the version triggers NOTIFY on (migration 0008). */
export const CATALOGUE_VERSION_CHANNEL = 'catalogue_published_version';

export interface CatalogueVersionHandlers {
  /** A committed transaction moved the version to this value. */
  onVersion(version: string): void;
  /** The feed can no longer hear moves (the listening connection is gone). */
  onLost(error: unknown): void;
}

/** Hears the version triggers' notifications; `subscribe` resolves to a function that stops. */
export interface CatalogueVersionFeed {
  subscribe(handlers: CatalogueVersionHandlers): Promise<() => Promise<void>>;
}

interface PgliteListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

const clientOf = (database: Database): unknown => (database.db as unknown as { $client?: unknown }).$client;

/** PostgreSQL: one connection of its own, outside the pool, that only LISTENs. */
function postgresFeed(pool: pg.Pool): CatalogueVersionFeed {
  return {
    async subscribe({ onVersion, onLost }) {
      const { connectionString, host, port, user, password, database, ssl, keepAlive } = pool.options;
      const client = new pg.Client({ connectionString, host, port, user, password, database, ssl, keepAlive: keepAlive ?? true });
      let stopped = false;
      const lost = (error: unknown) => {
        if (stopped) return;
        stopped = true;
        client.end().catch(() => {});
        onLost(error);
      };
      client.on('error', lost);
      client.on('end', () => lost(new Error('the listening connection ended')));
      client.on('notification', (message) => {
        if (message.channel === CATALOGUE_VERSION_CHANNEL && message.payload) onVersion(message.payload);
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${CATALOGUE_VERSION_CHANNEL}`);
      } catch (error) {
        stopped = true;
        await client.end().catch(() => {});
        throw error;
      }
      return async () => {
        stopped = true;
        await client.end().catch(() => {});
      };
    },
  };
}

/** PGlite: its own LISTEN, in the same process (no connection to lose). */
function pgliteFeed(client: PgliteListener): CatalogueVersionFeed {
  return {
    async subscribe({ onVersion }) {
      const unlisten = await client.listen(CATALOGUE_VERSION_CHANNEL, (payload) => {
        if (payload) onVersion(payload);
      });
      return async () => {
        await unlisten().catch(() => {});
      };
    },
  };
}

/**
 * The feed for a database, or undefined where it has no way to listen (then the version is
 * read again after a short time instead). Takes the database handle only, whatever drives it.
 */
export function catalogueVersionFeedFor(database: Database): CatalogueVersionFeed | undefined {
  const client = clientOf(database);
  if (database.driver === 'postgres' && client instanceof pg.Pool) return postgresFeed(client);
  if (database.driver === 'pglite' && typeof (client as Partial<PgliteListener> | undefined)?.listen === 'function') {
    return pgliteFeed(client as PgliteListener);
  }
  return undefined;
}
