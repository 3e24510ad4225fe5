/**
 * Messages between the server's thread and the thread that runs PGlite (ADR 024). Everything
 * here crosses `postMessage`, so it is plain data: no functions, no class instances.
 */

/** What the database thread needs to open PGlite. */
export interface PgliteThreadInit {
  /** The data folder; undefined keeps the database in memory. */
  dataDir: string | undefined;
  /** A tarball of another PGlite's data folder to start from (transferred, not copied). */
  loadDataDir?: ArrayBuffer;
  /** Postgres settings (`-c name=value` pairs) on top of PGlite's defaults. */
  settings: Record<string, string>;
  /**
   * The thread stays once its PGlite has closed, to open the next one sent to it (`ThreadOpen`):
   * the tests' databases, one per file (pglite-thread.ts). Otherwise it ends.
   */
  kept?: boolean;
}

/** Opens another PGlite on a kept thread whose last one has closed; answered by a `ThreadEvent`. */
export type ThreadOpen = { kind: 'open'; init: PgliteThreadInit };

/** Options of one statement, as Drizzle passes them to PGlite. */
export interface StatementOptions {
  rowMode?: 'array' | 'object';
  /** Type OIDs whose values stay text (Drizzle parses dates and intervals itself). */
  textTypes?: number[];
}

export type ThreadRequest =
  | { kind: 'query'; id: number; tx?: number; text: string; params: unknown[]; options: StatementOptions }
  | { kind: 'begin'; id: number }
  | { kind: 'end'; id: number; tx: number; commit: boolean }
  | { kind: 'listen'; id: number; channel: string }
  | { kind: 'unlisten'; id: number; channel: string }
  | { kind: 'dump'; id: number }
  | { kind: 'close'; id: number };

/** A PGlite error's fields (SQLSTATE `code`, `detail`, `constraint`…), so handlers can read them as before. */
export interface ThreadError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type ThreadReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ThreadError };

export type ThreadEvent = { kind: 'ready' } | { kind: 'failed'; error: ThreadError };

/** A NOTIFY on a channel the server's thread listens to (no request id: nobody asked for it). */
export type ThreadNotification = { kind: 'notification'; channel: string; payload: string };

/** Turns any thrown value into plain data that keeps its SQLSTATE and other fields. */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

/** An error thrown on the server's thread with the fields the database thread saw. */
export function fromThreadError(error: ThreadError): Error {
  const result = new Error(error.message);
  result.name = error.name;
  Object.assign(result, error.fields);
  return result;
}
