// Compiles the server when dist/ is missing or older than its sources (and the contract's), so
// `npm start` and `npm run admin` always run the current code. After `npm prune --omit=dev` the
// compiler is gone: dist/ must then be current, as `npm run build` leaves it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from '../../../scripts/stale-build.mjs';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['src', 'scripts/build.mjs', 'package.json', '../../packages/contract/src'].map((p) => path.join(serverRoot, p));
if (buildState(path.join(serverRoot, 'dist/main.js'), sources).stale) {
  try {
    await import('esbuild');
  } catch {
    console.error('The compiled server (apps/server/dist) is missing or out of date: run `npm run build` before `npm prune --omit=dev`.');
    process.exit(1);
  }
  await import('./build.mjs');
}

// PGlite's first start on an empty folder loads a data-folder template instead of running initdb
// in the server (ADR 038): made here, once per PGlite version, in a process of its own that ends
// before the server starts. Not needed on PostgreSQL.
if (!process.env.DATABASE_URL) {
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, ['--liftoff-only', '--max-semi-space-size=8', path.join(serverRoot, 'dist/pglite-template.js')], {
    stdio: 'inherit',
  });
}
