import { readdirSync, readFileSync } from 'node:fs';
import { IMPORT_LIMITS } from '@museum/contract';
import { describe, expect, it, vi } from 'vitest';
import { createSheetReaders } from '../src/modules/imports/sheet-readers';
import { createSheets } from '../src/services/catalogue-writes';

const options = {
  ...IMPORT_LIMITS,
  zip: { maxUnpackedBytes: IMPORT_LIMITS.maxZipUnpackedBytes, maxFiles: 10, maxFileBytes: 1024 * 1024 },
  timeoutMs: 600_000,
  parallel: 1,
};
/** 2 000 000 cells of text in 36 MB: some 80 MB of heap once parsed, before they can be counted. */
const manyCellsCsv = Buffer.from(`${Array.from({ length: 100 }, (_, c) => `Пулемёт ${c}`).join(',')}\n`.repeat(20_000));
const smallCsv = Buffer.from('Тип;Номер;Год\nтело;1;1915\n');

/**
 * A file that exhausts its reader's memory aborts that reader's process, never the server's: in a
 * worker thread such an abort could end the whole process (ADR 093, nodejs/node#47224).
 */
describe('sheet readers, each file in a process of its own', () => {
  it('answers a file heavier than the reader’s heap as too heavy, and reads the next file', async () => {
    const readers = createSheetReaders({ ...options, heapMb: 32 });
    expect(await readers.read(manyCellsCsv)).toEqual({ kind: 'tooSlow' });
    expect(await readers.read(smallCsv)).toMatchObject({ rows: [{ line: 1 }, { line: 2, cells: ['тело', '1', '1915'] }] });
  });

  it('gives the reader none of the server’s environment, only what shapes dates and text', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://museum:secret@db/museum');
    vi.stubEnv('TZ', 'Europe/Moscow');
    try {
      const readers = createSheetReaders({ ...options, heapMb: 256 });
      const reading = readers.read(manyCellsCsv);
      const environment = await vi.waitFor(() => {
        const reader = readerOf(process.pid);
        if (reader === undefined) throw new Error('no reader yet');
        return readFileSync(`/proc/${reader}/environ`, 'latin1').split('\0').filter(Boolean);
      });
      expect(environment).toContain('TZ=Europe/Moscow');
      // Besides the names let through, only Node's own description of the IPC channel.
      expect(environment.filter((entry) => !/^(TZ|LANG|LC_ALL|NODE_CHANNEL_[A-Z_]+)=/.test(entry))).toEqual([]);
      await reading;
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('counts the same file’s cells with the heap the server gives', async () => {
    const readers = createSheets({ uploadMaxBytes: 1024 * 1024, importReadTimeoutMs: 600_000 });
    expect(await readers.read(manyCellsCsv)).toEqual({ kind: 'tooManyCells' });
  });
});

/** The process id of a sheet reader this process started, if one is running (Linux's /proc). */
function readerOf(parent: number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('sheet-reader-process')) return Number(entry);
    } catch {
      // A process that ended meanwhile.
    }
  }
  return undefined;
}
