import type { Database } from '@museum/server/db/client';
import type { Logger } from 'drizzle-orm';
import { percentile, round } from './stats';

export interface Statement {
  text: string;
  params: unknown[];
}

/** A drizzle logger that records statements while capturing is on. */
export function createCapture(): Logger & { start(): void; stop(): Statement[] } {
  let recording: Statement[] | null = null;
  return {
    logQuery(text, params) {
      recording?.push({ text, params });
    },
    start() {
      recording = [];
    },
    stop() {
      const captured = recording ?? [];
      recording = null;
      return captured;
    },
  };
}

/**
 * The p50, in ms, of running an endpoint's statements one after another straight on the driver;
 * with several requests' statements (one list per URL variant), the lists take turns.
 */
export async function timeStatements(database: Database, requests: Statement[][], iterations: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const statements = requests[i % requests.length] ?? [];
    const started = performance.now();
    for (const statement of statements) await database.rawQuery(statement.text, statement.params);
    samples.push(performance.now() - started);
  }
  return round(percentile(samples, 50), 3);
}

/**
 * The app's p50 (a request through `inject`, no socket) and its own statements' p50 straight on
 * the driver, taken in turns so that both see the same load: on a busy machine the ratio of two
 * runs minutes apart says more about the neighbours than about the app.
 */
export async function timeInTurns(
  database: Database,
  requests: { url: string; statements: Statement[] }[],
  inject: (url: string) => Promise<unknown>,
  iterations: number,
): Promise<{ appP50: number; sqlP50: number; ratio: number }> {
  const app: number[] = [];
  const direct: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const request = requests[i % requests.length];
    if (!request) break;
    let started = performance.now();
    await inject(request.url);
    app.push(performance.now() - started);
    started = performance.now();
    for (const statement of request.statements) await database.rawQuery(statement.text, statement.params);
    direct.push(performance.now() - started);
  }
  const appP50 = percentile(app, 50);
  const sqlP50 = percentile(direct, 50);
  return { appP50: round(appP50, 3), sqlP50: round(sqlP50, 3), ratio: round(appP50 / Math.max(sqlP50, 0.001)) };
}
