import { type NumberedRecord, SERIAL_NUMBER_CASES, SERIAL_REPEAT_CASES, serialKeyOf } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { type CatalogueKnowledge, checkRows, partOfId } from './import-check';
import { rowsFromTable } from './import-sheet';
import { csvRows, type TableRow } from './sheet-table';

const known: CatalogueKnowledge = {
  manufacturers: new Map([
    ['тульский оружейный завод', 1],
    ['ижевский завод', 2],
  ]),
  detailTypes: new Map([['короб', { id: 7, subtypes: new Map([['ленточный', 8]]) }]]),
  stamps: new Map([['тоз', 3]]),
  products: new Set([40]),
  details: new Set(),
  numberedProducts: new Map([
    [serialKeyOf('АЕ 3310'), [{ id: 50, makerId: null }]],
    [serialKeyOf('21105'), [{ id: 51, makerId: 1 }]],
  ]),
  numberedDetails: new Map(),
};
const now = new Date('2026-01-01T00:00:00Z');

const csv = (text: string) => {
  const table = csvRows(Buffer.from(`\uFEFF${text}`), {
    maxUnpackedBytes: 1e6,
    maxCells: 1e4,
    zip: { maxUnpackedBytes: 1e6, maxFiles: 10, maxFileBytes: 1e6 },
  });
  if (!Array.isArray(table)) throw new Error(table.kind);
  const read = rowsFromTable(table, 10);
  if (!('rows' in read)) throw new Error(read.kind);
  return read.rows;
};

const codes = (text: string, inFileParts = true) =>
  checkRows(csv(text), known, now, inFileParts).map((row) => [row.line, row.entity, row.problems.map((p) => p.code)]);

describe('import preview checks', () => {
  it('reads the export’s Russian headers and finds each kind of problem', () => {
    const rows = csv(
      [
        'Вид,Название,Номер,Год,Производитель,Тип,Подтип,Клейма,Входит в',
        'изделие,Пулемёт,AE-3310,1915,Тульский оружейный завод,,,,',
        'деталь,Короб,К-1,19x5,Неизвестный завод,Щит,,,',
        'деталь,Короб,к 1,1916,,короб,Звеньевой,ТОЗ; Орёл,Станок (№41)',
        'ящик,,,,,,,,',
        'деталь,,,,,,,,',
      ].join('\r\n'),
    );
    const checked = checkRows(rows, known, now, true);
    expect(checked.map((row) => [row.line, row.entity, row.problems.map((p) => p.code)])).toEqual([
      [2, 'product', ['duplicateSerialInCatalogue']],
      [3, 'detail', ['badYear']],
      [4, 'detail', ['unknownPartOf']],
      [5, null, ['unknownKind']],
      [6, 'detail', ['missingType']],
    ]);
    expect(checked.every((row) => row.write === null)).toBe(true);
    // Each row is shown by what the file calls it.
    expect(checked.map(({ name, number, type }) => [name, number, type])[1]).toEqual(['Короб', 'К-1', 'Щит']);
    expect(checked[3]).toMatchObject({ name: null, number: null, type: null });
  });

  it('reads where a part’s number is struck from its export header and from «место номера»', () => {
    for (const header of ['Где выбит номер', 'Место номера']) {
      const [box] = checkRows(csv(`Вид,Название,Тип,${header}\nдеталь,Короб,короб, на крышке короба `), known, now, true);
      expect(box?.write, header).toMatchObject({ entity: 'detail', payload: { numberPlace: 'на крышке короба' } });
    }
  });

  it('turns a valid row into the add form’s payload, linking parts to the catalogue or an earlier row', () => {
    const text = [
      'Вид,Номер записи,Название,Номер,Год,Тип,Подтип,Клейма,Входит в,Состояние',
      'изделие,12,Пулемёт,100,1915,,,,,хорошее',
      'деталь,13,Короб,,,короб,ленточный,ТОЗ,Пулемёт (№12),',
      'деталь,14,Короб,,,короб,,,Другой (№40),',
    ].join('\n');
    const [gun, box, other] = checkRows(csv(text), known, now, true);
    expect(gun?.write).toMatchObject({
      entity: 'product',
      partOfLine: null,
      payload: { name: 'Пулемёт', year: '1915', condition: 'хорошее' },
    });
    expect(box?.write).toMatchObject({
      entity: 'detail',
      partOfLine: 2,
      payload: { type: { id: 7 }, subtype: { id: 8 }, stamps: [{ id: 3 }] },
    });
    expect(other?.write).toMatchObject({ partOfLine: null, payload: { product: { id: 40 } } });
    // A proposal can't be part of a row not yet in the catalogue.
    expect(codes(text, false)[1]).toEqual([3, 'detail', ['unknownPartOf']]);
    expect(codes('Вид,Название,Состояние\nизделие,Пулемёт,как новое')).toEqual([[2, 'product', ['badField']]]);
  });

  it('reads English headers, semicolons, and refuses too many rows or unknown columns', () => {
    expect(csv('Kind;Name\nitem;Gun')).toEqual([{ line: 2, cells: { kind: 'item', name: 'Gun' } }]);
    const lines = (...rows: string[][]): TableRow[] => rows.map((cells, i) => ({ line: i + 1, cells }));
    expect(rowsFromTable(lines(['Kind'], ['item'], ['item']), 1)).toEqual({ kind: 'tooManyRows', max: 1 });
    expect(rowsFromTable(lines(['Что-то'], ['x']), 10)).toEqual({ kind: 'noKnownColumns' });
  });

  it('reads common synonyms and the reader’s choices, and lists the columns it did not read (issue 50, point 4)', () => {
    const lines = (...rows: string[][]): TableRow[] => rows.map((cells, i) => ({ line: i + 1, cells }));
    const table = lines(['Вид', 'Серийный номер', 'Год выпуска', 'Примечание', 'Цена'], ['изделие', 'А 1', '1915', 'с щитом', '100']);
    expect(rowsFromTable(table, 10)).toEqual({
      rows: [{ line: 2, cells: { kind: 'изделие', number: 'А 1', year: '1915', description: 'с щитом' } }],
      otherColumns: [
        { header: 'Серийный номер', field: 'number' },
        { header: 'Год выпуска', field: 'year' },
        { header: 'Примечание', field: 'description' },
        { header: 'Цена', field: null },
      ],
      englishColumns: new Set(),
    });
    const chosen = rowsFromTable(table, 10, { Цена: 'provenance', Примечание: '' });
    expect(chosen).toMatchObject({
      rows: [{ cells: { provenance: '100' } }],
      otherColumns: [{}, {}, { header: 'Примечание', field: null }, { header: 'Цена', field: 'provenance' }],
    });
    expect('rows' in chosen && chosen.rows[0]?.cells.description).toBeUndefined();
  });

  it('tells which fields the file wrote under English headers, and marks the names a moderator’s row brings there', () => {
    const lines = (...rows: string[][]): TableRow[] => rows.map((cells, i) => ({ line: i + 1, cells }));
    const read = rowsFromTable(lines(['Kind', 'Maker', 'Тип', 'Stamps'], ['part', 'Works', 'Щит', 'A; ТОЗ']), 10);
    if (!('rows' in read)) throw new Error(read.kind);
    expect(read.englishColumns).toEqual(new Set(['kind', 'manufacturer', 'stamps']));
    const [row] = checkRows(read.rows, known, now, true, { englishColumns: read.englishColumns });
    expect(row?.write?.newNames).toEqual({ manufacturer: 'Works', type: 'Щит', stamps: ['A'], english: ['manufacturer', 'stamps'] });
  });

  it('refuses a second row naming a record an earlier row names, telling its line once (issue 50, point 5)', () => {
    const rows = csv(['Вид,Название,Номер', 'изделие,Пулемёт,АЕ 3310', 'изделие,Пулемёт,АЕ-3310', 'изделие,Пулемёт,АЕ 3310'].join('\n'));
    const checked = checkRows(rows, known, now, true, { recordIds: new Map(rows.map(({ line }) => [line, 50])) });
    expect(checked.map((row) => [row.line, row.problems, Boolean(row.write)])).toEqual([
      [2, [], true],
      [3, [{ code: 'sameRecordInFile', line: 2 }], false],
      [4, [{ code: 'sameRecordInFile', line: 2 }], false],
    ]);
  });

  it('reads years, choices and English columns as collectors write them (issue 50, point 3)', () => {
    const text = [
      'Kind,Name,English name,English description,Year,Condition,Purpose',
      'item,Пулемёт,Maxim gun,A gun,1915 г.,excavated,Maxim gun',
      'изделие,Пулемёт,,,1915-й,Хорошее,mount',
      'item,Пулемёт,,,1916-01-01,excavated (раскопочное),spares kit (ZIP)',
      'item,Пулемёт,,,1 915,,',
      'item,Пулемёт,,,около 1915,как новое,',
    ].join('\n');
    const checked = checkRows(csv(text), known, now, true);
    expect(checked.map((row) => row.problems.map((p) => p.code))).toEqual([[], [], [], [], ['badYear']]);
    expect(checked.slice(0, 4).map((row) => row.write?.payload)).toMatchObject([
      { year: '1915', condition: 'раскопочное', belongsTo: 'максим', nameEn: 'Maxim gun', descriptionEn: 'A gun' },
      { year: '1915', condition: 'хорошее', belongsTo: 'станок', nameEn: null },
      { year: '1916', condition: 'раскопочное', belongsTo: 'ЗИП' },
      { year: '1915', condition: null, belongsTo: null },
    ]);
  });

  it('reads «Входит в»', () => {
    expect(partOfId('Пулемёт (1915) (№12)')).toBe(12);
    expect(partOfId('Пулемёт')).toBeNull();
  });
});

const MAKERS = { 1: 'Тульский оружейный завод', 2: 'Ижевский завод' } as const;
const ids = { p1: 101, p2: 102 } as const;
const csvRow = (r: NumberedRecord) => {
  const maker = r.makerId === null ? '' : MAKERS[r.makerId as 1 | 2];
  const own = r.own === null ? '' : String(ids[r.own as keyof typeof ids]);
  return r.kind === 'product'
    ? `изделие,${own},Пулемёт,${r.number},${maker},,`
    : `деталь,,Короб,${r.number},${maker},короб,${own ? `Пулемёт (№${own})` : ''}`;
};

describe('the number rule’s repeats in one file (ADR 078)', () => {
  it.each(SERIAL_REPEAT_CASES)('$name: $repeat', ({ a, b, repeat }) => {
    const guns = [a, b].filter((r) => r.kind === 'product').map((r) => r.own);
    const others = [a, b].flatMap((r) => (r.own && !guns.includes(r.own) ? [r.own] : []));
    const head = [...new Set(others)].map((own) => `изделие,${ids[own as keyof typeof ids]},Пулемёт,,,,`);
    // A part names its gun on an earlier line: guns go first.
    const pair = [a, b].sort((x, y) => (x.kind === y.kind ? 0 : x.kind === 'product' ? -1 : 1));
    const text = ['Вид,Номер записи,Название,Номер,Производитель,Тип,Входит в', ...head, ...pair.map(csvRow)].join('\n');
    const rows = checkRows(csv(text), { ...known, numberedProducts: new Map() }, now, true);
    expect(rows.flatMap((row) => row.problems.map((p) => p.code))).toEqual(repeat === 'duplicate' ? ['duplicateSerialInFile'] : []);
  });

  it('takes a gun with its own numbered parts, in one file and against the catalogue', () => {
    const text = [
      'Вид,Номер записи,Название,Номер,Производитель,Тип,Входит в',
      'изделие,12,Пулемёт,№ 21106,Тульский оружейный завод,,',
      'деталь,,Короб,21106,Тульский оружейный завод,короб,Пулемёт (№12)',
      'деталь,,Короб,N 21 106,,короб,Пулемёт (№12)',
      'деталь,,Короб,№ 21105,Тульский оружейный завод,короб,Другой (№40)',
    ].join('\n');
    expect(codes(text)).toEqual([
      [2, 'product', []],
      [3, 'detail', []],
      [4, 'detail', []],
      [5, 'detail', []],
    ]);
  });

  it('refuses a gun the catalogue has: one maker, or a maker not known; another maker’s numbering passes', () => {
    const row = (number: string, maker: string) => `Вид,Название,Номер,Производитель\nизделие,Пулемёт,${number},${maker}`;
    expect(codes(row('№ 21105', 'Тульский оружейный завод'))).toEqual([[2, 'product', ['duplicateSerialInCatalogue']]]);
    expect(codes(row('21105', ''))).toEqual([[2, 'product', ['duplicateSerialInCatalogue']]]);
    expect(codes(row('21105', 'Ижевский завод'))).toEqual([[2, 'product', []]]);
  });

  // The shared table of written numbers (ADR 078): the catalogue holds gun 21105 of this maker.
  it.each(SERIAL_NUMBER_CASES)('compares «$written» with the catalogue’s 21105 by its key $key', ({ written, key }) => {
    const text = `Вид,Название,Номер,Производитель\nизделие,Пулемёт,"${written}",Тульский оружейный завод`;
    expect(codes(text)).toEqual([[2, 'product', key === serialKeyOf('21105') ? ['duplicateSerialInCatalogue'] : []]]);
  });
});
