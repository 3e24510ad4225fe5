/**
 * PGlite on a thread of its own (ADR 024). PGlite runs Postgres compiled to WebAssembly, and a
 * statement runs synchronously inside whatever thread holds it: in the server's thread a slow
 * search would stop every other request. Here the server's thread keeps only a small client that
 * sends each statement to `pglite-worker.ts` and awaits its answer; it offers the part of
 * PGlite's interface Drizzle's PGlite driver uses (`query`, `transaction`), so Drizzle, its
 * migrator and every repository work as they did.
 */
import { Worker } from 'node:worker_threads';
import { entryFile } from '../lib/entry-file';
import {
  fromThreadError,
  type PgliteThreadInit,
  type StatementOptions,
  type ThreadEvent,
  type ThreadNotification,
  type ThreadReply,
  type ThreadRequest,
} from './pglite-protocol';

/** The result shape of PGlite's `query`, as Drizzle reads it. */
export interface ThreadResults {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** What Drizzle's PGlite session calls on its client. */
export interface ThreadQueries {
  query(
    text: string,
    params?: unknown[],
    options?: { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> },
  ): Promise<ThreadResults>;
}

export interface PgliteThread extends ThreadQueries {
  /** Runs `work` in one transaction on the database thread: nothing else runs there until it ends. */
  transaction<T>(work: (tx: ThreadQueries) => Promise<T>): Promise<T>;
  /**
   * Answers when the database does. With statements in flight the thread is working and a probe
   * would only queue behind them (a monitor would see a busy database as a dead one): its being
   * alive is the answer. Idle, a `select 1` runs through it.
   */
  ping(): Promise<void>;
  /**
   * PGlite's `listen`: `callback` hears every NOTIFY on `channel` (the catalogue version's, ADR
   * 023); resolves to a function that stops listening.
   */
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  /** A tarball of the data folder. */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

type RequestBody = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

/**
 * Drizzle asks PGlite to keep some types as text with parsers that return their input; only such
 * parsers can cross to the other thread, as the list of their type OIDs.
 */
function statementOptions(options: Parameters<ThreadQueries['query']>[2]): StatementOptions {
  const textTypes = Object.entries(options?.parsers ?? {}).map(([oid, parser]) => {
    if (parser('1') !== '1') throw new Error(`Only text-keeping parsers reach the database thread (type ${oid})`);
    return Number(oid);
  });
  return { rowMode: options?.rowMode, textTypes };
}

/** Starts the database thread and resolves once PGlite has opened its data folder. */
export async function startPgliteThread(init: PgliteThreadInit): Promise<PgliteThread> {
  const { url, tsxArgs } = entryFile(import.meta.url, 'pglite-worker');
  const worker = new Worker(url, {
    workerData: init,
    transferList: init.loadDataDir ? [init.loadDataDir] : [],
    ...(tsxArgs.length > 0 ? { execArgv: tsxArgs } : {}),
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  // The thread ends by itself: once PGlite has closed (its port closed with it), or after a failed
  // start. It is not terminated from here: ending a thread that runs WebAssembly has aborted the
  // whole process in Node (nodejs/node#33377; ADR 093).
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));

  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const onStart = (event: ThreadEvent) => {
      worker.off('error', onError);
      if (event.kind === 'ready') return resolve();
      reject(fromThreadError(event.error));
    };
    const onError = (error: Error) => {
      worker.off('message', onStart);
      reject(error);
    };
    worker.once('message', onStart);
    worker.once('error', onError);
  });

  const listeners = new Map<string, Set<(payload: string) => void>>();
  worker.on('message', (reply: ThreadReply | ThreadNotification) => {
    if ('kind' in reply) {
      for (const callback of listeners.get(reply.channel) ?? []) callback(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(fromThreadError(reply.error));
  });
  worker.on('error', (error) => stop(new Error(`PGlite is closed: its thread failed (${error.message})`)));
  worker.on('exit', (code) => stop(new Error(`PGlite is closed${code === 0 ? '' : `: its thread stopped with code ${code}`}`)));
  // An idle database thread does not keep the process alive; one with work in flight does.
  worker.unref();

  const call = <T>(body: RequestBody, transfer: ArrayBuffer[] = []): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...body, id } as ThreadRequest, transfer);
    });
  };

  const queryIn =
    (tx: number | undefined): ThreadQueries['query'] =>
    (text, params = [], options) =>
      call<ThreadResults>({ kind: 'query', tx, text, params, options: statementOptions(options) });

  return {
    query: queryIn(undefined),
    async transaction(work) {
      const tx = await call<number>({ kind: 'begin' });
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work({ query: queryIn(tx) });
      } catch (error) {
        await call({ kind: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ kind: 'end', tx, commit: true });
      return result;
    },
    async ping() {
      if (stopped) throw stopped;
      if (pending.size === 0) await call({ kind: 'query', text: 'select 1', params: [], options: {} });
    },
    async listen(channel, callback) {
      const callbacks = listeners.get(channel) ?? new Set();
      if (callbacks.size === 0) await call({ kind: 'listen', channel });
      callbacks.add(callback);
      listeners.set(channel, callbacks);
      return async () => {
        callbacks.delete(callback);
        if (callbacks.size === 0 && !stopped) await call({ kind: 'unlisten', channel });
      };
    },
    async dumpDataDir() {
      return new Blob([await call<ArrayBuffer>({ kind: 'dump' })]);
    },
    async close() {
      if (stopped) return;
      await call({ kind: 'close' });
      stop(new Error('PGlite is closed'));
      // Kept alive until the thread has ended, so that no exit of this process cuts it short.
      worker.ref();
      await ended;
    },
  };
}
