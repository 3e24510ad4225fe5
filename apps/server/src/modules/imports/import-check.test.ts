import { describe, expect, it } from 'vitest';
import { checkRows, serialKeyOf } from './import-check';
import { csvTable, rowsFromTable } from './import-sheet';

const known = {
  manufacturers: new Set(['тульский оружейный завод']),
  detailTypes: new Set(['короб']),
  serialKeys: new Set([serialKeyOf('АЕ 3310')]),
};
const now = new Date('2026-01-01T00:00:00Z');

const csv = (text: string) => {
  const table = csvTable(Buffer.from(`\uFEFF${text}`));
  if (!table) throw new Error('unreadable');
  const rows = rowsFromTable(table, 10);
  if (!Array.isArray(rows)) throw new Error(rows.kind);
  return rows;
};

describe('import preview checks', () => {
  it('reads the export’s Russian headers and finds each kind of problem', () => {
    const rows = csv(
      [
        'Вид,Название,Номер,Год,Производитель,Тип',
        'изделие,Пулемёт,AE-3310,1915,Тульский оружейный завод,',
        'деталь,Короб,К-1,19x5,Неизвестный завод,Щит',
        'деталь,Короб,к 1,1916,,короб',
        'ящик,,,,,',
      ].join('\r\n'),
    );
    const checked = checkRows(rows, known, now);
    expect(checked.map((row) => [row.line, row.entity, row.problems.map((p) => p.code)])).toEqual([
      [2, 'product', ['duplicateSerialInCatalogue']],
      [3, 'detail', ['unknownManufacturer', 'unknownType', 'badYear']],
      [4, 'detail', ['duplicateSerialInFile']],
      [5, null, ['unknownKind', 'missingName']],
    ]);
    expect(checked[2]?.problems[0]).toEqual({ code: 'duplicateSerialInFile', value: 'к 1', line: 3 });
  });

  it('reads English headers, semicolons, and refuses too many rows or unknown columns', () => {
    expect(csv('Kind;Name\nitem;Gun')).toEqual([{ line: 2, cells: { kind: 'item', name: 'Gun' } }]);
    expect(rowsFromTable([['Kind'], ['item'], ['item']], 1)).toEqual({ kind: 'tooManyRows', max: 1 });
    expect(rowsFromTable([['Что-то'], ['x']], 10)).toEqual({ kind: 'noKnownColumns' });
  });

  it('folds serial numbers as the catalogue does', () => {
    expect(serialKeyOf('AE 3310')).toBe(serialKeyOf('ае-3310'));
  });
});
