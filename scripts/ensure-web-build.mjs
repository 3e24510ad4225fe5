// Builds the web client when apps/web/dist is missing or older than its sources,
// so `npm start` always serves the current site.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './stale-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
  'package-lock.json',
].map((source) => path.join(root, source));
const { builtAt, stale } = buildState(path.join(root, 'apps/web/dist/index.html'), sources);

// A production install (`npm prune --omit=dev`) has no Vite: it serves the build it was given.
const canBuild = existsSync(path.join(root, 'node_modules/vite'));
if (!canBuild && !builtAt) {
  console.error('The web client is not built and Vite is not installed: run `npm run build` before `npm prune --omit=dev`.');
  process.exit(1);
}
if (canBuild && stale) {
  console.log(builtAt ? 'The web client changed since its last build: building it again…' : 'Building the web client…');
  // Always a production build: vitest (the e2e setup) sets NODE_ENV=test, which would make Vite emit React's dev runtime.
  execSync('npm run build --silent -w @museum/web', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
