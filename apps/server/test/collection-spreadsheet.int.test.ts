import { collectionColumnsIn } from '@museum/contract';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildProduct, buildStamp, buildType } from './catalogue-factories';
import { addRecord, gunInput, partInput } from './collection-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The collection as a spreadsheet (issue 54 point 1): the catalogue export's columns plus the private fields, the owner's alone. */
describe('the collection’s spreadsheet', () => {
  const t = useTestApp({ collectionLimits: { items: 100, wanted: 100, photoBytes: 2 ** 20 } });
  const download = (auth: Record<string, string> | undefined, query = '') =>
    t.app.inject({ url: `/api/collection/export${query}`, ...(auth && { headers: auth }) });
  /** The CSV's rows as objects keyed by the header's words. */
  const csvRecords = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

  it('answers every record in a CSV a parser reads back, with the private fields, and the same in XLSX', async () => {
    const collector = await signIn(t.database);
    const maker = await buildManufacturer(t.database, { name: 'Тульский завод для таблицы', nameEn: 'Tula works for the sheet' });
    const type = await buildType(t.database, { belongsTo: 'максим' });
    const stamp = await buildStamp(t.database, { name: 'Клеймо-таблица' });
    const catalogueGun = await buildProduct(t.database);
    const gun = await addRecord(
      t.app,
      collector.auth,
      gunInput({
        name: '=HYPERLINK("x") мой Максим',
        number: '21105',
        year: 1916,
        belongsTo: 'максим',
        manufacturer: { id: maker.id },
        condition: 'хорошее',
        description: '<p>Строка <b>с разметкой</b></p>',
        acquiredFrom: 'Аукцион',
        acquiredOn: '2024-05-17',
        price: 150000.5,
        currency: 'rub',
        keptAt: 'Сейф',
        notes: 'Первая строка\nвторая',
      }),
    );
    await addRecord(
      t.app,
      collector.auth,
      partInput(type.id, { number: '21105', stamps: [{ id: stamp.id }], partOf: { kind: 'product', id: catalogueGun.id } }),
    );

    const res = await download(collector.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="collection-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header] = parse(res.body, { bom: true }) as string[][];
    expect(header).toEqual(collectionColumnsIn('ru').map(([, label]) => label));
    const [gunRow, partRow] = csvRecords(res.body);
    expect(gunRow).toMatchObject({
      Вид: 'изделие',
      'Номер записи': String(gun.id),
      // A cell a spreadsheet would run as a formula is defused.
      Название: `'=HYPERLINK("x") мой Максим`,
      Номер: '21105',
      Год: '1916',
      Производитель: 'Тульский завод для таблицы',
      Описание: 'Строка с разметкой',
      'У кого приобретён': 'Аукцион',
      'Дата приобретения': '2024-05-17',
      Цена: '150000.5',
      Валюта: 'RUB',
      'Где хранится': 'Сейф',
      Заметки: 'Первая строка\nвторая',
    });
    expect(partRow).toMatchObject({
      Вид: 'деталь',
      Клейма: 'Клеймо-таблица',
      'Входит в': `${t.config.publicUrl}/products/${catalogueGun.id}`,
    });

    const xlsx = await download(collector.auth, '?format=xlsx&lang=en');
    expect(xlsx.headers['content-type']).toBe(XLSX);
    const [xlsxHeader, xlsxGun] = await readSheet(xlsx.rawPayload);
    expect(xlsxHeader).toEqual(collectionColumnsIn('en').map(([, label]) => label));
    const cellOf = (label: string) => xlsxGun?.[(xlsxHeader as string[]).indexOf(label)];
    expect(cellOf('Maker')).toBe('Tula works for the sheet');
    expect(cellOf('Kind')).toBe('item');
    expect(cellOf('Price')).toBe(150000.5);
    expect(cellOf('Kept at')).toBe('Сейф');
  });

  it('answers another account only its own records, 401 without a session and 400 for a format it does not write', async () => {
    const owner = await signIn(t.database);
    await addRecord(t.app, owner.auth, gunInput({ name: 'Чужой пулемёт в таблице', keptAt: 'Тайник' }));
    for (const role of ['USER', 'MODERATOR', 'ADMIN'] as const) {
      const other = await signIn(t.database, role);
      const res = await download(other.auth);
      expect(res.statusCode).toBe(200);
      expect(csvRecords(res.body)).toEqual([]);
      expect(res.body).not.toContain('Тайник');
    }
    expect((await download(undefined)).statusCode).toBe(401);
    const bad = await download(owner.auth, '?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('csv или xlsx');
  });
});
