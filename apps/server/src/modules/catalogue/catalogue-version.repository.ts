import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/**
 * The version of the published catalogue, a one-row table that triggers move on when a
 * transaction changes what anonymous visitors can see (migration 0008, ADR 023).
 */
export function createCatalogueVersionRepository(db: Db) {
  return {
    async current(): Promise<string> {
      const [row] = await queryRows<{ version: string }>(db, sql`select version::text as version from catalogue_published_version`);
      return row?.version ?? '0';
    },
    /**
     * Moves the version on by hand: for a change the triggers can't see (an operator's bulk
     * load with triggers disabled). Announced like the triggers' moves.
     */
    async bump(): Promise<void> {
      await db.execute(
        sql`select pg_notify('catalogue_published_version', version::text)
              from (update catalogue_published_version set version = version + 1 returning version) moved`,
      );
    },
  };
}
export type CatalogueVersionRepository = ReturnType<typeof createCatalogueVersionRepository>;
