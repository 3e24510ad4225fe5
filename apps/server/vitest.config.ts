// A relative import: vitest loads its config without a TypeScript loader for workspace packages.

import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { scaled } from '../../packages/test-kit/src/timeouts.ts';
import { DRIVER_CONFORMANCE, RUN_ONCE } from './test/engine-sets.ts';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const unit = ['src/**/*.test.ts', 'test/**/*.test.ts'];
const integration = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'];

// A listed file that was renamed or removed would silently leave its engine's set.
for (const listed of [...RUN_ONCE, ...DRIVER_CONFORMANCE]) {
  if (globSync(listed, { cwd: serverRoot }).length === 0) {
    throw new Error(`test/engine-sets.ts names ${listed}, which matches no file`);
  }
}

// With TEST_DATABASE_URL (npm test and CI start a throwaway server) every integration file runs on
// PostgreSQL and PGlite runs the driver-conformance set; without it, everything runs on PGlite (ADR 077).
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const onPglite = [...RUN_ONCE, ...DRIVER_CONFORMANCE];
const postgresOnly = globSync(integration, { cwd: serverRoot }).filter((file) => !onPglite.some((glob) => path.matchesGlob(file, glob)));

// A worker keeps the modules it imported for the next file (isolate: false): Fastify, Drizzle, zod,
// sharp and PGlite cost 1.6-2 s to import per file otherwise. A file that replaces a module
// (vi.mock) needs a module registry of its own, so it runs in an isolated project beside (ADR 077).
const replacesModules = globSync(unit, { cwd: serverRoot }).filter((file) =>
  readFileSync(path.join(serverRoot, file), 'utf8').includes('vi.mock('),
);

/** An engine's project, and its isolated twin for the files that replace modules (when it has any). */
function engine(name: 'pglite' | 'postgres', include: string[], exclude: string[]) {
  // The set-up builds dist/ when it is out of date: the database threads and readers the tests start run it (entry-file.ts).
  const env = { TEST_DB: name, SERVER_TEST_DIST: path.join(serverRoot, 'dist') };
  const own = replacesModules.filter(
    (file) => include.some((glob) => path.matchesGlob(file, glob)) && !exclude.some((glob) => path.matchesGlob(file, glob)),
  );
  const shared = { extends: true as const, test: { name, include, exclude: [...exclude, ...replacesModules], env, isolate: false } };
  const isolated = { extends: true as const, test: { name: `${name}-isolated`, include: own, env } };
  return own.length > 0 ? [shared, isolated] : [shared];
}

const pglite = engine('pglite', unit, withPostgres ? postgresOnly : []);
const postgres = engine('postgres', integration, [...RUN_ONCE]);

export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    projects: withPostgres ? [...pglite, ...postgres] : pglite,
    pool: 'forks',
    // Transformed modules kept on disk between runs and by the engines' tiers (a single file's run
    // starts sooner: ADR 077); the key covers each file's content and the config.
    experimental: { fsModuleCache: true },
    maxWorkers: 2,
    // TEST_TIMEOUT_SCALE stretches these on a slow or busy machine; no test asserts on elapsed time.
    testTimeout: scaled(30_000),
    hookTimeout: scaled(60_000),
    expect: { poll: { timeout: scaled(15_000), interval: 100 } },
  },
});
