import { windows1251 } from '@museum/test-kit';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { signIn, unique } from './factories';
import { useTestApp } from './harness';
import { CSV, csv, importer, XLSX } from './import-helpers';

/** Collectors' files import as they are written (issue 50, point 3; ADR 079). */
describe('imports: collectors’ files', () => {
  const t = useTestApp();
  const api = importer(t);

  it('reads a Windows-1251 file with semicolons and blank lines, each row on its own line', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const file = windows1251(
      ['Вид;Название;Год;Состояние', '', 'изделие;Пулемёт;1915 г.;хорошее', '', '', 'изделие;Станок;19x5;'].join('\r\n'),
    );
    const res = await api.preview(user.auth, file);
    expect(res.statusCode).toBe(201);
    expect(
      res
        .json()
        .rows.map((row: { line: number; name: string; problems: { code: string; text: string }[] }) => [
          row.line,
          row.name,
          row.problems.map((p) => p.text),
        ]),
    ).toEqual([
      [3, 'Пулемёт', []],
      [6, 'Станок', ['Неверный год: «19x5»']],
    ]);
  });

  it('imports English headers and values, a date-typed year and the English name and description', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const name = `Пулемёт ${unique()}`;
    const data = await writeXlsxFile(
      [
        ['Kind', 'Name', 'English name', 'English description', 'Year', 'Condition', 'Purpose'],
        ['item', name, 'Maxim gun', 'A gun from Tula', new Date(Date.UTC(1916, 0, 1)), 'excavated', 'Maxim gun'],
      ],
      { dateFormat: 'dd.mm.yyyy' },
    ).toBuffer();
    const preview = await api.preview(moderator.auth, data, 'import.xlsx', XLSX, 'en');
    expect(preview.json()).toMatchObject({ valid: 1, invalid: 0 });
    const submitted = await api.submit(moderator.auth, preview.json().id);
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().created[0].id;
    const product = (await t.app.inject({ url: `/api/archive/products/${id}` })).json();
    expect(product).toMatchObject({ name, nameEn: 'Maxim gun', year: 1916, condition: 'раскопочное', belongsTo: 'максим' });
    expect(product.descriptionEn).toContain('A gun from Tula');
  });

  it('reads synonyms, lists the columns it did not read, and reads one into the field the reader chose', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const file = csv(['Вид,Серийный номер,Год выпуска,Примечание,Откуда', 'изделие,С-1,1915 г.,со щитом,с аукциона']);
    const first = (await api.preview(user.auth, file)).json();
    expect(first.otherColumns).toEqual([
      { header: 'Серийный номер', field: 'number' },
      { header: 'Год выпуска', field: 'year' },
      { header: 'Примечание', field: 'description' },
      { header: 'Откуда', field: null },
    ]);
    expect(first.rows[0]).toMatchObject({ number: 'С-1', problems: [{ code: 'missingName' }] });

    const chosen = await api.preview(
      user.auth,
      file,
      'import.csv',
      CSV,
      'ru',
      JSON.stringify({ Откуда: 'provenance', Примечание: 'name' }),
    );
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json()).toMatchObject({ valid: 1, otherColumns: [{}, {}, { field: 'name' }, { field: 'provenance' }] });
    expect(chosen.json().rows[0]).toMatchObject({ name: 'со щитом', number: 'С-1' });

    const bad = await api.preview(user.auth, file, 'import.csv', CSV, 'ru', '{"Откуда":"цена"}');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'IMPORT_BAD_COLUMNS' });
  });
});
