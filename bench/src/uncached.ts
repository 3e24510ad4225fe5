// npm run uncached -w @museum/bench -- [--pg URL,URL] [--pglite DIR,DIR] [--duration 3] [--warmup 1] [--out FILE]
// Measures the uncached path of every bench endpoint on catalogues generated before
// (`npm run bench -- --generate-only`), at 1 and 16 connections, plus app p50 over SQL p50, and
// prints one markdown table. See README.md, "Uncached path on kept catalogues".
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '@museum/server/db/client';
import { migrate } from '@museum/server/db/migrate';
import { freePort, waitForHttp } from '@museum/test-kit';
import { createCapture, timeInTurns } from './direct-sql';
import { type Endpoint, endpointsFor, pickSamples } from './endpoints';
import { buildUncachedApp, captureRequests } from './in-process-app';
import { drive, type LoadResult, residentMb, watchMemory } from './load';
import { benchServerEnv, listeningOn } from './server-env';
import { serverRoot, spawnShippedServer, stopServer } from './shipped-server';
import { round, type SearchRatio, searchRatioLines, searchRatios } from './stats';

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    pglite: { type: 'string' },
    duration: { type: 'string', default: '3' },
    warmup: { type: 'string', default: '1' },
    turns: { type: 'string', default: '16' },
    out: { type: 'string' },
  },
});
const list = (value: string | undefined) => (value ?? '').split(',').filter((item) => item !== '');
const datasets = [
  ...list(values.pg).map((url) => ({ driver: 'postgres' as const, where: url })),
  ...list(values.pglite).map((dir) => ({ driver: 'pglite' as const, where: path.resolve(dir) })),
];
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const turns = Number(values.turns);
if (datasets.length === 0 || !(duration > 0) || !(turns > 0)) {
  console.error('Usage: npm run uncached -w @museum/bench -- [--pg URL,URL] [--pglite DATA_DIR,DATA_DIR] [--duration S] [--turns N]');
  process.exit(2);
}
const LEVELS = [1, 16];
const log = (line: string) => console.log(line);

type Dataset = (typeof datasets)[number];

interface DatasetResult {
  label: string;
  driver: Dataset['driver'];
  details: number;
  sizeMb: number;
  startSeconds: number;
  idleRssMb: number;
  peakRssMb: number;
  endpoints: {
    name: string;
    runs: LoadResult[];
    inTurns: { appP50: number; sqlP50: number; ratio: number };
  }[];
  /** Issue 34 point 0: each search's c=16 p95 over `products/{id}`'s, this run. */
  searchRatios: SearchRatio[];
}

async function open(dataset: Dataset, logger?: ReturnType<typeof createCapture>): Promise<Database> {
  const database =
    dataset.driver === 'postgres'
      ? await openPostgres(dataset.where, { logger })
      : await openPglite(path.join(dataset.where, 'pglite'), { logger });
  await migrate(database);
  return database;
}

/** In one process, a request through `inject` and its own statements on the driver, in turns. */
async function appOverSql(database: Database, capture: ReturnType<typeof createCapture>, endpoints: Endpoint[], dataDir: string) {
  const app = await buildUncachedApp(database, dataDir);
  const results = new Map<string, Awaited<ReturnType<typeof timeInTurns>>>();
  try {
    for (const endpoint of endpoints) {
      const requests = await captureRequests(app, capture, endpoint);
      results.set(endpoint.name, await timeInTurns(database, requests, (url) => app.inject({ url }), turns));
    }
  } finally {
    await app.close();
  }
  return results;
}

/** The server as `npm start` runs it, without its read cache; resolves once answering (and, on PGlite, vacuumed). */
async function startServer(env: Record<string, string>, driver: Dataset['driver']): Promise<{ child: ChildProcess; seconds: number }> {
  const started = Date.now();
  const child = spawnShippedServer(env, 'pipe');
  // PGlite's start-up `vacuum analyze` runs in the background once the server answers (ADR 024):
  // measured after it, so the runs do not share the database thread with it.
  const vacuumed = new Promise<void>((resolve) => {
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (seen.includes('Database vacuumed')) resolve();
    });
  });
  await waitForHttp(`http://127.0.0.1:${env.PORT}/api/health`, child, 600_000);
  const seconds = round((Date.now() - started) / 1000, 1);
  if (driver === 'pglite') await vacuumed;
  return { child, seconds };
}

async function measure(dataset: Dataset): Promise<DatasetResult> {
  const capture = createCapture();
  const database = await open(dataset, capture);
  const [{ n: details } = { n: 0 }] = (await database.rawQuery('select count(*)::int as n from details')) as { n: number }[];
  const [{ mb } = { mb: 0 }] = (await database.rawQuery('select pg_database_size(current_database())::float8 / 1048576 as mb')) as {
    mb: number;
  }[];
  const label = `${dataset.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${details.toLocaleString('en').replaceAll(',', ' ')}`;
  log(`${label}: ${round(mb, 1)} MB on disk; app and SQL in turns…`);
  const endpoints = endpointsFor(await pickSamples(database));
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-uncached-'));
  let inTurns: Awaited<ReturnType<typeof appOverSql>>;
  try {
    inTurns = await appOverSql(database, capture, endpoints, scratch);
  } finally {
    await database.close();
  }

  const port = await freePort();
  const env = benchServerEnv({
    DATA_DIR: dataset.driver === 'pglite' ? dataset.where : scratch,
    ...listeningOn(port),
    LOG_LEVEL: 'info',
    READ_CACHE_MB: '0',
    ...(dataset.driver === 'postgres' ? { DATABASE_URL: dataset.where } : {}),
  });
  const { child, seconds } = await startServer(env, dataset.driver);
  const stopWatching = watchMemory(child.pid as number);
  const idleRssMb = residentMb(child.pid as number);
  const results: DatasetResult['endpoints'] = [];
  let peakRssMb = idleRssMb;
  try {
    for (const endpoint of endpoints) {
      // Not measured: the new process' pool opens its connections and their caches fill, as on a
      // server that has been answering for a while (the first endpoint paid for it before).
      if (warmup > 0) await drive(`http://127.0.0.1:${port}${endpoint.paths[0]}`, 16, warmup, endpoint.paths);
      const runs: LoadResult[] = [];
      for (const connections of LEVELS) {
        const run = await drive(`http://127.0.0.1:${port}${endpoint.paths[0]}`, connections, duration, endpoint.paths);
        if (run.errors > 0 || run.non2xx > 0) log(`  ${endpoint.name} c=${connections}: ${run.errors} errors, ${run.non2xx} non-2xx`);
        runs.push(run);
      }
      const turn = inTurns.get(endpoint.name) as DatasetResult['endpoints'][number]['inTurns'];
      log(`  ${endpoint.name.padEnd(26)} c=1 p50 ${runs[0]?.p50} ms  c=16 p95 ${runs[1]?.p95} ms  app/SQL ${turn.ratio}`);
      results.push({ name: endpoint.name, runs, inTurns: turn });
    }
  } finally {
    peakRssMb = stopWatching();
    await stopServer(child);
    await fs.rm(scratch, { recursive: true, force: true });
  }
  const ratios = searchRatios(results.map((e) => ({ name: e.name, p95At16: e.runs[1]?.p95 })));
  for (const line of searchRatioLines(ratios)) log(line);
  return {
    label,
    driver: dataset.driver,
    details,
    sizeMb: round(mb, 1),
    startSeconds: seconds,
    idleRssMb,
    peakRssMb,
    endpoints: results,
    searchRatios: ratios,
  };
}

function table(results: DatasetResult[]): string {
  const head = ['Endpoint', ...results.flatMap((r) => [`${r.label} c=1 p50`, 'c=16 p95', 'app/SQL'])];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const [i, endpoint] of (results[0]?.endpoints ?? []).entries()) {
    const cells = results.flatMap((r) => {
      const e = r.endpoints[i];
      return [`${e?.runs[0]?.p50} ms`, `${e?.runs[1]?.p95} ms`, String(e?.inTurns.ratio)];
    });
    lines.push(`| ${endpoint.name} | ${cells.join(' | ')} |`);
  }
  lines.push('', '| Catalogue | Size on disk | Server answering after | Server RSS idle | Server peak RSS |', '|---|---|---|---|---|');
  for (const r of results) lines.push(`| ${r.label} | ${r.sizeMb} MB | ${r.startSeconds} s | ${r.idleRssMb} MB | ${r.peakRssMb} MB |`);
  // Issue 34 point 0: each search over products/{id}, c=16 p95, same run.
  const searches = results[0]?.searchRatios ?? [];
  if (searches.length > 0) {
    const ratioHead = ['Search c=16 p95 / products/{id} c=16 p95', ...results.map((r) => r.label)];
    lines.push('', `| ${ratioHead.join(' | ')} |`, `|${ratioHead.map(() => '---').join('|')}|`);
    for (const [i, search] of searches.entries()) {
      const cells = results.map((r) => {
        const ratio = r.searchRatios[i];
        return ratio ? `${ratio.ratio}× (${ratio.p95} / ${ratio.itemP95} ms)${ratio.met ? '' : ' **over 2.5×**'}` : '—';
      });
      lines.push(`| ${search.name} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n');
}

async function main() {
  execFileSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
  const started = Date.now();
  const load = os.loadavg().map((n) => n.toFixed(1));
  const results: DatasetResult[] = [];
  for (const dataset of datasets) results.push(await measure(dataset));
  const loadAfter = os.loadavg().map((n) => n.toFixed(1));
  const at = new Date().toISOString();
  const summary = table(results);
  log(`\n${summary}\n`);
  log(
    `${duration} s per run after ${warmup} s of warm-up per endpoint, read cache off (READ_CACHE_MB=0), 64 URLs per endpoint; app/SQL: p50 of a request through inject over p50 of its own statements, in turns. Load average before ${load.join(' ')}, after ${loadAfter.join(' ')}; ${round((Date.now() - started) / 1000, 0)} s in all.`,
  );
  const outFile = values.out ?? path.join(benchRoot, 'results', `${at.replaceAll(':', '-').slice(0, 19)}-uncached.json`);
  await fs.mkdir(path.dirname(outFile), { recursive: true });
  await fs.writeFile(
    outFile,
    `${JSON.stringify({ at, durationSeconds: duration, load: { before: load, after: loadAfter }, results }, null, 2)}\n`,
  );
  log(`Report: ${path.relative(process.cwd(), outFile)}`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
