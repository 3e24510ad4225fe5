// The web client's budgets, checked after every build (npm test runs this):
// - the JavaScript the home page loads first is at most 170 KB gzipped;
// - every page is its own lazily loaded chunk, never part of the entry;
// - heavy libraries only one page needs (the deep-zoom viewer) load with that page, never first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 170 * 1024;
/** Modules that must stay out of the entry's and the home page's first load. */
export const LAZY_ONLY = [/node_modules\/openseadragon\//];

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, Chunk>;

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The lazy-only modules among a first load's chunks. */
export function lazyOnlyLoadedFirst(manifest: Manifest, firstLoad: Set<string>): string[] {
  return [...firstLoad].filter((key) => LAZY_ONLY.some((pattern) => pattern.test(key) || pattern.test(manifest[key]?.src ?? '')));
}

export interface BudgetReport {
  homeJsGzipBytes: number;
  eagerPages: string[];
  problems: string[];
}

export function checkBudget(distDir: string): BudgetReport {
  const manifest: Manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) return { homeJsGzipBytes: 0, eagerPages: [], problems: ['no entry chunk in the manifest'] };
  const home = Object.keys(manifest).find((key) => /features\/home\/pages\/home-page\.tsx$/.test(key));

  const initial = staticClosure(manifest, entry);
  const homeFirstLoad = home ? staticClosure(manifest, home, new Set(initial)) : initial;
  const homeJsGzipBytes = [...homeFirstLoad]
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith('.js')))
    .reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);

  const pages = Object.keys(manifest).filter((key) => /\/pages\/[^/]+\.tsx$/.test(key));
  const eagerPages = pages.filter((key) => initial.has(key) || !manifest[key]?.isDynamicEntry);

  const problems: string[] = [];
  if (!home) problems.push('the home page chunk was not found');
  if (homeJsGzipBytes > HOME_JS_BUDGET_BYTES)
    problems.push(`home page JavaScript is ${(homeJsGzipBytes / 1024).toFixed(1)} KB gzipped, over 170 KB`);
  for (const page of eagerPages) problems.push(`${page} is not lazily loaded`);
  for (const key of lazyOnlyLoadedFirst(manifest, homeFirstLoad)) problems.push(`${key} is loaded with the home page`);
  return { homeJsGzipBytes, eagerPages, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
  const report = checkBudget(dist);
  console.log(`Home page JavaScript: ${(report.homeJsGzipBytes / 1024).toFixed(1)} KB gzipped (budget 170 KB).`);
  if (report.problems.length) {
    for (const problem of report.problems) console.error(`Budget: ${problem}`);
    process.exit(1);
  }
  console.log('Every page is lazily loaded.');
}
