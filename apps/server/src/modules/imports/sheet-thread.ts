import { Worker } from 'node:worker_threads';
import { entryFile } from '../../lib/entry-file';
import { isZip, type TableLimits, type TableRefusal } from './sheet-table';
import { type UploadContents, zipRefusal } from './upload-contents';

/** Why a file is not read: the table's own refusals, or its thread ran past its time or memory. */
export type SheetRefusal = TableRefusal | { kind: 'tooSlow' };

export type SheetThreadOptions = TableLimits & {
  /** How long a file may take to read before its thread is ended. */
  timeoutMs: number;
  /** How many files are read at once; the others wait their turn. */
  parallel: number;
  /** Heap of each reading thread, in MB. */
  heapMb: number;
};

/**
 * Reads uploaded spreadsheets off the event loop (ADR 079): each file in a thread of its own,
 * with a time and a memory limit, ended on overrun. A ZIP whose directory declares more than the
 * limit is refused here before any thread starts; the thread checks the real inflated bytes. A ZIP
 * of a sheet and its photos is bounded likewise by its own limits (ADR 087).
 */
export function createSheetThreads(options: SheetThreadOptions) {
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

  function inThread(bytes: Uint8Array): Promise<UploadContents | SheetRefusal> {
    const { url, tsxArgs } = entryFile(import.meta.url, 'sheet-worker');
    // A copy of its own goes to the thread (the request's buffer may share its memory with others).
    const copy = new Uint8Array(bytes);
    const worker = new Worker(url, {
      workerData: { bytes: copy, limits },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: Math.max(8, options.heapMb / 8) },
      ...(tsxArgs.length > 0 ? { execArgv: tsxArgs } : {}),
    });
    return new Promise((resolve) => {
      const finish = (answer: UploadContents | SheetRefusal) => {
        clearTimeout(timer);
        worker.removeAllListeners();
        worker.on('error', () => {});
        void worker.terminate();
        resolve(answer);
      };
      const timer = setTimeout(() => finish({ kind: 'tooSlow' }), options.timeoutMs);
      worker.once('message', finish);
      // Out of memory (ERR_WORKER_OUT_OF_MEMORY) is a file too heavy; anything else a file unread.
      worker.once('error', (error: Error & { code?: string }) =>
        finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? { kind: 'tooSlow' } : { kind: 'unreadable' }),
      );
      worker.once('exit', () => finish({ kind: 'unreadable' }));
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
        return await inThread(bytes);
      } finally {
        done();
      }
    },
  };
}
export type SheetThreads = ReturnType<typeof createSheetThreads>;
