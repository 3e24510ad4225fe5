import { EXPORT_CSV_COLUMNS, type ExportRecordDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { inLocale } from '../../texts';
import { csvRow, exportStream } from './export-format';

const record: ExportRecordDto = {
  kind: 'detail',
  id: 5,
  url: 'https://museum.example/details/5',
  name: 'Кожух',
  number: null,
  year: 1915,
  belongsTo: 'максим',
  manufacturer: 'ТОЗ',
  type: 'Кожух',
  subtype: null,
  partOf: { id: 2, name: 'Пулемёт' },
  stamps: ['Звезда', 'Орёл'],
  description: 'Гофрированный',
  source: null,
  nameEn: 'Casing',
  descriptionEn: null,
  condition: 'хорошее',
  markings: 'ТОЗ\nАЕ 3310',
  provenance: null,
  numberPlace: null,
  photos: [
    { id: 1, url: 'https://museum.example/uploads/a.jpg', credit: 'И. Иванов', licence: 'CC-BY-4.0' },
    { id: 2, url: 'https://museum.example/uploads/b.jpg', credit: null, licence: null },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('csvRow', () => {
  it('flattens a record into the header’s columns, in Russian where it is words', () => {
    const row = csvRow(record);
    expect(row).toHaveLength(EXPORT_CSV_COLUMNS.length);
    const cell = (key: string) => row[EXPORT_CSV_COLUMNS.findIndex(([k]) => k === key)];
    expect(cell('kind')).toBe('деталь');
    expect(cell('number')).toBe('');
    expect(cell('partOf')).toBe('Пулемёт (№2)');
    expect(cell('stamps')).toBe('Звезда; Орёл');
    expect([cell('condition'), cell('markings'), cell('provenance')]).toEqual(['хорошее', 'ТОЗ\nАЕ 3310', '']);
    expect(cell('photos')).toBe(
      'https://museum.example/uploads/a.jpg | CC BY 4.0 | И. Иванов\nhttps://museum.example/uploads/b.jpg | Лицензия не указана',
    );
  });
});

describe('exportStream', () => {
  async function text(stream: NodeJS.ReadableStream): Promise<string> {
    let out = '';
    for await (const chunk of stream) out += chunk.toString();
    return out;
  }
  async function* one(item: ExportRecordDto = record) {
    yield item;
  }

  it('writes JSON Lines, one record a line', async () => {
    expect(JSON.parse(await text(exportStream('jsonl', one())))).toEqual(record);
  });

  it('writes CSV with a BOM, the header and CRLF', async () => {
    const csv = await text(exportStream('csv', one()));
    expect(csv.startsWith('\uFEFFВид,Номер записи,Ссылка,')).toBe(true);
    expect(csv.split('\r\n')[0]).toContain(',Состояние,Надписи и маркировка,Происхождение,');
    expect(csv).toContain('\r\nдеталь,5,');
    // The photos' cell holds bare line feeds only, and is quoted all the same.
    expect(csv).toContain(',"https://museum.example/uploads/a.jpg | CC BY 4.0 | И. Иванов\nhttps://museum.example/uploads/b.jpg');
  });

  it('writes the header and the words in cells in the language of the request', async () => {
    const csv = await text(inLocale('en', () => exportStream('csv', one())));
    expect(csv.startsWith('\uFEFFKind,Record number,Link,Name,Number,Year,Purpose,Maker,Type,Subtype,Part of,Stamps,')).toBe(true);
    expect(csv).toContain('\r\npart,5,');
    // A purpose and a condition by their English names, as the English pages name them (issue 52).
    const [header, row] = csv.split('\r\n').map((line) => line.split(','));
    expect(row?.[header?.indexOf('Purpose') ?? -1]).toBe('Maxim gun');
    expect(row?.[header?.indexOf('Condition') ?? -1]).toBe('good');
    expect(csv).toContain('https://museum.example/uploads/b.jpg | Licence not given');
  });

  it('writes a cell a spreadsheet would run as a formula with a leading apostrophe', async () => {
    const csv = await text(exportStream('csv', one({ ...record, name: '=HYPERLINK("x")', description: '@SUM(1)', source: '-2+3' })));
    expect(csv).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(csv).toContain(",'@SUM(1),'-2+3,");
  });

  it.each(['jsonl', 'csv'] as const)('%s: closes the records’ generator when the stream is destroyed', async (format) => {
    let closed = false;
    async function* endless() {
      try {
        for (;;) yield record;
      } finally {
        closed = true;
      }
    }
    const stream = exportStream(format, endless());
    for await (const _chunk of stream) break;
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
  });
});
