import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHttp } from '@museum/test-kit';
import { signIn } from './bench-accounts';
import { CPU_CONNECTIONS, cpuRatios, type MixRuns, mixRuns, uncachedMix } from './cpu-per-request';
import type { Endpoint } from './endpoints';
import { drive, type LoadResult, watchMemory } from './load';
import { untilIdle } from './process-cpu';
import type { RunOptions } from './run-options';
import { benchServerEnv, listeningOn } from './server-env';
import { spawnShippedServer, stopServer } from './shipped-server';

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type ServerEnv = (port: number, readCacheMb: string) => Record<string, string>;
type Log = (line: string) => void;

/** What the server runs need of the run: its options, the servers' environment, the signed-in readers' accounts. */
interface ServersContext {
  options: RunOptions;
  serverEnv: ServerEnv;
  accounts: { reader: string; moderator: string };
  endpoints: Endpoint[];
  log: Log;
}

/** Runs a TypeScript entry from its sources in a process of its own; its stderr goes to the bench's. */
function start(args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

/** The environment of a server on the bench's catalogue, at a port, with a read cache of this many MB. */
export function catalogueServerEnv(dataDir: string): ServerEnv {
  return (port, readCacheMb) => benchServerEnv({ DATA_DIR: dataDir, ...listeningOn(port), READ_CACHE_MB: readCacheMb });
}

/** Fastify answering a constant JSON (the baseline of ratio b), started on a free port. */
export async function startConstantServer() {
  const port = await freePort();
  const child = start(['src/constant-server.ts'], { PORT: String(port) }, benchRoot);
  return { child, port };
}

/**
 * The runs against real servers: the constant JSON's at each level, then the server as shipped
 * (unless `uncachedOnly`) and without its read cache, each with the uncached mix; and the server's
 * CPU per request over the hello-world's.
 */
export async function measureServers(
  constant: Awaited<ReturnType<typeof startConstantServer>>,
  { options, serverEnv, accounts, endpoints, log }: ServersContext,
) {
  const { connectionLevels, duration } = options;
  const mix = uncachedMix(endpoints);
  const constantUrl = `http://127.0.0.1:${constant.port}/constant`;
  await waitForHttp(constantUrl, constant.child);
  const constantPid = constant.child.pid as number;
  const baseline: LoadResult[] = [];
  for (const connections of connectionLevels) baseline.push(await drive(constantUrl, connections, duration, [], { cpuOf: constantPid }));
  // The hello-world of the CPU ratios, at the connections of the mix runs.
  const helloWorld =
    baseline.find((run) => run.connections === CPU_CONNECTIONS) ??
    (await drive(constantUrl, CPU_CONNECTIONS, duration, [], { cpuOf: constantPid }));

  const each = { endpoints, duration, log };
  // The server as shipped (its read cache on), then without the cache: what a request costs
  // when its answer is not in memory (a signed-in caller, a first visitor after a write).
  // One server at a time: two processes must not share a PGlite folder, nor the two cores.
  // The cached runs repeat one URL per endpoint (a repeated anonymous visit); the uncached ones
  // cycle through every variant on a server without its read cache.
  // Then, on each, the uncached mix (every URL of every endpoint) read by a signed-in reader,
  // anonymously and (as shipped) by a moderator: server CPU per request against the hello-world's.
  let cached: ServerRuns | null = null;
  if (!options.uncachedOnly) {
    log('The server as shipped (read cache on), one URL per endpoint:');
    cached = await measureServer(
      serverEnv(await freePort(), '32'),
      connectionLevels,
      'one',
      async (server) => {
        const readers = { signedIn: await signIn(server.base, accounts.reader), moderator: await signIn(server.base, accounts.moderator) };
        return mixRuns(server, { mix, seconds: duration, readers, warm: true, log });
      },
      each,
    );
  }
  const uncachedLevels = [...new Set([connectionLevels[0] as number, 16])];
  log(`Without the read cache, ${endpoints[0]?.paths.length} URLs per endpoint, at ${uncachedLevels.join('/')} connections:`);
  const uncached = await measureServer(
    serverEnv(await freePort(), '0'),
    uncachedLevels,
    'all',
    async (server) =>
      mixRuns(server, { mix, seconds: duration, readers: { signedIn: await signIn(server.base, accounts.reader) }, warm: false, log }),
    each,
  );
  const cpu = cpuRatios(
    helloWorld,
    [...(cached?.runs.values() ?? [])].flatMap((runs) => runs.filter((run) => run.connections === CPU_CONNECTIONS)),
    cached?.mix,
    uncached.mix,
  );
  return { mix, baseline, cached, uncached, cpu };
}

export type ServersFigures = Awaited<ReturnType<typeof measureServers>>;

type MeasureMix = (server: { base: string; pid: number }) => Promise<MixRuns>;
type ServerRuns = Awaited<ReturnType<typeof measureServer>>;

/**
 * Starts the real server, drives every endpoint at each level (its first URL only, or all its
 * variants in turn), stops it; answers runs by endpoint and the peak RSS.
 */
async function measureServer(
  env: Record<string, string>,
  levels: number[],
  urls: 'one' | 'all',
  measureMix: MeasureMix,
  { endpoints, duration, log }: { endpoints: Endpoint[]; duration: number; log: Log },
) {
  // The server as `npm start` runs it: compiled, with its Node flags (run.ts compiles it first).
  const server = spawnShippedServer(env);
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
    await stopServer(server);
  }
}
