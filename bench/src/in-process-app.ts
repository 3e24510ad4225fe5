import path from 'node:path';
import { buildApp } from '@museum/server/app';
import { loadConfig } from '@museum/server/config';
import type { Database } from '@museum/server/db/client';
import { systemClock } from '@museum/server/lib/clock';
import { createLocalStorage } from '@museum/server/lib/local-storage';
import { createMailer } from '@museum/server/lib/mail';
import type { FastifyInstance } from 'fastify';
import type { createCapture, Statement } from './direct-sql';
import type { Endpoint } from './endpoints';
import { benchServerEnv } from './server-env';

/**
 * The app in this process on an open database, with the read cache off: every request runs its
 * SQL, so the bench can capture and time the statements of an endpoint. Its totals are counted
 * every time too, unless `keepTotals` (then as the server keeps them per catalogue version, ADR 068).
 */
export function buildUncachedApp(database: Database, dataDir: string, options: { keepTotals?: boolean } = {}) {
  // Load shedding off (as in testConfig): it answers one request at a time, and on a busy machine
  // the event loop's delay alone would turn the captured requests into 503s.
  const config = loadConfig(benchServerEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', READ_CACHE_MB: '0', MAX_EVENT_LOOP_DELAY_MS: '0' }));
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    log: { info() {}, error() {} },
  });
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  return buildApp({
    config: options.keepTotals ? { ...config, countCacheEntries: 10_000 } : config,
    database,
    storage,
    clock: systemClock,
    mailer,
    version: 'bench',
  });
}

/**
 * How many statements one request of an endpoint sends: counted (`app` keeps no totals) and
 * repeated once its totals are kept (`keeping` keeps them: the second of two requests).
 */
export async function statementCounts(
  app: FastifyInstance,
  keeping: FastifyInstance,
  capture: ReturnType<typeof createCapture>,
  endpoint: Endpoint,
): Promise<{ counted: number; kept: number }> {
  const url = endpoint.paths[0] as string;
  const count = async (target: FastifyInstance) => {
    capture.start();
    await target.inject({ url });
    return capture.stop().length;
  };
  // A first request each: the app's start (the photo derivation's first look) stays out of the count.
  await app.inject({ url });
  const counted = await count(app);
  await keeping.inject({ url });
  return { counted, kept: await count(keeping) };
}

/** How many of an endpoint's URL variants have their statements captured and timed. */
const SQL_VARIANTS = 8;

/** A few of an endpoint's URLs, each warmed, then run once with its statements captured: what it asks of the database. */
export async function captureRequests(app: FastifyInstance, capture: ReturnType<typeof createCapture>, endpoint: Endpoint) {
  const { name } = endpoint;
  const requests: { url: string; statements: Statement[] }[] = [];
  for (const url of endpoint.paths.slice(0, SQL_VARIANTS)) {
    const warm = await app.inject({ url });
    if (warm.statusCode !== 200) throw new Error(`${name}: ${url} ${warm.statusCode} ${warm.body.slice(0, 300)}`);
    capture.start();
    await app.inject({ url });
    requests.push({ url, statements: capture.stop() });
  }
  return requests;
}
