import { scaled } from '@museum/test-kit';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startPgliteMaintenance } from '../src/db/maintenance';
import { createCatalogueVersionRepository } from '../src/modules/catalogue/catalogue-version.repository';
import { buildDetail, buildType } from './catalogue-factories';
import { useTestApp } from './harness';
import { queryRows } from './query-rows';

/** PGlite has no autovacuum: the server gathers the planner's statistics itself. */
describe('PGlite maintenance', () => {
  const t = useTestApp();
  const analysedRows = async () => {
    const [row] = await queryRows<{ rows: number }>(
      t.database.db,
      sql`select reltuples::int as rows from pg_class where relname = 'details'`,
    );
    return row?.rows ?? -1;
  };

  // A PostgreSQL server is left to its own autovacuum: the maintenance does nothing there.
  it.skipIf(process.env.TEST_DB === 'postgres')(
    'gathers statistics at once in the background, and again after the catalogue changed',
    async () => {
      const versions = createCatalogueVersionRepository(t.database.db);
      // Each round reads the catalogue's version first: the count of reads tells how far the rounds are.
      let rounds = 0;
      const counted = {
        current: () => {
          rounds += 1;
          return versions.current();
        },
      };
      const type = await buildType(t.database);
      for (let i = 0; i < 3; i++) await buildDetail(t.database, { typeId: type.id });
      const stop = startPgliteMaintenance(t.database, counted, { intervalMs: 50 });
      try {
        // The first round runs in the background, at once.
        await expect.poll(analysedRows, { timeout: scaled(5_000) }).toBe(3);

        // A row written with the version trigger off (a bulk load): nothing says the catalogue changed.
        await t.database.rawQuery('alter table details disable trigger details_catalogue_version');
        await buildDetail(t.database, { typeId: type.id });
        await t.database.rawQuery('alter table details enable trigger details_catalogue_version');
        // Rounds never overlap: once two more have begun, one that started after the write has ended.
        const after = rounds;
        await expect.poll(() => rounds, { timeout: scaled(5_000), interval: 10 }).toBeGreaterThanOrEqual(after + 2);
        expect(await analysedRows()).toBe(3);
        await versions.bump();
        await expect.poll(analysedRows, { timeout: scaled(5_000) }).toBe(4);
        // An ordinary write moves the version itself (ADR 023): analysed again without a bump.
        await buildDetail(t.database, { typeId: type.id });
        await expect.poll(analysedRows, { timeout: scaled(5_000) }).toBe(5);
      } finally {
        stop();
      }
    },
  );
});
