import { fork } from 'node:child_process';
import { entryFile } from '../../lib/entry-file';
import { isZip, type TableLimits, type TableRefusal } from './sheet-table';
import { type UploadContents, zipRefusal } from './upload-contents';

/** Why a file is not read: the table's own refusals, or its reader ran past its time or memory. */
export type SheetRefusal = TableRefusal | { kind: 'tooSlow' };

export type SheetReaderOptions = TableLimits & {
  /** How long a file may take to read before its process is ended. */
  timeoutMs: number;
  /** How many files are read at once; the others wait their turn. */
  parallel: number;
  /** Heap of each reading process, in MB. */
  heapMb: number;
};

/**
 * What the reader sees of the server's environment: it parses bytes from strangers, so none of the
 * server's secrets (the database's address, mail and storage keys), only what shapes dates and text.
 */
const READER_ENVIRONMENT = ['TZ', 'LANG', 'LC_ALL'] as const;

/**
 * Reads uploaded spreadsheets off the event loop (ADR 079): each file in a process of its own,
 * with a time and a memory limit, killed on overrun. A process rather than a thread (ADR 093): a
 * thread that runs out of heap can abort the whole server (nodejs/node#47224), a process only
 * itself. A ZIP whose directory declares more than the limit is refused here before any process
 * starts; the process checks the real inflated bytes. A ZIP of a sheet and its photos is bounded
 * likewise by its own limits (ADR 087).
 */
export function createSheetReaders(options: SheetReaderOptions) {
  const limits: TableLimits = { maxUnpackedBytes: options.maxUnpackedBytes, maxCells: options.maxCells, zip: options.zip };
  let running = 0;
  const queue: (() => void)[] = [];

  async function turn(): Promise<() => void> {
    if (running >= options.parallel) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    return () => {
      running--;
      queue.shift()?.();
    };
  }

  function inProcess(bytes: Uint8Array): Promise<UploadContents | SheetRefusal> {
    const entry = entryFile(import.meta.url, 'sheet-reader-process');
    const reader = fork(entry.path, [], {
      // This process's Node flags (tsx's loader when running from source), and the reader's heap.
      execArgv: [...process.execArgv, ...entry.tsxArgs, `--max-old-space-size=${options.heapMb}`],
      // Bytes and typed arrays cross as they are (structured clone), not as JSON.
      serialization: 'advanced',
      // A heap overrun's report is V8's, not the caller's business; the exit tells what happened.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      env: Object.fromEntries(READER_ENVIRONMENT.flatMap((name) => (process.env[name] === undefined ? [] : [[name, process.env[name]]]))),
    });
    return new Promise((resolve) => {
      let settled = false;
      const finish = (answer: UploadContents | SheetRefusal) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (reader.exitCode === null && reader.signalCode === null) reader.kill('SIGKILL');
        resolve(answer);
      };
      const timer = setTimeout(() => finish({ kind: 'tooSlow' }), options.timeoutMs);
      reader.once('message', (answer: UploadContents | SheetRefusal) => finish(answer));
      // Out of memory (V8 aborts) is a file too heavy; any other end without an answer a file unread.
      // 'close', not 'exit': it comes after the IPC channel has delivered everything the reader sent.
      reader.once('close', (_code, signal) =>
        finish(signal === 'SIGABRT' || signal === 'SIGTRAP' ? { kind: 'tooSlow' } : { kind: 'unreadable' }),
      );
      reader.once('error', () => finish({ kind: 'unreadable' }));
      reader.send({ bytes, limits }, (error) => error && finish({ kind: 'unreadable' }));
    });
  }

  return {
    timeoutMs: options.timeoutMs,
    /** The file's rows with their lines and, from a ZIP of a sheet and its photos, the other files; or why it is refused. */
    async read(bytes: Buffer): Promise<UploadContents | SheetRefusal> {
      const refusal = isZip(bytes) ? zipRefusal(bytes, limits) : null;
      if (refusal) return refusal;
      const done = await turn();
      try {
        return await inProcess(bytes);
      } finally {
        done();
      }
    },
  };
}
export type SheetReaders = ReturnType<typeof createSheetReaders>;
