import { IMPORT_LIMITS } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { createdRecords, fileRefusal, templateUrl } from './import-file';

describe('import file', () => {
  it('sends only CSV, XLSX and ZIP files within the server’s limits', () => {
    expect(fileRefusal({ name: 'Коллекция.CSV', size: 10 })).toBeNull();
    expect(fileRefusal({ name: 'collection.xlsx', size: IMPORT_LIMITS.maxBytes })).toBeNull();
    expect(fileRefusal({ name: 'collection.xls', size: 10 })).toBe('wrongType');
    expect(fileRefusal({ name: 'photo.jpg', size: 10 })).toBe('wrongType');
    expect(fileRefusal({ name: 'big.csv', size: IMPORT_LIMITS.maxBytes + 1 })).toBe('tooLarge');
    expect(fileRefusal({ name: 'with photos.ZIP', size: IMPORT_LIMITS.maxZipBytes })).toBeNull();
    expect(fileRefusal({ name: 'big.zip', size: IMPORT_LIMITS.maxZipBytes + 1 })).toBe('zipTooLarge');
  });

  it('links the template in the page’s language', () => {
    expect(templateUrl('csv', 'ru')).toBe('/api/archive/imports/template.csv?lang=ru');
    expect(templateUrl('xlsx', 'en')).toBe('/api/archive/imports/template.xlsx?lang=en');
  });

  it('names each created or changed record by its row of the preview', () => {
    const row = { action: 'create' as const, recordId: null, changes: [], problems: [], photos: [], warnings: [] };
    const rows = [
      { ...row, line: 2, entity: 'product' as const, name: 'Пулемёт', number: '1', type: null },
      { ...row, line: 3, entity: 'detail' as const, name: null, number: null, type: 'Щит' },
      { ...row, action: 'update' as const, recordId: 5, line: 4, entity: 'product' as const, name: 'Станок', number: null, type: null },
    ];
    const result = {
      id: 'x',
      created: [
        { line: 3, entity: 'detail' as const, id: 9 },
        { line: 2, entity: 'product' as const, id: 8 },
      ],
      updated: [{ line: 4, entity: 'product' as const, id: 5 }],
      proposed: [],
    };
    expect(createdRecords(result, rows).map(({ id, row }) => [id, row.name ?? row.type])).toEqual([
      [9, 'Щит'],
      [8, 'Пулемёт'],
      [5, 'Станок'],
    ]);
  });
});
