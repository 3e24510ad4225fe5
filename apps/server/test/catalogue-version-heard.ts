import { scaled } from '@museum/test-kit';
import { expect, vi } from 'vitest';
import { createCatalogueVersionRepository } from '../src/modules/catalogue/catalogue-version.repository';
import type { TestApp } from './harness';

/**
 * Waits until the app has heard the version the database holds now. Factories write straight to
 * the database, as another process would: on PostgreSQL the app hears of it by a notification that
 * arrives a moment after the commit (ADR 023), so a test that counts cache hits waits for it.
 */
export async function untilVersionHeard(t: Pick<TestApp, 'app' | 'database'>): Promise<void> {
  const stored = await createCatalogueVersionRepository(t.database.db).current();
  await vi.waitFor(async () => expect(BigInt(await t.app.catalogueVersion.current())).toBeGreaterThanOrEqual(BigInt(stored)), {
    timeout: scaled(5_000),
    interval: 10,
  });
}
