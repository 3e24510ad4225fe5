/**
 * The database thread (ADR 024): runs PGlite, whose WebAssembly Postgres executes a statement
 * synchronously, away from the thread that serves HTTP. It answers the requests of
 * `pglite-thread.ts` one message each. PGlite's own locks keep a transaction exclusive: a
 * statement from outside an open transaction waits until it commits or rolls back.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import {
  type PgliteThreadInit,
  type StatementOptions,
  type ThreadEvent,
  type ThreadNotification,
  type ThreadOpen,
  type ThreadReply,
  type ThreadRequest,
  toThreadError,
} from './pglite-protocol';

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  settled: Promise<void>;
}

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-thread.ts)');
const messages = parentPort;

const keepText = (value: string) => value;

function queryOptions(options: StatementOptions) {
  const parsers = Object.fromEntries((options.textTypes ?? []).map((oid) => [oid, keepText]));
  return { rowMode: options.rowMode, parsers };
}

async function open(init: PgliteThreadInit): Promise<PGlite> {
  const settings = Object.entries(init.settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return PGlite.create(init.dataDir, {
    extensions: { unaccent, pg_trgm },
    loadDataDir: init.loadDataDir ? new Blob([init.loadDataDir]) : undefined,
    startParams: [...PGlite.defaultStartParams, ...settings],
  });
}

/** Answers the requests for one PGlite until it closes; then the thread ends, or waits for the next (`kept`). */
function serve(pg: PGlite, kept: boolean) {
  const transactions = new Map<number, OpenTransaction>();
  const listening = new Map<string, () => Promise<void>>();
  let nextTransaction = 1;
  const reply = (message: ThreadReply, transfer: ArrayBuffer[] = []) => messages.postMessage(message, transfer);
  const fail = (id: number, error: unknown) => reply({ id, ok: false, error: toThreadError(error) });

  /** Opens a transaction and answers its number once BEGIN ran; it stays open until `end`. */
  const begin = (id: number) => {
    const number = nextTransaction++;
    let began = false;
    let finish: (commit: boolean) => void = () => {};
    const decided = new Promise<boolean>((resolve) => {
      finish = resolve;
    });
    const settled = pg.transaction(async (tx) => {
      began = true;
      transactions.set(number, { tx, finish, settled });
      reply({ id, ok: true, value: number });
      if (!(await decided)) await tx.rollback();
    });
    settled.catch((error: unknown) => {
      if (!began) fail(id, error);
    });
  };

  const end = async (id: number, number: number, commit: boolean) => {
    const open = transactions.get(number);
    if (!open) return fail(id, new Error(`Transaction ${number} is not open`));
    transactions.delete(number);
    open.finish(commit);
    try {
      await open.settled;
      reply({ id, ok: true, value: null });
    } catch (error) {
      fail(id, error);
    }
  };

  const query = async (request: Extract<ThreadRequest, { kind: 'query' }>) => {
    try {
      let target: Pick<PGlite, 'query'> = pg;
      if (request.tx !== undefined) {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`Transaction ${request.tx} is not open`);
        target = open.tx;
      }
      const result = await target.query(request.text, request.params, queryOptions(request.options));
      reply({ id: request.id, ok: true, value: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } });
    } catch (error) {
      fail(request.id, error);
    }
  };

  return async (request: ThreadRequest) => {
    switch (request.kind) {
      case 'query':
        return query(request);
      case 'begin':
        return begin(request.id);
      case 'end':
        return end(request.id, request.tx, request.commit);
      case 'listen':
        try {
          if (!listening.has(request.channel)) {
            const channel = request.channel;
            const notify = (payload: string) =>
              messages.postMessage({ kind: 'notification', channel, payload } satisfies ThreadNotification);
            listening.set(channel, await pg.listen(channel, notify));
          }
          return reply({ id: request.id, ok: true, value: null });
        } catch (error) {
          return fail(request.id, error);
        }
      case 'unlisten':
        try {
          await listening.get(request.channel)?.();
          listening.delete(request.channel);
          return reply({ id: request.id, ok: true, value: null });
        } catch (error) {
          return fail(request.id, error);
        }
      case 'dump':
        try {
          const tarball = await (await pg.dumpDataDir('none')).arrayBuffer();
          return reply({ id: request.id, ok: true, value: tarball }, [tarball]);
        } catch (error) {
          return fail(request.id, error);
        }
      case 'close':
        try {
          await pg.close();
          reply({ id: request.id, ok: true, value: null });
        } catch (error) {
          fail(request.id, error);
          return messages.close();
        }
        serving = undefined;
        if (!kept) messages.close();
    }
  };
}

/**
 * Postgres names WAL segments `TTTTTTTTXXXXXXXXYYYYYYYY` (timeline, then the segment number in
 * two halves) and recycles old ones into names ahead of the one it writes. With the 1 GB
 * `max_wal_size` of earlier versions a data folder kept about 1 GB of such segments, written
 * never again before the writing reaches them. Nothing reads a segment ahead of the insert
 * position (recovery stops at the end of valid WAL) and Postgres creates a missing one when it
 * gets there, so the ones past `keep` are removed; the thread is idle here, Postgres writes none.
 */
async function trimRecycledWal(pg: PGlite, dataDir: string, keep = 2): Promise<number> {
  const [current] = (await pg.query<{ name: string }>('select pg_walfile_name(pg_current_wal_insert_lsn()) as name')).rows;
  if (!current) return 0;
  const segment = (name: string) => ({ timeline: name.slice(0, 8), number: BigInt(`0x${name.slice(8)}`) });
  const now = segment(current.name);
  const walDir = path.join(dataDir, 'pg_wal');
  let removed = 0;
  for (const name of await fs.readdir(walDir)) {
    if (!/^[0-9A-F]{24}$/.test(name)) continue;
    const other = segment(name);
    if (other.timeline !== now.timeline || other.number <= now.number + BigInt(keep)) continue;
    await fs.rm(path.join(walDir, name));
    removed++;
  }
  return removed;
}

/** The open PGlite's requests; none between a kept thread's close and its next open. */
let serving: ((request: ThreadRequest) => Promise<void>) | undefined;

async function start(init: PgliteThreadInit) {
  try {
    const pg = await open(init);
    if (init.dataDir) await trimRecycledWal(pg, init.dataDir);
    serving = serve(pg, init.kept === true);
    messages.postMessage({ kind: 'ready' } satisfies ThreadEvent);
  } catch (error) {
    // The thread ends after a failed start, kept or not: nothing is open in it to serve.
    messages.postMessage({ kind: 'failed', error: toThreadError(error) } satisfies ThreadEvent);
    messages.close();
  }
}

messages.on('message', (message: ThreadRequest | ThreadOpen) => {
  if (message.kind === 'open') return start(message.init);
  return serving?.(message);
});
await start(workerData as PgliteThreadInit);
