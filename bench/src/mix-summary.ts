import { percentile, round } from './stats';

/** One answered request: its endpoint group, who asked, how the read cache answered it, how long it took. */
export interface Sample {
  group: string;
  signedIn: boolean;
  write: boolean;
  status: number;
  cache: string;
  ms: number;
}

export interface Summary {
  /** Every request sent, whatever its answer. */
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  statuses: Record<string, number>;
}

/** Latencies of the answered requests (2xx-4xx); shed (503) and failed ones are counted, not timed. */
export function summarise(samples: Sample[]): Summary {
  const ms = samples
    .filter((s) => s.status > 0 && s.status < 500)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  return {
    requests: samples.length,
    p50: round(percentile(ms, 50)),
    p95: round(percentile(ms, 95)),
    p99: round(percentile(ms, 99)),
    errors: samples.filter((s) => s.status === 0 || s.status >= 500).length,
    statuses,
  };
}

/** How the read cache answered the anonymous reads it may answer (x-cache: hit, stale, shared, miss). */
export function cacheCounts(samples: Sample[]) {
  const counts: Record<string, number> = { hit: 0, stale: 0, shared: 0, miss: 0 };
  for (const s of samples) if (!s.write && !s.signedIn && s.cache in counts) counts[s.cache] = (counts[s.cache] ?? 0) + 1;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const served = (counts.hit ?? 0) + (counts.stale ?? 0) + (counts.shared ?? 0);
  return { ...counts, hitRate: total ? round(served / total, 3) : 0 };
}

export const byGroup = (samples: Sample[]) => {
  const groups = [...new Set(samples.map((s) => s.group))].sort();
  return Object.fromEntries(groups.map((g) => [g, summarise(samples.filter((s) => s.group === g))]));
};

export function printTable(log: (line: string) => void, title: string, groups: Record<string, Summary>) {
  log(`\n${title}`);
  log('| group | requests | p50 ms | p95 ms | p99 ms | 5xx/failed |');
  log('|---|---|---|---|---|---|');
  for (const [g, s] of Object.entries(groups)) log(`| ${g} | ${s.requests} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.errors} |`);
}
