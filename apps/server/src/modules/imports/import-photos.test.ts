import { describe, expect, it } from 'vitest';
import { bringPhotos, photoRefs } from './import-photos';

describe('a row’s photo cell (ADR 087)', () => {
  it('reads the export’s «URL | licence | credit» lines in either language, and bare names', () => {
    const cell = [
      'https://museum.example/uploads/ab/c%20d.jpg?v=2 | CC BY 4.0 | Иван Петров',
      'https://museum.example/uploads/e.png | All rights reserved',
      'https://museum.example/uploads/f.webp | Лицензия не указана | Архив | фонд 3',
      'folder\\g.jpg',
      'h.jpg | Семейный архив',
      '',
    ].join('\n');
    expect(photoRefs(cell)).toEqual([
      { name: 'c d.jpg', rights: { licence: 'CC-BY-4.0', credit: 'Иван Петров' } },
      { name: 'e.png', rights: { licence: 'ALL_RIGHTS_RESERVED' } },
      { name: 'f.webp', rights: { licence: null, credit: 'Архив | фонд 3' } },
      { name: 'g.jpg', rights: {} },
      { name: 'h.jpg', rights: { credit: 'Семейный архив' } },
    ]);
    expect(photoRefs(undefined)).toEqual([]);
  });

  it('stores each named file once, for the rows a submit writes only, and tells what is missing and unused', async () => {
    const stored: string[] = [];
    const intake = async ({ fileName }: { fileName: string }) => {
      stored.push(fileName);
      return stored.length;
    };
    const file = (name: string) => ({ name, bytes: new Uint8Array([1]) });
    const rows = [
      { line: 2, cells: { photos: 'A.JPG\nb.jpg' } },
      { line: 3, cells: { photos: 'a.jpg\nmissing.jpg' } },
      { line: 4, cells: { photos: 'c.jpg' } },
    ];
    const brought = await bringPhotos(rows, [file('a.jpg'), file('b.jpg'), file('c.jpg'), file('extra.jpg')], (line) => line !== 4, intake);
    expect(stored).toEqual(['a.jpg', 'b.jpg']);
    expect(Object.fromEntries(brought.byLine)).toEqual({
      2: { photoIds: [1, 2], names: ['a.jpg', 'b.jpg'], warnings: [] },
      3: { photoIds: [1], names: ['a.jpg'], warnings: [{ code: 'missingPhoto', value: 'missing.jpg' }] },
      4: { photoIds: [], names: [], warnings: [] },
    });
    // A row not written still names its file: it is not «unused».
    expect(brought.unused).toEqual(['extra.jpg']);
  });
});
