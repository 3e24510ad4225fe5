import { IMPORT_LIMITS } from '@museum/contract';
import { describe, expect, it } from 'vitest';
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

  it('counts the same file’s cells with the heap the server gives', async () => {
    const readers = createSheets({ uploadMaxBytes: 1024 * 1024, importReadTimeoutMs: 600_000 });
    expect(await readers.read(manyCellsCsv)).toEqual({ kind: 'tooManyCells' });
  });
});
