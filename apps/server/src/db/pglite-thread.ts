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
  type ThreadOpen,
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
  /** The thread that runs it (a kept thread runs one database after another). */
  readonly threadId: number;
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

/**
 * Threads whose PGlite has closed, kept for the next database (`kept`: the tests' database of each
 * file, test-database.ts; a new thread cost about 1 s of CPU more than a new PGlite in a kept one,
 * ADR 077). Idle, a kept thread does not keep the process alive; a test worker ends by a signal
 * (vitest stops its forks with SIGTERM), which ends it with them.
 */
const keptThreads: Worker[] = [];

/** Starts the database thread (or takes a kept one) and resolves once PGlite has opened its data folder. */
export async function startPgliteThread(init: PgliteThreadInit): Promise<PgliteThread> {
  const transferList = init.loadDataDir ? [init.loadDataDir] : [];
  let worker = keptThreads.pop();
  if (worker) {
    worker.postMessage({ kind: 'open', init } satisfies ThreadOpen, transferList);
  } else {
    const { url, tsxArgs } = entryFile(import.meta.url, 'pglite-worker');
    worker = new Worker(url, { workerData: init, transferList, ...(tsxArgs.length > 0 ? { execArgv: tsxArgs } : {}) });
  }
  const thread = worker;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let stopped: Error | undefined;
  // The thread ends by itself: once PGlite has closed (its port closed with it), or after a failed
  // start. It is not terminated from here: ending a thread that runs WebAssembly has aborted the
  // whole process in Node (nodejs/node#33377; ADR 093).
  let exited = false;
  let onEnded = () => {};
  const ended = new Promise<void>((resolve) => {
    onEnded = () => {
      exited = true;
      resolve();
    };
  });
  thread.once('exit', onEnded);

  const stop = (reason: Error) => {
    stopped ??= reason;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    const onStart = (event: ThreadEvent) => {
      thread.off('error', onError);
      if (event.kind === 'ready') return resolve();
      reject(fromThreadError(event.error));
    };
    const onError = (error: Error) => {
      thread.off('message', onStart);
      reject(error);
    };
    thread.once('message', onStart);
    thread.once('error', onError);
  });

  const listeners = new Map<string, Set<(payload: string) => void>>();
  const onMessage = (reply: ThreadReply | ThreadNotification) => {
    if ('kind' in reply) {
      for (const callback of listeners.get(reply.channel) ?? []) callback(reply.payload);
      return;
    }
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) thread.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(fromThreadError(reply.error));
  };
  const onError = (error: Error) => stop(new Error(`PGlite is closed: its thread failed (${error.message})`));
  const onExit = (code: number) => stop(new Error(`PGlite is closed${code === 0 ? '' : `: its thread stopped with code ${code}`}`));
  thread.on('message', onMessage);
  thread.on('error', onError);
  thread.on('exit', onExit);
  // An idle database thread does not keep the process alive; one with work in flight does.
  thread.unref();

  const call = <T>(body: RequestBody, transfer: ArrayBuffer[] = []): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) thread.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.postMessage({ ...body, id } as ThreadRequest, transfer);
    });
  };

  const queryIn =
    (tx: number | undefined): ThreadQueries['query'] =>
    (text, params = [], options) =>
      call<ThreadResults>({ kind: 'query', tx, text, params, options: statementOptions(options) });

  return {
    threadId: thread.threadId,
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
      if (init.kept && !exited) {
        thread.off('message', onMessage).off('error', onError).off('exit', onExit).off('exit', onEnded);
        thread.unref();
        keptThreads.push(thread);
        return;
      }
      // Kept alive until the thread has ended, so that no exit of this process cuts it short.
      thread.ref();
      await ended;
    },
  };
}
