// npm run memory-after-burst -w @museum/bench -- --pg URL [--burst 30] [--settle 60] [--connections 16]
// Issue 34, point 7: the server's resident memory idle, at the peak of a burst of uncached reads
// (every bench endpoint's URL variants in turn), and each second for a minute after it. The
// catalogue is one generated before (`DATABASE_URL=… npm run bench -- --generate-only`).
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPostgres } from '@museum/server/db/client';
import { freePort, waitForHttp } from '@museum/test-kit';
import { endpointsFor, pickSamples } from './endpoints';
import { drive, residentMb, watchMemory } from './load';
import { benchServerEnv, listeningOn } from './server-env';
import { spawnShippedServer, stopServer } from './shipped-server';
import { round } from './stats';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    burst: { type: 'string', default: '30' },
    settle: { type: 'string', default: '60' },
    connections: { type: 'string', default: '16' },
    cache: { type: 'string' },
    // The server's standard output (its log, V8's --trace-gc) into this file.
    'server-log': { type: 'string' },
  },
});
const url = values.pg ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Usage: npm run memory-after-burst -w @museum/bench -- --pg postgres://… [--burst S] [--settle S]');
  process.exit(2);
}
const burstSeconds = Number(values.burst);
const settleSeconds = Number(values.settle);
const connections = Number(values.connections);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const database = await openPostgres(url);
const endpoints = endpointsFor(await pickSamples(database));
await database.close();
const paths = endpoints.flatMap((endpoint) => endpoint.paths);

const port = await freePort();
// The server's own files (photo derivations, exports) in a folder of its own, not the checkout's ./data.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'museum-burst-'));
const child = spawnShippedServer(
  benchServerEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ...listeningOn(port),
    ...(values.cache === undefined ? {} : { READ_CACHE_MB: values.cache }),
  }),
  values['server-log'] ? 'pipe' : 'ignore',
);
if (values['server-log']) child.stdout?.pipe(createWriteStream(values['server-log']));
try {
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/api/health`, child, 600_000);
  const pid = child.pid as number;
  // Idle: after one request to each endpoint (what a first visitor starts), ten seconds of quiet.
  for (const endpoint of endpoints) await fetch(`${base}${endpoint.paths[0]}`);
  await sleep(10_000);
  const idleSamples: number[] = [];
  for (let i = 0; i < 10; i += 1, await sleep(500)) idleSamples.push(residentMb(pid));
  const idle = median(idleSamples);
  const load = os.loadavg().map((x) => round(x, 2));
  const stopWatching = watchMemory(pid, 100);
  const burst = await drive(base, connections, burstSeconds, paths);
  const peak = stopWatching();
  const after: number[] = [];
  for (let second = 1; second <= settleSeconds; second += 1) {
    await sleep(1000);
    after.push(residentMb(pid));
  }
  const last = after.at(-1) ?? 0;
  console.log(
    JSON.stringify(
      {
        idleMb: idle,
        peakMb: peak,
        afterMb: { '10s': after[9], '30s': after[29], [`${settleSeconds}s`]: last },
        ratioAfterToIdle: round(last / idle, 2),
        burst: { seconds: burstSeconds, connections, requests: burst.requests, rps: burst.rps, non2xx: burst.non2xx, errors: burst.errors },
        loadBefore: load,
        node: process.version,
      },
      null,
      2,
    ),
  );
} finally {
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
