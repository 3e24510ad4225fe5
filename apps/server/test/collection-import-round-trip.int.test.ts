import { collectionColumnsIn, type Locale } from '@museum/contract';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { buildManufacturer, buildProduct, buildStamp, buildSubtype, buildType } from './catalogue-factories';
import { addRecord, gunInput, partInput } from './collection-factories';
import { signIn, unique } from './factories';
import { useTestApp } from './harness';
import { CSV, collectionImporter, XLSX } from './import-helpers';

type Format = 'csv' | 'xlsx';

/**
 * Issue 54, point 1: a collection exported as CSV or XLSX, with Russian or English headers, imports
 * into another account's empty collection and exports again the same, field by field (ADR 092).
 */
describe('a collection’s spreadsheet, exported and imported again', () => {
  const t = useTestApp({ collectionLimits: { items: 100, wanted: 100, photoBytes: 2 ** 20 } });
  const importFile = collectionImporter(t);

  const download = async (auth: Record<string, string>, format: Format, lang: Locale) => {
    const res = await t.app.inject({ url: `/api/collection/export?format=${format}&lang=${lang}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };

  /** A sheet's rows as texts, the header first, whatever the format. */
  const rowsOf = async (file: Buffer, format: Format): Promise<string[][]> =>
    format === 'csv'
      ? (parse(file, { bom: true }) as string[][])
      : (await readSheet(file)).map((row) => row.map((cell) => (cell === null ? '' : String(cell))));

  /** A collector's records with every field, private ones included: a gun, its parts, a part of a catalogue gun. */
  async function everyField(): Promise<Record<string, string>> {
    const owner = await signIn(t.database);
    const maker = await buildManufacturer(t.database, { name: `Тульский завод ${unique()}`, nameEn: `Tula works ${unique()}` });
    const type = await buildType(t.database, { nameEn: `Lock ${unique()}`, carriesNumber: true });
    const subtype = await buildSubtype(t.database, type.id, { nameEn: `Early ${unique()}` });
    const stampNamed = await buildStamp(t.database, { nameEn: `Arrow ${unique()}` });
    const stampRussian = await buildStamp(t.database);
    const catalogueGun = await buildProduct(t.database);
    // A part made before its gun, and put into it later: in the file it comes before the gun.
    const early = await addRecord(t.app, owner.auth, partInput(type.id, { number: '21105' }));
    const gun = await addRecord(
      t.app,
      owner.auth,
      gunInput({
        number: '21105',
        year: 1916,
        belongsTo: 'максим',
        manufacturer: { id: maker.id },
        source: 'Аукцион «Раритет», лот 12',
        description: '<p>Щит <b>ранний</b>, кожух гладкий</p>',
        nameEn: 'Maxim gun 1910',
        descriptionEn: 'An early shield',
        condition: 'хорошее',
        markings: 'Клеймо на кожухе',
        provenance: 'Из собрания Н.',
        numberPlace: 'на коробе',
        acquiredFrom: 'Аукцион',
        acquiredOn: '2024-05-17',
        price: 150000.5,
        currency: 'rub',
        keptAt: 'Сейф',
        insuredValue: 200000,
        notes: 'Первая строка\nвторая',
      }),
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/collection/items/${early.id}`,
      headers: owner.auth,
      payload: partInput(type.id, { number: '21105', partOf: { kind: 'collection', id: gun.id } }),
    });
    await addRecord(
      t.app,
      owner.auth,
      partInput(type.id, {
        name: 'Замок',
        number: '21106',
        year: 1915,
        subtype: { id: subtype.id },
        stamps: [{ id: stampNamed.id }, { id: stampRussian.id }],
        condition: 'раскопочное',
        partOf: { kind: 'collection', id: gun.id },
        price: 1200,
        currency: 'EUR',
        notes: 'с ключом',
      }),
    );
    await addRecord(t.app, owner.auth, partInput(type.id, { partOf: { kind: 'product', id: catalogueGun.id }, keptAt: 'Полка' }));
    return owner.auth;
  }
  let collector: Promise<Record<string, string>> | undefined;

  it.each<[Format, Locale]>([
    ['csv', 'ru'],
    ['csv', 'en'],
    ['xlsx', 'ru'],
    ['xlsx', 'en'],
  ])('%s with %s headers: the same records, field by field, the times aside', async (format, lang) => {
    collector ??= everyField();
    const source = await download(await collector, format, lang);
    const reader = await signIn(t.database);
    const file = { fileName: `collection.${format}`, type: format === 'csv' ? CSV : XLSX, language: lang };

    const dry = await importFile(reader.auth, source, file);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, created: 4, updated: 0, unchanged: 0, invalid: 0, otherColumns: [] });
    expect((await t.app.inject({ url: '/api/collection/items', headers: reader.auth })).json().totalElements).toBe(0);

    const written = await importFile(reader.auth, source, { ...file, write: true });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json()).toMatchObject({ dryRun: false, created: 4, invalid: 0 });
    expect(written.json().rows.every((row: { recordId: number | null }) => row.recordId !== null)).toBe(true);

    const [header, ...before] = await rowsOf(source, format);
    const [againHeader, ...after] = await rowsOf(await download(reader.auth, format, lang), format);
    expect(againHeader).toEqual(header);
    expect(header).toEqual(collectionColumnsIn(lang).map(([, label]) => label));
    const column = (key: string) => collectionColumnsIn(lang).findIndex(([k]) => k === key);
    // The reader's records have ids of their own: «Входит в» names the reader's gun by its new id.
    const newId = new Map(before.map((row, index) => [row[column('id')], after[index]?.[column('id')]]));
    const withNewIds = (cell: string) => cell.replace(/№(\d+)\)$/, (_, id: string) => `№${newId.get(id)})`);
    expect(after).toHaveLength(before.length);
    for (const [index, row] of before.entries()) {
      for (const [key, label] of collectionColumnsIn(lang)) {
        if (key === 'id' || key === 'createdAt' || key === 'updatedAt') continue;
        const expected = key === 'partOf' ? withNewIds(row[column(key)] ?? '') : row[column(key)];
        expect(after[index]?.[column(key)], `row ${index + 2}, ${label}`).toBe(expected);
      }
    }
  });
});
