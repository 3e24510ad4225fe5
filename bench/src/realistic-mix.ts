// npm run realistic-mix -w @museum/bench -- [--scale 0.25] [--phase 20] [--rounds 2] [--connections 16] [--writers 4]
// DATABASE_URL=postgres://…/empty_db npm run realistic-mix -w @museum/bench -- …
// Visitors as they come: thousands of distinct searches with a long tail, random items, anonymous
// and signed-in, a trickle of writes; then reads alone against reads during 4 writers. See README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '@museum/server/db/client';
import { migrate } from '@museum/server/db/migrate';
import { freePort, waitForHttp } from '@museum/test-kit';
import { generateCatalogue, scaleOf } from './generate';
import { watchMemory } from './load';
import { byGroup, cacheCounts, printTable, type Sample, summarise } from './mix-summary';
import { buildVocabulary, type Catalogue, catalogueOf, type Visit, visitorMix, writeTrickle } from './realistic-visits';
import { benchServerEnv } from './server-env';
import { compileServer, serverRoot, spawnShippedServer, stopServer } from './shipped-server';
import { round } from './stats';

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'Нагрузочный-расчёт-1910';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '0.25' },
    phase: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '16' },
    writers: { type: 'string', default: '4' },
    queries: { type: 'string', default: '5000' },
    'signed-in': { type: 'string', default: '0.2' },
    out: { type: 'string' },
  },
});
const factor = Number(values.scale);
const phaseSeconds = Math.min(300, Number(values.phase));
const rounds = Math.min(10, Number(values.rounds));
const connections = Math.min(64, Number(values.connections));
const writers = Math.min(16, Number(values.writers));
const distinctQueries = Number(values.queries);
const signedInShare = Number(values['signed-in']);
if (![factor, phaseSeconds, rounds, connections, distinctQueries].every((n) => n > 0) || !(writers >= 0) || !(signedInShare >= 0)) {
  console.error('Usage: npm run realistic-mix -- [--scale F] [--phase S] [--rounds N] [--connections N] [--writers N] [--queries N]');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL;
const driver = databaseUrl ? 'postgres' : 'pglite';
const log = (line: string) => console.log(line);

async function openBenchDatabase(dataDir: string): Promise<Database> {
  const database = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(path.join(dataDir, 'pglite'));
  await migrate(database);
  const [row] = (await database.rawQuery('select count(*)::int as n from details')) as { n: number }[];
  if (row && row.n > 0) throw new Error('The bench needs an empty database (it generates its own catalogue).');
  return database;
}

async function login(base: string, username: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

async function send(base: string, visit: Visit, samples: Sample[]): Promise<void> {
  const started = performance.now();
  let status = 0;
  let cache = '';
  try {
    const res = await fetch(base + visit.path, {
      method: visit.method ?? 'GET',
      headers: { ...visit.headers, ...(visit.body ? { 'content-type': 'application/json' } : {}) },
      body: visit.body ? JSON.stringify(visit.body) : undefined,
    });
    await res.arrayBuffer();
    status = res.status;
    cache = res.headers.get('x-cache') ?? '';
  } catch {
    status = 0;
  }
  samples.push({
    group: visit.group,
    signedIn: Boolean(visit.headers?.authorization),
    write: Boolean(visit.method && visit.method !== 'GET'),
    status,
    cache,
    ms: performance.now() - started,
  });
}

/** Runs `loops` clients, each sending what `next` gives until the time is up. */
async function drive(base: string, seconds: number, loops: { next: () => Visit; pauseMs?: number }[]): Promise<Sample[]> {
  const samples: Sample[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    loops.map(async ({ next, pauseMs }) => {
      while (performance.now() < deadline) {
        await send(base, next(), samples);
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
  return samples;
}

async function main() {
  const scale = scaleOf(factor);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-realistic-mix-'));
  log(
    `Realistic mix on ${driver}: ${scale.details} details; ${connections} visitors (${signedInShare * 100} % signed in), ${distinctQueries} distinct searches; ${rounds} × (${phaseSeconds} s reads alone + ${phaseSeconds} s with ${writers} writers) after ${phaseSeconds} s of the mix`,
  );

  const database = await openBenchDatabase(dataDir);
  const generatedAt = Date.now();
  await generateCatalogue(database, scale, log);
  const generationSeconds = round((Date.now() - generatedAt) / 1000, 1);
  const catalogue: Catalogue = await catalogueOf(database);
  const vocabulary = await buildVocabulary(database, distinctQueries);
  await database.close();
  log(`Catalogue generated in ${generationSeconds} s; ${vocabulary.length} distinct search strings`);

  const env = benchServerEnv({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    // Per-account write limits would turn the writers' loops into 429s: out of reach here.
    WRITES_PER_MINUTE: '100000',
    CHANGE_REQUESTS_PER_DAY: '100000',
    UPLOADS_PER_DAY: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  compileServer();
  const accounts = [
    ['mix-moderator', 'MODERATOR'],
    ['mix-visitor-1', 'USER'],
    ['mix-visitor-2', 'USER'],
    ['mix-visitor-3', 'USER'],
  ] as const;
  for (const [name, role] of accounts) {
    execFileSync(process.execPath, ['dist/admin.js', 'create', name, `${name}@example.org`, '--password', PASSWORD, '--role', role], {
      cwd: serverRoot,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
  }

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnShippedServer({ ...env, PORT: String(port) });
  try {
    await waitForHttp(`${base}/api/health`, server);
    const stopWatching = watchMemory(server.pid as number);
    const moderator = await login(base, 'mix-moderator');
    const visitors = await Promise.all(accounts.slice(1).map(([name]) => login(base, name)));
    const mix = visitorMix(catalogue, vocabulary, visitors, signedInShare);
    const trickle = writeTrickle(catalogue, moderator, visitors);
    const readers = () => Array.from({ length: connections }, () => ({ next: mix }));

    log(`\nThe mix: ${connections} visitors and a trickle of writes (one every 2 s), ${phaseSeconds} s`);
    const mixed = await drive(base, phaseSeconds, [...readers(), { next: trickle, pauseMs: 2_000 }]);
    const mixedReads = mixed.filter((s) => !s.write);
    printTable(log, 'Reads during the mix, by endpoint group', byGroup(mixedReads));
    log(
      `All reads: ${JSON.stringify(summarise(mixedReads))}\nWrites: ${JSON.stringify(summarise(mixed.filter((s) => s.write)))}\nRead cache (anonymous reads): ${JSON.stringify(cacheCounts(mixed))}`,
    );

    // Reads alone, then the same reads with writers creating details, in alternating rounds so a
    // busy machine's slow minute weighs on both sides alike.
    const alone: Sample[] = [];
    const during: Sample[] = [];
    const writes: Sample[] = [];
    const createDetail = () => trickle.createDetail();
    for (let round = 1; round <= rounds; round++) {
      log(`Round ${round}: reads alone, then with ${writers} writers…`);
      alone.push(...(await drive(base, phaseSeconds, readers())));
      const withWriters = await drive(base, phaseSeconds, [
        ...readers(),
        ...Array.from({ length: writers }, () => ({ next: createDetail })),
      ]);
      during.push(...withWriters.filter((s) => !s.write));
      writes.push(...withWriters.filter((s) => s.write));
    }
    const aloneAll = summarise(alone);
    const duringAll = summarise(during);
    const anonymous = (samples: Sample[]) => summarise(samples.filter((s) => !s.signedIn));
    const ratio = {
      allReadsP95: round(duringAll.p95 / aloneAll.p95),
      allReadsP50: round(duringAll.p50 / aloneAll.p50),
      anonymousReadsP95: round(anonymous(during).p95 / anonymous(alone).p95),
    };
    printTable(log, 'Reads alone', byGroup(alone));
    printTable(log, `Reads during ${writers} writers`, byGroup(during));
    log(`\nReads alone: ${JSON.stringify(aloneAll)}; cache ${JSON.stringify(cacheCounts(alone))}`);
    log(`Reads during writers: ${JSON.stringify(duringAll)}; cache ${JSON.stringify(cacheCounts(during))}`);
    log(`Writes (details created): ${JSON.stringify(summarise(writes))}`);
    log(`Ratio during ${writers} writers / alone: ${JSON.stringify(ratio)}`);
    const peakRssMb = stopWatching();
    log(`Server peak RSS ${peakRssMb} MB`);

    const report = {
      at: new Date().toISOString(),
      driver,
      scale,
      settings: { phaseSeconds, rounds, connections, writers, distinctQueries: vocabulary.length, signedInShare },
      machine: { cpus: os.cpus().length, memoryGb: round(os.totalmem() / 2 ** 30, 1), node: process.version, loadavg: os.loadavg() },
      generationSeconds,
      mix: {
        reads: byGroup(mixedReads),
        allReads: summarise(mixedReads),
        writes: summarise(mixed.filter((s) => s.write)),
        cache: cacheCounts(mixed),
      },
      underWrites: {
        alone: { groups: byGroup(alone), all: aloneAll, cache: cacheCounts(alone) },
        during: { groups: byGroup(during), all: duringAll, cache: cacheCounts(during) },
        writes: summarise(writes),
        ratio,
      },
      peakRssMb,
    };
    const outFile =
      values.out ??
      path.join(benchRoot, 'results', `${report.at.replaceAll(':', '-').slice(0, 19)}-realistic-mix-${driver}-${factor}.json`);
    await fs.mkdir(path.dirname(outFile), { recursive: true });
    await fs.writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
    log(`Report: ${path.relative(process.cwd(), outFile)}`);
    if ([mixed, alone, during, writes].some((s) => summarise(s).errors > 0)) process.exitCode = 1;
  } finally {
    await stopServer(server);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
