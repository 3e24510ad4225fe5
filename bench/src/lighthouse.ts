// npm run lighthouse -w @museum/bench -- [--runs 3] [--long-task-runs 5] [--part both|lighthouse|long-tasks]
// Issue 34 points 2 and 8, on the shipped build (`npm run build`, the server as `npm start` runs it)
// with the demo catalogue, in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium):
// - Lighthouse's performance category, its default mobile form factor and simulated throttling,
//   N runs per page, the median of each column;
// - long-task time of a photo page against a product page: a 390 px phone with the CPU slowed 4×
//   (CDP), the `longtask` entries from navigation to network idle + 2 s, alternating runs.
// Downloads nothing: both use the Chromium installed on the machine. See README.md, "Lighthouse
// and long tasks".
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, repoRoot, waitForHttp } from '@museum/test-kit';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { compileServer, spawnShippedServer, stopServer } from './shipped-server';
import { median } from './stats';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'long-task-runs': { type: 'string', default: '5' },
    part: { type: 'string', default: 'both' },
  },
});
const runs = Number(values.runs);
const longTaskRuns = Number(values['long-task-runs']);
const part = values.part;
if (!(runs > 0) || !(longTaskRuns > 0) || !['both', 'lighthouse', 'long-tasks'].includes(part)) {
  console.error('Usage: npm run lighthouse -w @museum/bench -- [--runs N] [--long-task-runs N] [--part both|lighthouse|long-tasks]');
  process.exit(2);
}
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

execFileSync(process.execPath, [path.join(repoRoot, 'scripts/ensure-web-build.mjs')], { cwd: repoRoot, stdio: 'inherit' });
compileServer();
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'museum-bench-lighthouse-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawnShippedServer({
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: baseUrl,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEMO_DATA: '1',
});
const report: Record<string, unknown> = {};
try {
  await waitForHttp(`${baseUrl}/api/health`, server, 600_000);
  const product = (await api<{ content: { id: number }[] }>('/api/archive/search/all?searchType=products&size=1')).content[0];
  if (!product) throw new Error('the demo catalogue has no product');
  const photoId = await derivedPhotoId();
  const pages = [
    { name: 'home', path: '/' },
    { name: 'search', path: `/search?q=${encodeURIComponent('пулемёт')}` },
    { name: 'product', path: `/products/${product.id}` },
    { name: 'gallery', path: '/gallery' },
    { name: 'photo', path: `/photos/${photoId}` },
  ];
  // One unmeasured visit per page: the server's read cache and the OS's file cache are warm for every run alike.
  for (const page of pages) await (await fetch(baseUrl + page.path)).arrayBuffer();

  if (part !== 'long-tasks') report.lighthouse = await measureLighthouse(pages);
  if (part !== 'lighthouse')
    report.longTasks = await measureLongTasks([
      { name: 'photo', path: `/photos/${photoId}` },
      { name: 'product', path: `/products/${product.id}` },
    ]);
  const resultsDir = path.join(repoRoot, 'bench/results');
  await mkdir(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-lighthouse.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  console.log(`\nWritten to ${path.relative(repoRoot, file)} (with the median run's full Lighthouse report per page)`);
} finally {
  await stopServer(server);
  await rm(dataDir, { recursive: true, force: true });
}

type Page = { name: string; path: string };

async function measureLighthouse(pages: Page[]) {
  const startLoad = loadAverage();
  console.log(`\nLighthouse ${runs} run(s) per page, mobile, simulated throttling; load average at start: ${startLoad}`);
  const rows: { page: Page; runs: Result[]; median: Result }[] = [];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    for (const page of pages) {
      const results: Result[] = [];
      // A run Lighthouse could not record (NO_NAVSTART and the like, on a busy machine) is made again, up to twice per page.
      for (let failed = 0; results.length < runs; ) {
        const result = await lighthouse(baseUrl + page.path, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
        const error = result ? result.lhr.runtimeError?.message : 'no result';
        if (!error) results.push((result as NonNullable<typeof result>).lhr);
        else if (++failed > 2) throw new Error(`${page.path}: ${error}`);
        else console.log(`  ${page.path}: ${error}; running it again`);
      }
      rows.push({ page, runs: results, median: computeMedianRun(results) });
    }
  } finally {
    await chrome.kill();
  }
  const endLoad = loadAverage();
  const metric = (lhrs: Result[], audit: string) => median(lhrs.map((lhr) => lhr.audits[audit]?.numericValue ?? Number.NaN));
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log('\n| Page | Performance | FCP | LCP | TBT | CLS | Speed Index |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const score = median(row.runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)));
    console.log(
      `| ${row.page.name} \`${row.page.path}\` | ${score} | ${seconds(metric(row.runs, 'first-contentful-paint'))} | ${seconds(metric(row.runs, 'largest-contentful-paint'))} | ${Math.round(metric(row.runs, 'total-blocking-time'))} ms | ${metric(row.runs, 'cumulative-layout-shift').toFixed(3)} | ${seconds(metric(row.runs, 'speed-index'))} |`,
    );
  }
  const benchmarkIndex = median(rows.flatMap((row) => row.runs.map((lhr) => lhr.environment.benchmarkIndex)));
  console.log(
    `\nLoad average at start: ${startLoad}; at end: ${endLoad}; Lighthouse's benchmarkIndex (median): ${Math.round(benchmarkIndex)}`,
  );
  for (const row of rows) printDiagnostics(row.page, row.median);
  return {
    runs,
    loadAverage: { start: startLoad, end: endLoad },
    benchmarkIndex,
    pages: rows.map((row) => ({ ...row.page, median: row.median })),
  };
}

/** What Lighthouse says holds the page back, from its median run: the audits to read when a score is low. */
function printDiagnostics(page: Page, lhr: Result): void {
  type Item = Record<string, unknown>;
  const details = (id: string) => (lhr.audits[id]?.details ?? {}) as { items?: Item[] | Record<string, Item> };
  const list = (id: string) => (Array.isArray(details(id).items) ? (details(id).items as Item[]) : []);
  console.log(`\n${page.name} (${page.path}), median run, score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}:`);
  // The LCP element and its subparts (time to first byte, load delay, load time, render delay).
  const lcp = list('lcp-breakdown-insight');
  const subparts = (lcp[0]?.items as { label?: string; duration?: number }[] | undefined) ?? [];
  const node = lcp[1] as { selector?: string; nodeLabel?: string } | undefined;
  if (node) console.log(`  LCP element: ${node.selector} «${String(node.nodeLabel).slice(0, 60)}»`);
  if (subparts.length) console.log(`  LCP subparts: ${subparts.map((p) => `${p.label} ${Math.round(p.duration ?? 0)} ms`).join(', ')}`);
  const checks = list('lcp-discovery-insight')[0]?.items as Record<string, { label: string; value: boolean }> | undefined;
  for (const check of Object.values(checks ?? {})) if (!check.value) console.log(`  LCP discovery: not «${check.label}»`);
  const audits = [
    'render-blocking-insight',
    'unused-javascript',
    'bootup-time',
    'mainthread-work-breakdown',
    'image-delivery-insight',
    'server-response-time',
  ];
  for (const id of audits) {
    const found = lhr.audits[id];
    if (!found || found.scoreDisplayMode === 'notApplicable' || found.score === 1 || found.score === null) continue;
    const rows = list(id)
      .slice(0, 4)
      .map((item) => {
        const what = typeof item.url === 'string' ? item.url.replace(baseUrl, '') : String(item.groupLabel ?? '');
        const numbers = ['wastedBytes', 'totalBytes', 'wastedMs', 'duration', 'total', 'scripting', 'responseTime']
          .filter((key) => typeof item[key] === 'number')
          .map((key) => `${key} ${Math.round(item[key] as number)}`);
        return `${what} (${numbers.join(', ')})`;
      });
    console.log(`  ${id}: ${found.displayValue ?? ''}${rows.length ? `\n    ${rows.join('\n    ')}` : ''}`);
  }
}

async function measureLongTasks(pages: Page[]) {
  const startLoad = loadAverage();
  console.log(
    `\nLong tasks: 390 px phone, CPU 4× slower (CDP), navigation to network idle + 2 s, ${longTaskRuns} alternating run(s) per page; load average at start: ${startLoad}`,
  );
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const found = new Map<string, { longTaskMs: number; blockingMs: number; count: number }[]>(pages.map((page) => [page.name, []]));
  try {
    for (let run = 0; run < longTaskRuns; run += 1) {
      for (const page of run % 2 === 0 ? pages : [...pages].reverse()) {
        found.get(page.name)?.push(await longTasksOf(browser, page.path));
      }
    }
  } finally {
    await browser.close();
  }
  const endLoad = loadAverage();
  console.log('\n| Page | Long-task time (median) | Blocking time over 50 ms (median) | Long tasks (median) | Every run (long-task ms) |');
  console.log('|---|---|---|---|---|');
  const medians = new Map<string, number>();
  for (const page of pages) {
    const samples = found.get(page.name) ?? [];
    const longTaskMs = median(samples.map((s) => s.longTaskMs));
    medians.set(page.name, longTaskMs);
    console.log(
      `| ${page.name} \`${page.path}\` | ${Math.round(longTaskMs)} ms | ${Math.round(median(samples.map((s) => s.blockingMs)))} ms | ${median(samples.map((s) => s.count))} | ${samples.map((s) => Math.round(s.longTaskMs)).join(', ')} |`,
    );
  }
  const ratio = (medians.get('photo') ?? Number.NaN) / (medians.get('product') ?? Number.NaN);
  console.log(`\nPhoto page / product page long-task time: ${ratio.toFixed(2)} (target ≤ 1.5)`);
  console.log(`Load average at start: ${startLoad}; at end: ${endLoad}`);
  return { runs: longTaskRuns, loadAverage: { start: startLoad, end: endLoad }, ratio, samples: Object.fromEntries(found) };
}

/** One first visit (a fresh context, nothing cached) on a slowed phone: the long tasks until network idle + 2 s. */
async function longTasksOf(browser: import('playwright-core').Browser, pagePath: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    await context.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(baseUrl + pagePath, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(2_000);
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.slice());
    return {
      longTaskMs: tasks.reduce((sum, d) => sum + d, 0),
      blockingMs: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      count: tasks.length,
    };
  } finally {
    await context.close();
  }
}

async function api<T>(url: string): Promise<T> {
  const response = await fetch(baseUrl + url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** A demo photo with its sizes and tiles derived (the first start derives them in its own process). */
async function derivedPhotoId(): Promise<number> {
  const id = (await api<{ content: { id: number }[] }>('/api/archive/photos/page?size=1')).content[0]?.id;
  if (id === undefined) throw new Error('the demo catalogue has no photo');
  const deadline = Date.now() + 600_000;
  while (!(await api<{ image: { tiles: string | null } }>(`/api/archive/photos/${id}`)).image.tiles) {
    if (Date.now() > deadline) throw new Error(`photo ${id} was not derived in time`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return id;
}
