import type { Database } from '@museum/server/db/client';
import type { FastifyInstance } from 'fastify';
import type { createCapture, Statement } from './direct-sql';
import type { Samples } from './endpoints';
import { percentile, round } from './stats';

/** A list of the catalogue and the sorts it is read in, as the bench compares its pages. */
interface PagedList {
  name: string;
  path: string;
  /** The list's filters (no `page`, `size` or `sort`). */
  params: Record<string, string>;
  sorts: string[];
}

/** How deep the bench reads a list: page 300 of 30 (the 9 000 rows of issue 34), or its last page before that. */
const DEEP_PAGE = 300;
const SIZE = 30;
const RESULT_WINDOW = 10_000;

/** The lists compared: filtered, plain, by text, the gallery, in id and year order. */
export function pagedLists(s: Samples): PagedList[] {
  const api = '/api/archive';
  const both = ['id,desc', 'year,asc', 'year,desc'];
  const word = s.words[12] ?? 'кожух';
  return [
    { name: 'details/page belongsTo=станок', path: `${api}/details/page`, params: { belongsTo: 'станок' }, sorts: both },
    { name: 'details/page type', path: `${api}/details/page`, params: { type: String(s.typeIds[0] ?? 1) }, sorts: both },
    { name: 'products/search belongsTo=максим', path: `${api}/products/search`, params: { belongsTo: 'максим' }, sorts: both },
    // A text search's default order is relevance (ts_rank over every match's row, page 1 as deep).
    { name: `search/all q=${word}`, path: `${api}/search/all`, params: { q: word }, sorts: [...both, 'relevance,desc'] },
    // search/all's page 300 of a common word is all products: the details' own list reaches them.
    { name: `details/page q=${word}`, path: `${api}/details/page`, params: { q: word }, sorts: [...both, 'relevance,desc'] },
    { name: 'details (plain list)', path: `${api}/details`, params: {}, sorts: both },
    { name: 'photos/page', path: `${api}/photos/page`, params: {}, sorts: [] },
    { name: 'photos/page belongsTo=станок', path: `${api}/photos/page`, params: { belongsTo: 'станок' }, sorts: [] },
  ];
}

/** What one page's statements cost in EXPLAIN ANALYZE: the sum over its statements. */
export interface PageCost {
  url: string;
  statements: number;
  /** Median over the repeats of the statements' planning and execution times summed, in ms. */
  executionMs: number;
  /** Shared buffers the statements touched (hit and read): the work, whatever the machine's load. */
  buffers: number;
}

interface ExplainedPlan {
  Plan: { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
  'Planning Time'?: number;
  'Execution Time'?: number;
}

/** EXPLAIN (ANALYZE, BUFFERS) of a page's statements, `repeats` times: planning and execution. */
async function costOf(database: Database, url: string, statements: Statement[], repeats: number): Promise<PageCost> {
  const times: number[] = [];
  let buffers = 0;
  for (let r = 0; r < repeats; r++) {
    let ms = 0;
    buffers = 0;
    for (const statement of statements) {
      // A planner's estimate (before ADR 068) only plans: its planning time, no execution.
      const planningOnly = /^\s*explain\s*\(format json\)/i.test(statement.text);
      const text = planningOnly
        ? statement.text.replace(/^\s*explain\s*\(format json\)/i, 'explain (format json, summary true)')
        : `explain (analyze, buffers, format json) ${statement.text}`;
      const [row] = (await database.rawQuery(text, statement.params)) as { 'QUERY PLAN': string | ExplainedPlan[] }[];
      const plan = row?.['QUERY PLAN'];
      const [explained] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as ExplainedPlan[];
      ms += (explained?.['Planning Time'] ?? 0) + (explained?.['Execution Time'] ?? 0);
      buffers += (explained?.Plan['Shared Hit Blocks'] ?? 0) + (explained?.Plan['Shared Read Blocks'] ?? 0);
    }
    times.push(ms);
  }
  return { url, statements: statements.length, executionMs: round(percentile(times, 50), 3), buffers };
}

/** One list in one sort: its first page, its deep page, and the list's first page in id order. */
export interface DepthResult {
  name: string;
  sort: string;
  deepPage: number;
  first: PageCost;
  /** The deep page read again: for a text search, with its order kept (ADR 068's point-6 follow-up). */
  deep: PageCost;
  /** A text search's first deep page, which collects the order its later deep pages read by id. */
  deepFirst?: PageCost;
  /** The list's first page in its default (id) order: what "page 1" costs. */
  baseline: PageCost;
}

/**
 * Page 1 against page 300 (or the list's last page before it) and the year sorts against the id
 * order, in EXPLAIN ANALYZE of the statements each page sends (issue 34 point 6): `app` must count
 * every time (no totals kept), so each page shows both its statements.
 */
export async function measureDepth(
  database: Database,
  app: FastifyInstance,
  capture: ReturnType<typeof createCapture>,
  lists: PagedList[],
  repeats: number,
): Promise<DepthResult[]> {
  /** The statements of one request of `url`, with their cost. */
  const requestCost = async (url: string) => {
    capture.start();
    const answer = await app.inject({ url });
    const statements = capture.stop();
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
    return costOf(database, url, statements, repeats);
  };
  /** A page's cost once read before: what a reader of it costs in the steady state. */
  const pageCost = async (url: string) => {
    const warm = await app.inject({ url });
    if (warm.statusCode !== 200) throw new Error(`${url}: ${warm.statusCode} ${warm.body.slice(0, 300)}`);
    return requestCost(url);
  };
  const results: DepthResult[] = [];
  for (const list of lists) {
    const at = (sort: string | undefined, page: number) =>
      `${list.path}?${new URLSearchParams({ ...list.params, size: String(SIZE), page: String(page), ...(sort ? { sort } : {}) })}`;
    const first = await app.inject({ url: at(list.sorts[0], 0) });
    const total = Math.min(RESULT_WINDOW, (JSON.parse(first.body) as { totalElements: number }).totalElements);
    const deepPage = Math.max(0, Math.min(DEEP_PAGE, Math.ceil(total / SIZE) - 1));
    const baseline = await pageCost(at(list.sorts[0], 0));
    for (const sort of list.sorts.length > 0 ? list.sorts : [undefined]) {
      const first = sort === list.sorts[0] || !sort ? baseline : await pageCost(at(sort, 0));
      // A text search's first deep page collects its order (kept for the catalogue version, even
      // without the read cache): measured before the page is read again.
      const deepFirst = list.params.q ? await requestCost(at(sort, deepPage)) : undefined;
      const deep = await pageCost(at(sort, deepPage));
      results.push({ name: list.name, sort: sort ?? 'id,desc', deepPage, first, deep, ...(deepFirst ? { deepFirst } : {}), baseline });
    }
  }
  return results;
}

/** The depth results as a markdown table: buffers are the machine-independent measure. */
export function depthTable(results: DepthResult[]): string {
  const cost = (c: PageCost) => `${c.executionMs} ms · ${c.buffers} buf · ${c.statements} st`;
  const ratio = (a: PageCost, b: PageCost) =>
    `${round(a.executionMs / Math.max(b.executionMs, 0.001))} / ${round(a.buffers / Math.max(b.buffers, 1))}`;
  const lines = [
    '| List | Sort | page=0 | Deep page= | Deep page cost | Deep / page=0 (ms / buffers) | First deep page cost (text: collects) | First deep / page=0 (ms / buffers) | page=0 / id order page=0 (ms / buffers) |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    const deepFirst = r.deepFirst ? [cost(r.deepFirst), ratio(r.deepFirst, r.first)] : ['—', '—'];
    lines.push(
      `| ${r.name} | ${r.sort} | ${cost(r.first)} | ${r.deepPage} | ${cost(r.deep)} | ${ratio(r.deep, r.first)} | ${deepFirst.join(' | ')} | ${ratio(r.first, r.baseline)} |`,
    );
  }
  return lines.join('\n');
}
