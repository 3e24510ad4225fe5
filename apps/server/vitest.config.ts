// A relative import: vitest loads its config without a TypeScript loader for workspace packages.

import { defineConfig } from 'vitest/config';
import { scaled } from '../../packages/test-kit/src/timeouts.ts';

const unitAndPglite = {
  extends: true as const,
  test: {
    name: 'pglite',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    env: { TEST_DB: 'pglite' },
  },
};

// With TEST_DATABASE_URL (CI starts a throwaway server) the integration tests run again on PostgreSQL.
const postgres = {
  extends: true as const,
  test: {
    name: 'postgres',
    include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
    exclude: ['test/process/**'],
    env: { TEST_DB: 'postgres' },
  },
};

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    projects: process.env.TEST_DATABASE_URL ? [unitAndPglite, postgres] : [unitAndPglite],
    pool: 'forks',
    maxWorkers: 2,
    // TEST_TIMEOUT_SCALE stretches these on a slow or busy machine; no test asserts on elapsed time.
    testTimeout: scaled(30_000),
    hookTimeout: scaled(60_000),
    expect: { poll: { timeout: scaled(15_000), interval: 100 } },
  },
});
