import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printCpuRatios } from './cpu-per-request';
import type { Endpoint } from './endpoints';
import type { Scale } from './generate';
import type { LoadResult } from './load';
import type { InProcessFigures } from './run-in-process';
import type { RunOptions } from './run-options';
import type { ServersFigures } from './run-servers';
import { round, searchRatioLines, searchRatios } from './stats';

const resultsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../results');

/** What the run was and the figures of its in-process and server parts, to report. */
export interface RunFigures {
  options: RunOptions;
  driver: 'postgres' | 'pglite';
  scale: Scale;
  loadavgAtStart: number[];
  generationSeconds: number | null;
  endpoints: Endpoint[];
  inProcess: InProcessFigures;
  servers: ServersFigures;
}

/**
 * Writes the run's JSON report (to `--out`, or a dated file in bench/results) and prints its
 * summary: each endpoint's ratios, the searches' against products/{id}, the CPU per request.
 */
export async function writeReport(
  { options, driver, scale, loadavgAtStart, generationSeconds, endpoints, inProcess, servers }: RunFigures,
  log: (line: string) => void,
) {
  const { quick, duration, connectionLevels, factor } = options;
  const { direct, inTurns, statements, pageDepth, databaseSizeOnDisk } = inProcess;
  const { mix, baseline, cached, uncached, cpu } = servers;
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
  const outFile = options.out ?? path.join(resultsDir, `${report.at.replaceAll(':', '-').slice(0, 19)}-${driver}-${factor}.json`);
  await fs.mkdir(path.dirname(outFile), { recursive: true });
  await fs.writeFile(outFile, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nServer peak RSS ${report.server.peakRssMb} MB. Report: ${path.relative(process.cwd(), outFile)}`);
  for (const r of results) log(`  ${r.name.padEnd(26)} ratio vs SQL ${r.ratioVsDirectSql}  vs constant JSON ${r.ratioVsConstantJson}`);
  for (const line of searchRatioLines(uncachedSearchRatios)) log(line);
  printCpuRatios(log, cpu, mix.length);
  log(
    `Load average at the start ${loadavgAtStart.join(' ')}, at the end ${report.machine.loadavgAtEnd.join(' ')} (${os.cpus().length} cores).`,
  );
}
