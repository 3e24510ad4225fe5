import type { Endpoint } from './endpoints';
import { drive, type LoadResult, sendEach } from './load';
import { untilIdle } from './process-cpu';
import { round } from './stats';

/** The connections every CPU-per-request run uses, the hello-world's included. */
export const CPU_CONNECTIONS = 16;

/**
 * The uncached mix: every URL variant of every endpoint, interleaved (one of each endpoint in
 * turn), so a run goes through all of them, as the uncached runs do one endpoint at a time.
 */
export function uncachedMix(endpoints: Endpoint[]): string[] {
  const longest = Math.max(...endpoints.map((endpoint) => endpoint.paths.length));
  return Array.from({ length: longest }, (_, i) => endpoints.flatMap((endpoint) => endpoint.paths[i] ?? [])).flat();
}

/** Who reads the mix: a plain user with nothing unpublished, a moderator (sees more), or nobody. */
export interface MixReaders {
  signedIn: Record<string, string>;
  moderator?: Record<string, string>;
}

export type MixRuns = Partial<Record<'signedIn' | 'anonymous' | 'moderator', LoadResult>>;

/**
 * The mix on a running server at CPU_CONNECTIONS, each reader in turn, with the server's CPU time
 * per request: first the signed-in reader once through every URL when `warm` (a shared cache is
 * filled by whoever reads first; nothing is measured), then each reader for `seconds`.
 */
export async function mixRuns(
  server: { base: string; pid: number },
  { mix, seconds, readers, warm, log }: { mix: string[]; seconds: number; readers: MixReaders; warm: boolean; log: (line: string) => void },
): Promise<MixRuns> {
  const { base, pid } = server;
  if (!(await untilIdle(pid))) log('  (the server never went idle before the mix: its CPU figures include other work)');
  if (warm) await sendEach(base + mix[0], mix, CPU_CONNECTIONS, { headers: readers.signedIn });
  const runs: MixRuns = {};
  const who = { signedIn: readers.signedIn, anonymous: undefined, moderator: readers.moderator };
  for (const [name, headers] of Object.entries(who) as [keyof MixRuns, Record<string, string> | undefined][]) {
    if (name === 'moderator' && !headers) continue;
    const run = await drive(base + mix[0], CPU_CONNECTIONS, seconds, mix, { cpuOf: pid, ...(headers && { headers }) });
    runs[name] = run;
    log(
      `  mix, ${name.padEnd(9)} c=${CPU_CONNECTIONS} ${String(run.rps).padStart(8)} req/s  p50 ${run.p50} ms  p95 ${run.p95} ms  server CPU ${run.cpuMsPerRequest} ms/request`,
    );
  }
  return runs;
}

/** A CPU time per request and its ratio to the hello-world's. */
const over = (ms: number | undefined, hello: number) =>
  ms === undefined || !Number.isFinite(ms) ? null : { ms: round(ms, 4), ratio: round(ms / hello, 1) };

/**
 * Server CPU per request over a hello-world Fastify's (the constant JSON, same Node, same run,
 * same connections): the anonymous cached hits of one URL per endpoint, and the mix by each reader
 * on the server as shipped and without its read cache (what a signed-in reader cost before ADR 067).
 */
export function cpuRatios(helloWorld: LoadResult, cachedHits: LoadResult[], shipped: MixRuns | undefined, withoutCache: MixRuns) {
  const hello = helloWorld.cpuMsPerRequest ?? Number.NaN;
  const hits = cachedHits.flatMap((run) => over(run.cpuMsPerRequest, hello) ?? []);
  const ratios = hits.map((hit) => hit.ratio);
  return {
    helloWorldMsPerRequest: round(hello, 4),
    connections: CPU_CONNECTIONS,
    anonymousCachedHits: hits.length > 0 ? { min: Math.min(...ratios), max: Math.max(...ratios) } : null,
    signedInMix: over(shipped?.signedIn?.cpuMsPerRequest, hello),
    anonymousMix: over(shipped?.anonymous?.cpuMsPerRequest, hello),
    moderatorMix: over(shipped?.moderator?.cpuMsPerRequest, hello),
    signedInMixWithoutCache: over(withoutCache.signedIn?.cpuMsPerRequest, hello),
    anonymousMixWithoutCache: over(withoutCache.anonymous?.cpuMsPerRequest, hello),
  };
}
export type CpuRatios = ReturnType<typeof cpuRatios>;

/** The lines the bench prints for the ratios. */
export function printCpuRatios(log: (line: string) => void, r: CpuRatios, urls: number): void {
  const line = (label: string, figure: { ms: number; ratio: number } | null) =>
    figure && log(`    ${label.padEnd(44)} ${String(figure.ms).padStart(8)} ms ${String(figure.ratio).padStart(7)}×`);
  log(`\nServer CPU per request over a hello-world Fastify (constant JSON), same Node, this run, c=${r.connections}:`);
  line('hello-world', { ms: r.helloWorldMsPerRequest, ratio: 1 });
  if (r.anonymousCachedHits)
    log(`    ${'anonymous cached hits, one URL per endpoint'.padEnd(44)} ${r.anonymousCachedHits.min}–${r.anonymousCachedHits.max}×`);
  log(`  the uncached mix (${urls} URLs), the server as shipped:`);
  line('signed-in plain reader', r.signedInMix);
  line('anonymous', r.anonymousMix);
  line('moderator (as themselves: every signed-in', r.moderatorMix);
  if (r.moderatorMix) log('     reader before ADR 067)');
  log('  the same mix, READ_CACHE_MB=0:');
  line('signed-in plain reader', r.signedInMixWithoutCache);
  line('anonymous', r.anonymousMixWithoutCache);
  if (r.signedInMix) log(`  Signed-in uncached mix: ${r.signedInMix.ratio}× hello-world (target ≤ 10×).`);
}
