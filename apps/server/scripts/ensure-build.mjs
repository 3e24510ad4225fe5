// Compiles the server when dist/ is missing or older than its sources (and the contract's), so
// `npm start` and `npm run admin` always run the current code. After `npm prune --omit=dev` the
// compiler is gone: dist/ must then be current, as `npm run build` leaves it, with the install's
// cache (the PGlite template, the demo photos' derived files) made.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from '../../../scripts/stale-build.mjs';
import { makeInstallCache } from './install-cache.mjs';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = ['src', 'scripts/build.mjs', 'package.json', '../../packages/contract/src'].map((p) => path.join(serverRoot, p));
if (buildState(path.join(serverRoot, 'dist/main.js'), sources).stale) {
  try {
    await import('esbuild');
  } catch {
    console.error('The compiled server (apps/server/dist) is missing or out of date: run `npm run build` before `npm prune --omit=dev`.');
    process.exit(1);
  }
  // Compiles, then makes the install's cache.
  await import('./build.mjs');
} else {
  // What is missing from the install's cache (a new PGlite version, removed by hand) is made here
  // when the install is writable; a read-only one (the systemd unit) is only told (ADR 074).
  makeInstallCache();
}
