import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rawExecute } from '../../db/raw-sql';
import { cataloguePublishedVersion } from '../../db/schema';

/**
 * The version of the published catalogue, a one-row table that triggers move on when a
 * transaction changes what anonymous visitors can see (migration 0008, ADR 023).
 */
export function createCatalogueVersionRepository(db: Executor) {
  return {
    async current(): Promise<string> {
      // No row yet: nothing was ever published (the first change creates it).
      const [row] = await db
        .select({ version: sql<string>`coalesce(max(${cataloguePublishedVersion.version}), 0)::text` })
        .from(cataloguePublishedVersion);
      return row?.version ?? '0';
    },
    /**
     * Moves the version on by hand: for a change the triggers can't see (an operator's bulk
     * load with triggers disabled). Announced like the triggers' moves.
     */
    async bump(): Promise<void> {
      await rawExecute(
        db,
        'catalogue-version-bump',
        sql`with moved as (
              insert into catalogue_published_version as v (version) values (1)
              on conflict (singleton) do update set version = v.version + 1
              returning version)
            select pg_notify('catalogue_published_version', version::text) from moved`,
      );
    },
  };
}
export type CatalogueVersionRepository = ReturnType<typeof createCatalogueVersionRepository>;
