import { type ZipFile, zipOf } from '@museum/test-kit';
import writeXlsxFile from 'write-excel-file/node';
import { inflateEntries, zipEntries } from '../src/modules/imports/zip-directory';

/** The archive writer lives in the test kit: the e2e journey packs a collector's ZIP with it too. */
export { type ZipFile, zipOf };

/** A real workbook's files (write-excel-file's), to change and zip again. */
export async function workbookFiles(rows: (string | number | null)[][]): Promise<ZipFile[]> {
  const bytes = await writeXlsxFile(rows).toBuffer();
  const entries = zipEntries(bytes) ?? [];
  const files = inflateEntries(bytes, entries, Number.MAX_SAFE_INTEGER, () => true);
  if (typeof files === 'string') throw new Error(`write-excel-file wrote an unreadable ZIP: ${files}`);
  return [...files].map(([name, content]) => ({ name, content }));
}

/** A worksheet's XML holding `rows` × `columns` numeric cells. */
export function sheetXml(rows: number, columns: number): Buffer {
  const cells = Array.from({ length: columns }, () => '<c t="n"><v>1</v></c>').join('');
  const body = Array.from({ length: rows }, (_, i) => `<row r="${i + 1}">${cells}</row>`).join('');
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`,
  );
}

/**
 * The three zip bombs of issue 50: a long text run (`megabytes` of one letter in the shared
 * strings, optionally with headers that say it is small), many cells in one sheet, many sheets.
 */
export const zipBombs = {
  async longText(megabytes: number, lie = false): Promise<Buffer> {
    const files = await workbookFiles([
      ['Вид', 'Название'],
      ['изделие', 'Пулемёт'],
    ]);
    const text = Buffer.alloc(megabytes * 1024 * 1024, 'a');
    const strings = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>'),
      text,
      Buffer.from('</t></si></sst>'),
    ]);
    return zipOf([...files, { name: 'xl/bomb.xml', content: strings, ...(lie && { declaredSize: 100 }) }]);
  },
  async manyCells(cells: number): Promise<Buffer> {
    const files = await workbookFiles([['Вид', 'Название']]);
    const columns = 100;
    const sheet = sheetXml(Math.ceil(cells / columns), columns);
    return zipOf(files.map((file) => (file.name === 'xl/worksheets/sheet1.xml' ? { ...file, content: sheet } : file)));
  },
  async manySheets(sheets: number, cellsEach: number): Promise<Buffer> {
    const files = await workbookFiles([['Вид', 'Название']]);
    const extra = Array.from({ length: sheets }, (_, i) => ({ name: `xl/worksheets/extra${i + 1}.xml`, content: sheetXml(cellsEach, 1) }));
    return zipOf([...files, ...extra]);
  },
};

/** The sheet a ZIP of photos holds (ADR 087): one row naming a photo. */
const photoSheet = { name: 'table.csv', content: Buffer.from('Вид,Название,Фотографии\r\nизделие,Пулемёт,p0.jpg\r\n') };

/**
 * ZIPs of a sheet and its photos past their bounds (ADR 087): a photo larger than the upload limit,
 * more files than the limit, more unpacked bytes in all; `lie` makes the headers say each file is small.
 */
export const photoZipBombs = {
  bigPhoto: (bytes: number, lie = false) =>
    zipOf([photoSheet, { name: 'p0.jpg', content: Buffer.alloc(bytes), ...(lie && { declaredSize: 100 }) }]),
  manyFiles: (count: number) =>
    zipOf([photoSheet, ...Array.from({ length: count }, (_, i) => ({ name: `p${i}.jpg`, content: Buffer.from([i % 256]) }))]),
  manyBytes: (files: number, bytesEach: number, lie = false) =>
    zipOf([
      photoSheet,
      ...Array.from({ length: files }, (_, i) => ({
        name: `p${i}.jpg`,
        content: Buffer.alloc(bytesEach, i),
        ...(lie && { declaredSize: 100 }),
      })),
    ]),
};
