import { crc32, deflateRawSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';
import { inflateEntries, zipEntries } from '../src/modules/imports/zip-directory';

/** A file of a ZIP archive to write; `declaredSize` makes its headers lie about its unpacked size. */
export type ZipFile = { name: string; content: Buffer; declaredSize?: number };

/** A ZIP archive of deflated files (APPNOTE's plain layout: local headers, then the central directory). */
export function zipOf(files: readonly ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, content, declaredSize } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const packed = deflateRawSync(content, { level: 9 });
    const size = declaredSize ?? content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(content), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

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
