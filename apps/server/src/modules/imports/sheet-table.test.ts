import { IMPORT_LIMITS } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { zipBombs } from '../../../test/zip-bombs';
import { csvRows, decodeText, xlsxRows } from './sheet-table';
import { uploadContents } from './upload-contents';

const limits = {
  maxUnpackedBytes: IMPORT_LIMITS.maxUnpackedBytes,
  maxCells: IMPORT_LIMITS.maxCells,
  zip: { maxUnpackedBytes: IMPORT_LIMITS.maxZipUnpackedBytes, maxFiles: IMPORT_LIMITS.maxZipFiles, maxFileBytes: 1024 * 1024 },
};
const tooBig = Math.ceil(IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024) + 1;

/** Windows-1251, as a Russian Excel saves a CSV: one byte a letter. */
const cp1251 = (text: string) =>
  Buffer.from(
    [...text].map((ch) =>
      ch >= 'А' && ch <= 'я' ? ch.charCodeAt(0) - 0x410 + 0xc0 : ch === 'ё' ? 0xb8 : ch === 'Ё' ? 0xa8 : ch.charCodeAt(0),
    ),
  );

describe('an uploaded file read as a table (ADR 079)', () => {
  it('refuses a ZIP whose directory declares more than the unpacked limit, before inflating it', async () => {
    expect(await xlsxRows(await zipBombs.longText(tooBig), limits)).toEqual({ kind: 'unpackedTooLarge' });
  });

  it('stops inflating once the real bytes pass the limit, whatever the headers say', async () => {
    expect(await xlsxRows(await zipBombs.longText(tooBig * 4, true), limits)).toEqual({ kind: 'unpackedTooLarge' });
  });

  it('refuses more cells than the limit, in one sheet or over many', async () => {
    expect(await xlsxRows(await zipBombs.manyCells(IMPORT_LIMITS.maxCells + 100), limits)).toEqual({ kind: 'tooManyCells' });
    expect(await xlsxRows(await zipBombs.manySheets(200, IMPORT_LIMITS.maxCells / 100), limits)).toEqual({ kind: 'tooManyCells' });
  });

  it('reads a workbook within the limits, a date-typed cell as its day', async () => {
    const bytes = await writeXlsxFile(
      [
        ['Вид', 'Год'],
        [null, null],
        ['изделие', new Date(Date.UTC(1916, 0, 1))],
      ],
      { dateFormat: 'dd.mm.yyyy' },
    ).toBuffer();
    expect(await uploadContents(bytes, limits)).toEqual({
      rows: [
        { line: 1, cells: ['Вид', 'Год'] },
        { line: 2, cells: ['', ''] },
        { line: 3, cells: ['изделие', '1916-01-01'] },
      ],
      files: [],
    });
  });

  it('decodes UTF-8 with or without a byte-order mark, UTF-16 with one, and Windows-1251', () => {
    expect(decodeText(Buffer.from('\uFEFFНомер', 'utf8'))).toBe('Номер');
    expect(decodeText(Buffer.from('Номер', 'utf8'))).toBe('Номер');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Номер', 'utf16le')]))).toBe('Номер');
    expect(decodeText(cp1251('Номер;Ёлка'))).toBe('Номер;Ёлка');
  });

  it('reads comma, semicolon and tab separated files, keeping each row’s own line past blank lines', () => {
    for (const sep of [',', ';', '\t']) {
      const text = `\r\nВид${sep}Название\r\n\r\nизделие${sep}"Пулемёт${sep} с\nщитом"\r\n\r\nдеталь${sep}Короб\r\n`;
      expect(csvRows(Buffer.from(text), limits)).toEqual([
        { line: 2, cells: ['Вид', 'Название'] },
        { line: 4, cells: ['изделие', `Пулемёт${sep} с\nщитом`] },
        { line: 7, cells: ['деталь', 'Короб'] },
      ]);
    }
    expect(csvRows(cp1251('Вид;Название\r\nизделие;Пулемёт\r\n'), limits)).toEqual([
      { line: 1, cells: ['Вид', 'Название'] },
      { line: 2, cells: ['изделие', 'Пулемёт'] },
    ]);
  });

  it('refuses a CSV of more cells than the limit', () => {
    const line = Array.from({ length: 200 }, () => 'a').join(',');
    const text = Array.from({ length: IMPORT_LIMITS.maxCells / 200 + 1 }, () => line).join('\n');
    expect(csvRows(Buffer.from(text), limits)).toEqual({ kind: 'tooManyCells' });
  });
});
