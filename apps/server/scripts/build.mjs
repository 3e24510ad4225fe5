// Compiles the server for production: one ES module per entry point in dist/, with the shared
// contract package and the plain-JavaScript npm dependencies bundled in, so nothing runs through
// tsx and a process loads a dozen files instead of some six hundred modules (finding and reading
// them was most of a start's CPU: `admin --help` 2.6 → 0.7 s, ADR 077). The dependencies that
// load files of their own at run time stay external, and `npm prune --omit=dev` keeps them all.
// Then makes what every start only reads (the install's cache, ADR 074), so that a production
// start on a read-only install has it.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { makeInstallCache } from './install-cache.mjs';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8'));
// Left external: native addons (sharp, argon2), PGlite's WebAssembly and data files, pino's
// transport threads, pg's optional native driver, the AWS SDK (loaded only when S3 is configured),
// and the Fastify plugins that read files beside their own code (Swagger UI's assets, its
// package.json, @fastify/static's send).
const loadsOwnFiles = [
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'pino',
  'pg',
  '@aws-sdk/client-s3',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@fastify/static',
];
const unknown = loadsOwnFiles.filter((name) => !(name in pkg.dependencies));
if (unknown.length > 0) throw new Error(`build.mjs names ${unknown.join(', ')}, which the server no longer depends on`);
const external = loadsOwnFiles;
const dist = path.join(serverRoot, 'dist');

await rm(dist, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  // The database thread's code is an entry of its own: a worker starts from a file (ADR 024).
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/cli/admin.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    // An uploaded spreadsheet is read in a process of its own, ended on overrun (ADR 079, 093).
    'sheet-reader-process': 'src/modules/imports/sheet-reader-process.ts',
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
  // The bundled CommonJS dependencies require Node's built-ins; an ES module has no `require`.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
});
// The migrator reads its SQL files next to the module that runs it.
await cp(path.join(serverRoot, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`Server compiled to ${path.relative(process.cwd(), dist) || 'dist'}`);
makeInstallCache();
