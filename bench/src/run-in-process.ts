import type { Database } from '@museum/server/db/client';
import { type createCapture, timeInTurns, timeStatements } from './direct-sql';
import type { Endpoint, Samples } from './endpoints';
import { buildUncachedApp, captureRequests, statementCounts } from './in-process-app';
import { depthTable, measureDepth, pagedLists } from './page-depth';
import { databaseSize } from './run-database';

/**
 * What the bench measures in process, on an app without its read cache: each endpoint's SQL run
 * straight on the database (ratio a) and in turns with its requests, the statements a request
 * sends, the cost of deep pages; and the database's size on disk.
 */
export async function measureInProcess(
  database: Database,
  dataDir: string,
  capture: ReturnType<typeof createCapture>,
  { endpoints, samples, quick, log }: { endpoints: Endpoint[]; samples: Samples; quick: boolean; log: (line: string) => void },
) {
  // Ratio (a): the same statements an endpoint issues, run straight on the database.
  log('Timing the SQL of each endpoint directly…');
  // No read cache here: every request must run its SQL to be captured.
  const app = await buildUncachedApp(database, dataDir);
  const direct = new Map<string, { statements: number; p50: number }>();
  const inTurns = new Map<string, Awaited<ReturnType<typeof timeInTurns>>>();
  for (const endpoint of endpoints) {
    // The statements of a few of the endpoint's URL variants, each timed in turn.
    const requests = await captureRequests(app, capture, endpoint);
    direct.set(endpoint.name, {
      statements: Math.max(...requests.map(({ statements }) => statements.length)),
      p50: await timeStatements(
        database,
        requests.map(({ statements }) => statements),
        quick ? 16 : 48,
      ),
    });
    inTurns.set(endpoint.name, await timeInTurns(database, requests, (url) => app.inject({ url }), quick ? 16 : 48));
  }
  // Statements per request (issue 34 point 4): counted, and again with the totals kept.
  const keeping = await buildUncachedApp(database, dataDir, { keepTotals: true });
  const statements = new Map<string, { counted: number; kept: number }>();
  log('Statements per request (counted / with the totals kept):');
  for (const endpoint of endpoints) {
    const counts = await statementCounts(app, keeping, capture, endpoint);
    statements.set(endpoint.name, counts);
    log(`  ${endpoint.name.padEnd(26)} ${counts.counted} / ${counts.kept}`);
  }
  await keeping.close();
  // Page 1 against page 300 and the year sorts (issue 34 point 6), in EXPLAIN ANALYZE.
  log('Page 1 against a deep page and the year sorts (EXPLAIN ANALYZE of each page’s statements):');
  const pageDepth = await measureDepth(database, app, capture, pagedLists(samples), quick ? 3 : 5);
  log(depthTable(pageDepth));
  const databaseSizeOnDisk = await databaseSize(database);
  await app.close();
  return { direct, inTurns, statements, pageDepth, databaseSizeOnDisk };
}

export type InProcessFigures = Awaited<ReturnType<typeof measureInProcess>>;
