import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { scaled } from '@museum/test-kit';
import { describe, expect, it } from 'vitest';

const benchRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('npm run bench at a tiny scale', () => {
  it(
    'runs end to end and writes a report with every field',
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'museum-bench-smoke-'));
      const out = path.join(dir, 'report.json');
      try {
        // Load shedding off: on a busy machine the servers the bench starts would answer 503.
        const env: NodeJS.ProcessEnv = { ...process.env, MAX_EVENT_LOOP_DELAY_MS: '0' };
        delete env.DATABASE_URL;
        await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'src/run.ts', '--scale', '0.002', '--duration', '0.3', '--connections', '1,4', '--out', out],
          { cwd: benchRoot, env, timeout: scaled(240_000) },
        );
        const report = JSON.parse(await fs.readFile(out, 'utf8'));
        expect(report).toMatchObject({ driver: 'pglite', scale: { details: 400, products: 40, photos: 600 }, connections: [1, 4] });
        expect(report.baseline).toHaveLength(2);
        // Page 1 against a deep page and the year sorts, for every list.
        expect(report.pageDepth.length).toBeGreaterThan(10);
        for (const row of report.pageDepth) expect(row.deep.statements).toBeGreaterThanOrEqual(1);
        expect(report.server).toEqual({
          peakRssMb: expect.any(Number),
          peakRssMbCached: expect.any(Number),
          peakRssMbUncached: expect.any(Number),
        });
        expect(report.server.peakRssMb).toBeGreaterThan(0);
        // Server CPU per request over the hello-world's, measured in this run (ADR 067).
        const figure = { ms: expect.any(Number), ratio: expect.any(Number) };
        expect(report.cpuPerRequest).toEqual({
          helloWorldMsPerRequest: expect.any(Number),
          connections: 16,
          anonymousCachedHits: null,
          signedInMix: figure,
          anonymousMix: figure,
          moderatorMix: figure,
          signedInMixWithoutCache: figure,
          anonymousMixWithoutCache: figure,
        });
        expect(report.mix.urls).toBeGreaterThan(9);
        for (const run of [...Object.values(report.mix.shipped), ...Object.values(report.mix.withoutCache)] as {
          errors: number;
          non2xx: number;
        }[])
          expect([run.errors, run.non2xx]).toEqual([0, 0]);
        expect(report.endpoints.map((e: { name: string }) => e.name)).toEqual([
          'search/all word',
          'search/all serial prefix',
          'search/all filters',
          'details/page filtered',
          'photos/page',
          'products/{id}',
          'details/{id}',
          'new arrivals products',
          'new arrivals details',
        ]);
        for (const endpoint of report.endpoints) {
          expect(endpoint.directSql.statements).toBeGreaterThanOrEqual(1);
          // A catalogue list is at most two statements, its totals and its cards (ADR 068).
          expect(endpoint.statements).toEqual({ counted: expect.any(Number), kept: expect.any(Number) });
          if (!endpoint.name.includes('{id}')) expect(endpoint.statements.counted).toBeLessThanOrEqual(2);
          expect(endpoint.directSql.p50).toBeGreaterThan(0);
          expect(Number.isFinite(endpoint.ratioVsDirectSql)).toBe(true);
          expect(Number.isFinite(endpoint.ratioVsConstantJson)).toBe(true);
          expect(endpoint.runs.map((run: { connections: number }) => run.connections)).toEqual([1, 4]);
          expect(endpoint.uncachedRuns.map((run: { connections: number }) => run.connections)).toEqual([1, 16]);
          for (const run of [...endpoint.runs, ...endpoint.uncachedRuns]) {
            expect(run).toEqual({
              connections: expect.any(Number),
              requests: expect.any(Number),
              rps: expect.any(Number),
              p50: expect.any(Number),
              p95: expect.any(Number),
              p99: expect.any(Number),
              errors: 0,
              non2xx: 0,
              cpuMsPerRequest: expect.any(Number),
            });
            expect(run.requests).toBeGreaterThan(0);
          }
        }
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
    scaled(300_000),
  );
});
