// npm run bench [-- --scale 1 | --quick] [--duration 10] [--connections 1,16,64]
// Generates a large catalogue, then measures the running server against it. See README.md.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '@museum/server/db/client';
import { migrate } from '@museum/server/db/migrate';
import { freePort, waitForHttp } from '@museum/test-kit';
import { createAccount, signIn } from './bench-accounts';
import { CPU_CONNECTIONS, cpuRatios, type MixRuns, mixRuns, printCpuRatios, uncachedMix } from './cpu-per-request';
import { createCapture, timeInTurns, timeStatements } from './direct-sql';
import { endpointsFor, pickSamples } from './endpoints';
import { generateCatalogue, scaleOf } from './generate';
import { buildUncachedApp, captureRequests, statementCounts } from './in-process-app';
import { drive, type LoadResult, watchMemory } from './load';
import { depthTable, measureDepth, pagedLists } from './page-depth';
import { untilIdle } from './process-cpu';
import { round, searchRatioLines, searchRatios } from './stats';

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(benchRoot, '..');

const { values } = parseArgs({
  options: {
    scale: { type: 'string' },
    quick: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string' },
    out: { type: 'string' },
    // Keep a generated PostgreSQL catalogue between runs (1 000 000 details take minutes to make).
    reuse: { type: 'boolean', default: false },
    // Only the uncached runs (the cached figures are cheap to keep, but a 1M run is long).
    'uncached-only': { type: 'boolean', default: false },
    'generate-only': { type: 'boolean', default: false },
    // PGlite: a data folder of its own (DATA_DIR, the database in its pglite/), kept after the run,
    // so a catalogue generated once can be measured again with --reuse.
    'data-dir': { type: 'string' },
  },
});
const quick = values.quick ?? false;
const factor = Number(values.scale ?? (quick ? 0.05 : 1));
const duration = Number(values.duration ?? (quick ? 2 : 10));
const connectionLevels = (values.connections ?? '1,16,64').split(',').map(Number);
if (!(factor > 0) || !(duration > 0) || connectionLevels.some((c) => !(c >= 1))) {
  console.error('Usage: npm run bench -- [--scale F | --quick] [--duration S] [--connections 1,16,64]');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
const keptDataDir = values['data-dir'] ? path.resolve(values['data-dir']) : undefined;
const reuse = (values.reuse ?? false) && (databaseUrl !== undefined || keptDataDir !== undefined);
const log = (line: string) => console.log(line);

function start(args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** Opens and migrates the bench database; answers whether it already holds a catalogue of this scale. */
async function openBenchDatabase(dataDir: string, logger: ReturnType<typeof createCapture>, details: number) {
  const database = databaseUrl ? await openPostgres(databaseUrl, { logger }) : await openPglite(path.join(dataDir, 'pglite'), { logger });
  await migrate(database);
  const [row] = (await database.rawQuery('select count(*)::int as n from details')) as { n: number }[];
  const existing = row?.n ?? 0;
  if (existing > 0 && !(reuse && existing === details))
    throw new Error('The bench needs an empty database (it generates its own catalogue), or --reuse with one of the same scale.');
  return { database, generated: existing > 0 };
}

async function main() {
  const scale = scaleOf(factor);
  const loadavgAtStart = os.loadavg().map((n) => round(n));
  const dataDir = keptDataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'museum-bench-')));
  if (keptDataDir) await fs.mkdir(keptDataDir, { recursive: true });
  /** Removes the run's own temp folder, never a kept one. */
  const removeDataDir = () => (keptDataDir ? Promise.resolve() : fs.rm(dataDir, { recursive: true, force: true }));
  const driver = databaseUrl ? 'postgres' : 'pglite';
  log(
    `Bench on ${driver}: ${scale.details} details, ${scale.products} products, ${scale.photos} photos; ${duration} s per run at ${connectionLevels.join('/')} connections`,
  );

  const capture = createCapture();
  const { database, generated } = await openBenchDatabase(dataDir, capture, scale.details);
  const generationStarted = Date.now();
  if (generated) log('Reusing the catalogue already in the database (--reuse).');
  else await generateCatalogue(database, scale, log);
  const generationSeconds = generated ? null : round((Date.now() - generationStarted) / 1000, 1);
  if (values['generate-only']) {
    log(`Generated in ${generationSeconds} s; size on disk ${await databaseSize(database)}.`);
    await database.close();
    await removeDataDir();
    return;
  }
  const samples = await pickSamples(database);
  const endpoints = endpointsFor(samples);

  // Ratio (a): the same statements an endpoint issues, run straight on the database.
  log('Timing the SQL of each endpoint directly…');
  // No read cache here: every request must run its SQL to be captured.
  const app = await buildUncachedApp(database, dataDir);
  const direct = new Map<string, { statements: number; p50: number }>();
  const inTurns = new Map<string, Awaited<ReturnType<typeof timeInTurns>>>();
  for (const endpoint of endpoints) {
    // The statements of a few of the endpoint's URL variants, each timed in turn.
    const requests = await captureRequests(app, capture, endpoint);
    direct.set(endpoint.name, {
      statements: Math.max(...requests.map(({ statements }) => statements.length)),
      p50: await timeStatements(
        database,
        requests.map(({ statements }) => statements),
        quick ? 16 : 48,
      ),
    });
    inTurns.set(endpoint.name, await timeInTurns(database, requests, (url) => app.inject({ url }), quick ? 16 : 48));
  }
  // Statements per request (issue 34 point 4): counted, and again with the totals kept.
  const keeping = await buildUncachedApp(database, dataDir, { keepTotals: true });
  const statements = new Map<string, { counted: number; kept: number }>();
  log('Statements per request (counted / with the totals kept):');
  for (const endpoint of endpoints) {
    const counts = await statementCounts(app, keeping, capture, endpoint);
    statements.set(endpoint.name, counts);
    log(`  ${endpoint.name.padEnd(26)} ${counts.counted} / ${counts.kept}`);
  }
  await keeping.close();
  // Page 1 against page 300 and the year sorts (issue 34 point 6), in EXPLAIN ANALYZE.
  log('Page 1 against a deep page and the year sorts (EXPLAIN ANALYZE of each page’s statements):');
  const pageDepth = await measureDepth(database, app, capture, pagedLists(samples), quick ? 3 : 5);
  log(depthTable(pageDepth));
  const databaseSizeOnDisk = await databaseSize(database);
  await app.close();
  await database.close();

  const serverEnv = (port: number, readCacheMb: string): Record<string, string> => ({
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    READ_CACHE_MB: readCacheMb,
  });

  // A plain reader (nothing unpublished of their own) and a moderator, for the signed-in runs.
  const accounts = { reader: createAccount(serverEnv(0, '0'), 'USER'), moderator: createAccount(serverEnv(0, '0'), 'MODERATOR') };
  const mix = uncachedMix(endpoints);

  const constantPort = await freePort();
  const constant = start(['src/constant-server.ts'], { PORT: String(constantPort) }, benchRoot);
  try {
    const constantUrl = `http://127.0.0.1:${constantPort}/constant`;
    await waitForHttp(constantUrl, constant);
    const constantPid = constant.pid as number;
    const baseline: LoadResult[] = [];
    for (const connections of connectionLevels) baseline.push(await drive(constantUrl, connections, duration, [], { cpuOf: constantPid }));
    // The hello-world of the CPU ratios, at the connections of the mix runs.
    const helloWorld =
      baseline.find((run) => run.connections === CPU_CONNECTIONS) ??
      (await drive(constantUrl, CPU_CONNECTIONS, duration, [], { cpuOf: constantPid }));

    // The server as shipped (its read cache on), then without the cache: what a request costs
    // when its answer is not in memory (a signed-in caller, a first visitor after a write).
    // One server at a time: two processes must not share a PGlite folder, nor the two cores.
    // The cached runs repeat one URL per endpoint (a repeated anonymous visit); the uncached ones
    // cycle through every variant on a server without its read cache.
    const uncachedOnly = values['uncached-only'] ?? false;
    // Then, on each, the uncached mix (every URL of every endpoint) read by a signed-in reader,
    // anonymously and (as shipped) by a moderator: server CPU per request against the hello-world's.
    let cached: Awaited<ReturnType<typeof measureServer>> | null = null;
    if (!uncachedOnly) {
      log('The server as shipped (read cache on), one URL per endpoint:');
      cached = await measureServer(serverEnv(await freePort(), '32'), connectionLevels, 'one', async (server) => {
        const readers = { signedIn: await signIn(server.base, accounts.reader), moderator: await signIn(server.base, accounts.moderator) };
        return mixRuns(server, { mix, seconds: duration, readers, warm: true, log });
      });
    }
    const uncachedLevels = [...new Set([connectionLevels[0] as number, 16])];
    log(`Without the read cache, ${endpoints[0]?.paths.length} URLs per endpoint, at ${uncachedLevels.join('/')} connections:`);
    const uncached = await measureServer(serverEnv(await freePort(), '0'), uncachedLevels, 'all', async (server) =>
      mixRuns(server, { mix, seconds: duration, readers: { signedIn: await signIn(server.base, accounts.reader) }, warm: false, log }),
    );
    const cpu = cpuRatios(
      helloWorld,
      [...(cached?.runs.values() ?? [])].flatMap((runs) => runs.filter((run) => run.connections === CPU_CONNECTIONS)),
      cached?.mix,
      uncached.mix,
    );

    const results = endpoints.map((endpoint) => {
      const sql = direct.get(endpoint.name) as { statements: number; p50: number };
      const uncachedRuns = uncached.runs.get(endpoint.name) as LoadResult[];
      const runs = cached?.runs.get(endpoint.name) ?? [];
      const at16 = runs.find((r) => r.connections === 16) ?? runs.at(-1) ?? (uncachedRuns.at(-1) as LoadResult);
      const baselineAt16 = baseline.find((r) => r.connections === at16.connections) ?? (baseline.at(-1) as LoadResult);
      return {
        name: endpoint.name,
        path: endpoint.paths[0],
        variants: endpoint.paths.length,
        runs,
        uncachedRuns,
        directSql: sql,
        statements: statements.get(endpoint.name),
        appVsSqlInTurns: inTurns.get(endpoint.name),
        ratioVsDirectSql: round((uncachedRuns[0] as LoadResult).p50 / Math.max(sql.p50, 0.001)),
        ratioVsConstantJson: round(at16.rps / baselineAt16.rps, 3),
      };
    });

    // Issue 34 point 0: each search's uncached c=16 p95 over products/{id}'s, this run.
    const uncachedSearchRatios = searchRatios(
      results.map((r) => ({ name: r.name, p95At16: r.uncachedRuns.find((run) => run.connections === 16)?.p95 })),
    );
    const report = {
      at: new Date().toISOString(),
      driver,
      scale,
      quick,
      durationSeconds: duration,
      connections: connectionLevels,
      machine: {
        cpus: os.cpus().length,
        memoryGb: round(os.totalmem() / 2 ** 30, 1),
        node: process.version,
        loadavgAtStart,
        loadavgAtEnd: os.loadavg().map((n) => round(n)),
      },
      generationSeconds,
      databaseSize: databaseSizeOnDisk,
      baseline,
      endpoints: results,
      uncachedSearchRatios,
      mix: { urls: mix.length, shipped: cached?.mix ?? null, withoutCache: uncached.mix },
      cpuPerRequest: cpu,
      pageDepth,
      server: {
        peakRssMb: Math.max(cached?.peakRssMb ?? 0, uncached.peakRssMb),
        peakRssMbCached: cached?.peakRssMb ?? null,
        peakRssMbUncached: uncached.peakRssMb,
      },
      notes: {
        runs: 'the server as shipped, with its read cache of anonymous answers (ADR 009), one URL per endpoint',
        uncachedRuns: 'a server started with READ_CACHE_MB=0, cycling through every URL variant of the endpoint',
        ratioVsDirectSql:
          'endpoint p50 without the read cache at 1 connection over the p50 of its own SQL statements run directly on the database',
        ratioVsConstantJson: 'endpoint req/s over Fastify answering a constant JSON, at 16 connections (or the highest level run)',
        appVsSqlInTurns:
          'in process, without the read cache: a request through inject, then its own statements on the driver, in turns (same load for both)',
        mix: 'every URL variant of every endpoint in turn at 16 connections: a plain signed-in reader (after one pass of theirs through the URLs, on the server as shipped), anonymous, a moderator',
        cpuPerRequest:
          "the server process's user + system CPU time (all threads) over the requests it answered in a run, and its ratio to the hello-world's (Fastify answering a constant JSON) at the same connections",
        uncachedSearchRatios:
          "issue 34 point 0: each search endpoint's c=16 p95 without the read cache over products/{id}'s in the same run (target ≤ 2.5)",
        statements: 'statements one request sends: counted (no totals kept), and repeated with its totals kept for the catalogue version',
        pageDepth:
          'EXPLAIN ANALYZE of the statements of a list page: page=0 against page=300 (or the last before it) and the year sorts, totals counted; buffers are shared blocks hit or read',
      },
    };
    const outFile =
      values.out ?? path.join(benchRoot, 'results', `${report.at.replaceAll(':', '-').slice(0, 19)}-${driver}-${factor}.json`);
    await fs.mkdir(path.dirname(outFile), { recursive: true });
    await fs.writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
    log(`\nServer peak RSS ${report.server.peakRssMb} MB. Report: ${path.relative(process.cwd(), outFile)}`);
    for (const r of results) log(`  ${r.name.padEnd(26)} ratio vs SQL ${r.ratioVsDirectSql}  vs constant JSON ${r.ratioVsConstantJson}`);
    for (const line of searchRatioLines(uncachedSearchRatios)) log(line);
    printCpuRatios(log, cpu, mix.length);
    log(
      `Load average at the start ${loadavgAtStart.join(' ')}, at the end ${report.machine.loadavgAtEnd.join(' ')} (${os.cpus().length} cores).`,
    );
  } finally {
    await stop(constant);
    await removeDataDir();
  }

  /**
   * Starts the real server, drives every endpoint at each level (its first URL only, or all its
   * variants in turn), stops it; answers runs by endpoint and the peak RSS.
   */
  async function measureServer(
    env: Record<string, string>,
    levels: number[],
    urls: 'one' | 'all',
    measureMix: (server: { base: string; pid: number }) => Promise<MixRuns>,
  ) {
    const server = start(['src/main.ts'], env, path.join(repoRoot, 'apps/server'));
    try {
      const base = `http://127.0.0.1:${env.PORT}`;
      await waitForHttp(`${base}/api/health`, server);
      const pid = server.pid as number;
      // PGlite's `vacuum analyze` after the start is not the first endpoint's work.
      await untilIdle(pid);
      const stopWatching = watchMemory(pid);
      const runs = new Map<string, LoadResult[]>();
      for (const endpoint of endpoints) {
        const endpointRuns: LoadResult[] = [];
        for (const connections of levels) {
          const run = await drive(base + endpoint.paths[0], connections, duration, urls === 'all' ? endpoint.paths : [], { cpuOf: pid });
          endpointRuns.push(run);
          log(
            `  ${endpoint.name.padEnd(26)} c=${String(connections).padEnd(3)} ${String(run.rps).padStart(8)} req/s  p50 ${run.p50} ms  p95 ${run.p95} ms  p99 ${run.p99} ms`,
          );
        }
        runs.set(endpoint.name, endpointRuns);
      }
      const mixed = await measureMix({ base, pid });
      return { runs, mix: mixed, peakRssMb: stopWatching() };
    } finally {
      await stop(server);
    }
  }
}

/** The database's size on disk (PostgreSQL) or the PGlite folder's, in MB. */
async function databaseSize(database: Database): Promise<string> {
  const [row] = (await database.rawQuery('select pg_database_size(current_database())::float8 / 1048576 as mb')) as { mb: number }[];
  return `${round(row?.mb ?? 0, 1)} MB`;
}

function stop(child: ChildProcess): Promise<unknown> {
  child.kill('SIGTERM');
  return new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
