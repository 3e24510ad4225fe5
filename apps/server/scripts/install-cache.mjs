// Runs dist/make-install-cache.js (src/make-install-cache.ts): the PGlite data-folder template and
// the demo photos' derived files, each made when missing (ADR 038, ADR 074), in a process of its
// own that ends before anything else starts. `npm run build` and `npm start`'s build step run it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function makeInstallCache() {
  execFileSync(process.execPath, ['--liftoff-only', '--max-semi-space-size=8', path.join(serverRoot, 'dist/make-install-cache.js')], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
}
