// The serving bench: how long the whole sitemap takes at a generated catalogue's scale, and the
// bytes a first visit to the home page downloads with and without compression.
//   npm run bench:serving -w @museum/bench -- --scale 1      (200 000 details)
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '@museum/server/app';
import { testConfig } from '@museum/server/config';
import { openPglite } from '@museum/server/db/client';
import { migrate } from '@museum/server/db/migrate';
import { systemClock } from '@museum/server/lib/clock';
import { createLocalStorage } from '@museum/server/lib/local-storage';
import { createMailer } from '@museum/server/lib/mail';
import { generateCatalogue, scaleOf } from './generate';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({ options: { scale: { type: 'string', default: '1' } } });
const factor = Number(values.scale);

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'museum-bench-serving-'));
const database = await openPglite(path.join(dataDir, 'pglite'));
await migrate(database);
const scale = scaleOf(factor);
const generatedAt = performance.now();
await generateCatalogue(database, scale, (line) => console.log(line));
console.log(`Catalogue generated in ${Math.round((performance.now() - generatedAt) / 1000)} s`);

const webDist = path.join(repoRoot, 'apps/web/dist');
const config = testConfig({ dataDir, webDist, publicUrl: 'https://museum.example', env: 'production' });
const mailer = createMailer({
  smtpUrl: undefined,
  from: config.mailFrom,
  outboxDir: path.join(dataDir, 'outbox'),
  log: { info() {}, error() {} },
});
const app = await buildApp({
  config,
  database,
  storage: createLocalStorage(path.join(dataDir, 'uploads')),
  clock: systemClock,
  mailer,
  version: 'bench',
});
await app.ready();

// The whole sitemap, cold: the index (one grouped scan per kind), then every child, streamed.
const sitemapAt = performance.now();
const index = await app.inject({ url: '/sitemap.xml' });
const children = [...index.body.matchAll(/<loc>https:\/\/museum\.example([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
let urls = 0;
let bytes = index.rawPayload.length;
for (const child of children) {
  const res = await app.inject({ url: child });
  urls += res.body.split('<url>').length - 1;
  bytes += res.rawPayload.length;
}
const sitemapMs = performance.now() - sitemapAt;
const again = performance.now();
await app.inject({ url: '/sitemap.xml' });
const indexWarmMs = performance.now() - again;

// A first visit to the home page: the shell, every file it names, the home page's own chunk
// (with its imports and CSS), and the API reads the page makes.
const manifest = JSON.parse(await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; css?: string[] }
>;
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
}
async function coldHome(acceptEncoding: string | undefined) {
  const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const shell = await app.inject({ url: '/', headers });
  const plain = await app.inject({ url: '/' });
  const files = new Set([...plain.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1] ?? ''));
  for (const key of closure('src/features/home/pages/home-page.tsx')) {
    const chunk = manifest[key];
    if (!chunk) continue;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
  }
  const api = [
    '/api/archive/manufacturers',
    '/api/archive/products/search?page=0&size=4&sort=id%2Cdesc&belongsTo=%D0%BC%D0%B0%D0%BA%D1%81%D0%B8%D0%BC&q=',
    '/api/archive/details/search?page=0&size=4&sort=id%2Cdesc&q=',
  ];
  let total = shell.rawPayload.length;
  for (const url of [...files, ...api]) total += (await app.inject({ url, headers })).rawPayload.length;
  return { files: files.size + api.length + 1, bytes: total };
}
const raw = await coldHome(undefined);
const gzip = await coldHome('gzip');
const brotli = await coldHome('br, gzip');

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\nScale ${factor}: ${scale.details} details, ${scale.products} products, ${scale.photos} photo rows; Node ${process.version}`);
console.log(
  `Sitemap: ${children.length} child sitemaps, ${urls} URLs, ${kb(bytes)} uncompressed, all of it in ${Math.round(sitemapMs)} ms (cold); index again at the same version: ${indexWarmMs.toFixed(1)} ms`,
);
console.log(`Cold home page, ${raw.files} requests: ${kb(raw.bytes)} raw, ${kb(gzip.bytes)} gzip, ${kb(brotli.bytes)} brotli`);

await app.close();
await mailer.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
