import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

/** The catalogue's version: a sequence every server process reads and moves on (ADR 009). */
export function createCatalogueVersionRepository(db: Db) {
  return {
    async current(): Promise<string> {
      // Before its first nextval a sequence shows last_value 1 with is_called false: version 0.
      const [row] = await queryRows<{ version: string }>(
        db,
        sql`select (case when is_called then last_value else 0 end)::text as version from catalogue_version`,
      );
      return row?.version ?? '0';
    },
    /** Called after a write has committed; a sequence never waits on a lock. */
    async bump(): Promise<void> {
      await db.execute(sql`select nextval('catalogue_version')`);
    },
  };
}
export type CatalogueVersionRepository = ReturnType<typeof createCatalogueVersionRepository>;
