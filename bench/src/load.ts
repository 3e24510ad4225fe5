import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { cpuMs } from './process-cpu';
import { percentile, round } from './stats';

export interface LoadResult {
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server's CPU time per answered request, in ms (user + system, all its threads), when asked for. */
  cpuMsPerRequest?: number;
}

/** What a run sends besides its URLs, and whose CPU it counts. */
export interface DriveOptions {
  headers?: Record<string, string>;
  /** The server's process id: its CPU time over the run, per answered request, goes in the result. */
  cpuOf?: number;
}

/**
 * Drives a URL (or, with `paths`, the URLs of that origin in turn) for a while at a number of
 * connections, timing every response itself (autocannon has no p95).
 */
export async function drive(
  url: string,
  connections: number,
  durationSeconds: number,
  paths: string[] = [],
  options: DriveOptions = {},
): Promise<LoadResult> {
  const first = await measure(url, paths, connections, { duration: durationSeconds }, options);
  // A run too short for even one answer is measured again by count, so every figure is real.
  return first.requests > 0 ? first : measure(url, paths, connections, { amount: Math.max(connections, 5) }, options);
}

/** Sends each of `paths` once, `connections` at a time (filling a cache before a measured run). */
export async function sendEach(url: string, paths: string[], connections: number, options: DriveOptions = {}): Promise<LoadResult> {
  return measure(url, paths, Math.min(connections, paths.length), { amount: paths.length }, options);
}

async function measure(
  url: string,
  paths: string[],
  connections: number,
  span: { duration: number } | { amount: number },
  { headers, cpuOf }: DriveOptions = {},
): Promise<LoadResult> {
  const times: number[] = [];
  const cpuBefore = cpuOf === undefined ? Number.NaN : cpuMs(cpuOf);
  const started = performance.now();
  let next = 0;
  // Every request takes the next path, whichever connection sends it.
  const requests =
    paths.length > 0
      ? [
          {
            setupRequest: (request: autocannon.Request) => {
              request.path = paths[next++ % paths.length] as string;
              return request;
            },
          },
        ]
      : undefined;
  // autocannon ends a timed run at its next sample, one a second by default: a run shorter than a
  // second samples as often as it lasts, or it would last the second anyway.
  const sampling = 'duration' in span && span.duration < 1 ? { sampleInt: span.duration * 1000 } : {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, pipelining: 1, ...span, ...sampling, ...(requests ? { requests } : {}), ...(headers ? { headers } : {}) },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
    });
  });
  return {
    connections,
    requests: result.requests.total,
    rps: round(result.requests.total / ((performance.now() - started) / 1000), 1),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(cpuOf !== undefined && { cpuMsPerRequest: round((cpuMs(cpuOf) - cpuBefore) / Math.max(1, result.requests.total), 4) }),
  };
}

/** Resident memory of a process, in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return round(kb / 1024, 1);
  } catch {
    return 0;
  }
}

/** Samples a process' resident memory until stopped; answers the highest seen. */
export function watchMemory(pid: number, everyMs = 200): () => number {
  let peak = residentMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, residentMb(pid));
  };
}
