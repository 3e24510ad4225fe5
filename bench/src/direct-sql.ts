import type { Logger } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
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
