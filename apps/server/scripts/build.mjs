// Compiles the server for production: one ES module per entry point in dist/, with the shared
// contract package bundled in (it ships TypeScript source) and every npm dependency left
// external, so `npm prune --omit=dev` keeps what dist/ needs and nothing runs through tsx. Then
// makes what every start only reads (the install's cache, ADR 074), so that a production start
// on a read-only install has it.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { makeInstallCache } from './install-cache.mjs';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@museum/'));
const dist = path.join(serverRoot, 'dist');

await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  // The database thread's code is an entry of its own: a worker starts from a file (ADR 024).
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    // An uploaded spreadsheet is read in a thread of its own, ended on overrun (ADR 079).
    'sheet-worker': 'src/modules/imports/sheet-worker.ts',
    // The PGlite template and the demo photos' derived files, made at build (ADR 038, ADR 074).
    'make-install-cache': 'src/make-install-cache.ts',
    // The demo catalogue's first load runs in a process of its own (ADR 040).
    'demo-load': 'src/demo-load.ts',
  },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  splitting: true,
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// The migrator reads its SQL files next to the module that runs it.
await cp(path.join(serverRoot, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`Server compiled to ${path.relative(process.cwd(), dist) || 'dist'}`);
makeInstallCache();
