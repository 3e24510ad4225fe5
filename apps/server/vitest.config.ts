import { defineConfig } from 'vitest/config';

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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
