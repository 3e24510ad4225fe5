// `npm run typecheck`: `tsc -b` over every workspace (tsconfig.json, ADR 049). tsc -b takes a
// workspace's last result as current while the workspace's own files are unchanged, so it would miss
// a package whose types changed under it: when npm has changed node_modules since the last check,
// the kept results are dropped and everything is checked anew.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './stale-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'node_modules/.cache/tsc');
const stamp = path.join(cache, 'installed-packages');
// npm rewrites its own record of node_modules whenever an install or update changes anything there.
if (buildState(stamp, [path.join(root, 'node_modules/.package-lock.json')]).stale) {
  rmSync(cache, { recursive: true, force: true });
  mkdirSync(cache, { recursive: true });
  writeFileSync(stamp, 'The results in this folder are for the packages installed before this file was written.\n');
}
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
const { status } = spawnSync(process.execPath, [tsc, '-b', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(status ?? 1);
