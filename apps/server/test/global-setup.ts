import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { emptyPgliteTemplate, migratedPgliteSnapshot, migratedPostgresTemplate } from './migrated-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder as a tarball: each test file starts from a copy. */
    pgliteSnapshot: string;
    /** PGlite's data folder right after initdb, as a tarball: the migration tests start from it. */
    pgliteEmpty: string;
    /** A migrated, empty database on TEST_DATABASE_URL's server: each test file's database is a copy. */
    postgresTemplate: string;
  }
}

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Makes (once, kept between runs) the migrated databases the project's test files copy (ADR 077). */
export default async function setup(project: TestProject) {
  // The process tests run the compiled server and CLI, as `npm start` does (test-kit's spawnServerEntry), and
  // every test file's database thread and spreadsheet reader the compiled entries (SERVER_TEST_DIST).
  execFileSync(process.execPath, [path.join(serverRoot, 'scripts/ensure-build.mjs')], { cwd: serverRoot, stdio: 'inherit' });
  if (project.name.startsWith('postgres')) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
    project.provide('postgresTemplate', await migratedPostgresTemplate(adminUrl));
    return;
  }
  project.provide('pgliteEmpty', await emptyPgliteTemplate());
  project.provide('pgliteSnapshot', await migratedPgliteSnapshot());
}
