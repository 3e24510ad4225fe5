// npm run bench:export -- [--details 100000,1000000] [--formats jsonl,csv]
// On PostgreSQL: DATABASE_URL=postgres://… of a server where the bench may create databases
// (a superuser's: the catalogue is generated with triggers off, so no search vectors are built;
// the export reads none).
// Generates a catalogue per size, starts the real server on it, downloads the whole export
// (CSV and JSON Lines) and samples the server's resident memory: a streamed export's peak should
// not grow with the catalogue. See README.md, "Export memory".
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type Database, openPglite, openPostgres } from '@museum/server/db/client';
import { migrate } from '@museum/server/db/migrate';
import { freePort, waitForHttp } from '@museum/test-kit';
import pg from 'pg';
import { generateCatalogue } from './generate';
import { residentMb, watchMemory } from './load';
import { benchServerEnv, listeningOn } from './server-env';
import { round } from './stats';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { details: { type: 'string', default: '100000,1000000' }, formats: { type: 'string', default: 'jsonl,csv' } },
});
const sizes = (values.details ?? '').split(',').map(Number);
const formats = (values.formats ?? '').split(',') as ('csv' | 'jsonl')[];
if (sizes.some((n) => !(n > 0)) || formats.some((f) => f !== 'csv' && f !== 'jsonl')) {
  console.error('Usage: npm run bench:export -- [--details 100000,1000000] [--formats jsonl,csv]');
  process.exit(2);
}

interface Run {
  details: number;
  format: 'csv' | 'jsonl';
  records: number;
  megabytes: number;
  seconds: number;
  idleRssMb: number;
  peakRssMb: number;
  growthMb: number;
}

/** Downloads a URL to nowhere, counting bytes and lines. */
async function download(url: string): Promise<{ bytes: number; lines: number }> {
  const response = await fetch(url);
  if (response.status !== 200 || !response.body) throw new Error(`${url}: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  return { bytes, lines };
}

const serverUrl = process.env.DATABASE_URL;

/** A fresh database for one size: a new PGlite folder, or a new database on the PostgreSQL server. */
async function freshDatabase(dataDir: string, details: number): Promise<{ database: Database; url?: string }> {
  if (!serverUrl) return { database: await openPglite(path.join(dataDir, 'pglite')) };
  const name = `export_bench_${details}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // One connection, so the session setting below holds for every statement of the generation.
  const database = await openPostgres(url.toString(), { poolSize: 1 });
  await database.rawQuery('set session_replication_role = replica');
  return { database, url: url.toString() };
}

async function measureSize(details: number): Promise<Run[]> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-export-bench-'));
  try {
    const { database, url } = await freshDatabase(dataDir, details);
    await migrate(database);
    console.log(`Generating ${details} details…`);
    await generateCatalogue(database, { details, products: Math.round(details / 10), photos: Math.round(details / 2) }, console.log);
    await database.close();

    const port = await freePort();
    const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(repoRoot, 'apps/server'),
      env: {
        ...process.env,
        ...benchServerEnv({
          DATA_DIR: dataDir,
          ...listeningOn(port),
          EXPORTS_PER_HOUR: '1000',
          ...(url ? { DATABASE_URL: url } : {}),
          DB_STATEMENT_TIMEOUT_MS: '0',
        }),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitForHttp(`${base}/api/health`, server);
      const runs: Run[] = [];
      for (const format of formats) {
        const idle = residentMb(server.pid as number);
        const stop = watchMemory(server.pid as number, 100);
        const started = performance.now();
        const { bytes, lines } = await download(`${base}/api/archive/export?format=${format}`);
        const seconds = round((performance.now() - started) / 1000, 1);
        const peak = stop();
        // CSV cells may hold line breaks (photos, one a line): every product and detail is a record.
        const records = format === 'jsonl' ? lines : details + Math.round(details / 10);
        runs.push({
          details,
          format,
          records,
          megabytes: round(bytes / 2 ** 20, 1),
          seconds,
          idleRssMb: idle,
          peakRssMb: peak,
          growthMb: round(peak - idle, 1),
        });
        console.log(JSON.stringify(runs.at(-1)));
      }
      return runs;
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const all: Run[] = [];
for (const details of sizes) all.push(...(await measureSize(details)));
const first = all.filter((run) => run.details === sizes[0]);
const last = all.filter((run) => run.details === sizes.at(-1));
for (const format of ['jsonl', 'csv'] as const) {
  const a = first.find((run) => run.format === format);
  const b = last.find((run) => run.format === format);
  if (a && b) {
    console.log(
      `${format}: ${b.records / a.records}× the records, peak RSS ${a.peakRssMb} → ${b.peakRssMb} MB (ratio ${round(b.peakRssMb / a.peakRssMb, 2)})`,
    );
  }
}
await fs.mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
await fs.writeFile(
  path.join(repoRoot, `bench/results/${new Date().toISOString().replaceAll(':', '-')}-export-memory.json`),
  `${JSON.stringify(all, null, 2)}\n`,
);
