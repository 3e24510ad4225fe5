import { IMPORT_LIMITS } from '@museum/contract';
import { windows1251 } from '@museum/test-kit';
import { describe, expect, it } from 'vitest';
import { createCatalogueVersionRepository } from '../src/modules/catalogue/catalogue-version.repository';
import { buildManufacturer, buildStamp, buildType } from './catalogue-factories';
import { addRecord, gunInput, partInput } from './collection-factories';
import { signIn, unique } from './factories';
import { useTestApp } from './harness';
import { collectionImporter, csv, XLSX } from './import-helpers';
import { createRecorder } from './statement-recorder';
import { zipBombs, zipOf } from './zip-bombs';

const ITEMS = '/api/collection/items';
type Row = { line: number; action: string; recordId: number | null; problems: { code: string; text: string }[]; changes: unknown[] };

/** A collector's own file into their records (issue 54; ADR 092): as collectors write them, checked before anything is written. */
describe('a collector’s import', () => {
  const t = useTestApp({ collectionLimits: { items: 6, wanted: 100, photoBytes: 2 ** 20 } });
  const importFile = collectionImporter(t);
  const listOf = async (auth: Record<string, string>) =>
    (await t.app.inject({ url: `${ITEMS}?sort=id,asc`, headers: auth })).json().content as { id: number; name: string | null }[];
  const recordOf = async (auth: Record<string, string>, id: number) =>
    (await t.app.inject({ url: `${ITEMS}/${id}`, headers: auth })).json();
  const problemsOf = (rows: Row[]) => rows.map(({ line, problems }) => [line, problems.map(({ text }) => text)]);

  it('reads a Windows-1251 file with semicolons as a Russian Excel saves it: sums, days, currencies and years as written', async () => {
    const { auth } = await signIn(t.database);
    const maker = await buildManufacturer(t.database, { name: `Завод ${unique()}` });
    const file = windows1251(
      [
        'Вид;Название;Номер;Год;Производитель;Цена;Валюта;Дата приобретения;Страховая стоимость;Заметки;Место хранения',
        '',
        `изделие;Мой Максим;21105;1915 г.;${maker.name.toUpperCase()};150 000,50;руб.;17.05.2024;1.200.000;"Куплен; с документами";Сейф`,
      ].join('\r\n'),
    );
    const dry = await importFile(auth, file);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ created: 1, invalid: 0, otherColumns: [{ header: 'Место хранения', field: 'keptAt' }] });
    expect(dry.json().rows[0]).toMatchObject({ line: 3, action: 'create', name: 'Мой Максим', problems: [] });
    const written = await importFile(auth, file, { write: true });
    expect(written.statusCode, written.body).toBe(201);
    expect(await recordOf(auth, written.json().rows[0].recordId)).toMatchObject({
      kind: 'product',
      name: 'Мой Максим',
      number: '21105',
      year: 1915,
      manufacturer: { id: maker.id },
      price: 150000.5,
      currency: 'RUB',
      acquiredOn: '2024-05-17',
      insuredValue: 1200000,
      notes: 'Куплен; с документами',
      keptAt: 'Сейф',
    });
  });

  it('tells each bad row by the file’s own line and writes none of it, nor a part of a gun it refuses', async () => {
    const { auth } = await signIn(t.database);
    const type = await buildType(t.database);
    const file = csv([
      'Вид,Номер записи,Название,Тип,Входит в,Производитель,Клейма,Цена,Дата приобретения,Год',
      `изделие,,Хороший пулемёт,,,,,,,`,
      `изделие,901,Пулемёт с чужим заводом,,,Завод Небывалый,,,,`,
      `деталь,,,${type.name},Пулемёт (№901),,,,,`,
      '',
      `деталь,,,${type.name},,,Клеймо Небывалое,сто рублей,31.02.2024,1700`,
      `деталь,,,Тип Небывалый,,,,,,`,
      `штука,,Непонятное,,,,,,,`,
    ]);
    const dry = await importFile(auth, file);
    expect(dry.json()).toMatchObject({ created: 1, invalid: 5 });
    expect(problemsOf(dry.json().rows)).toEqual([
      [2, []],
      [3, ['Производителя «Завод Небывалый» нет в справочнике музея: напишите название, как на сайте, или оставьте ячейку пустой']],
      [4, ['Изделие из строки 3, в которое входит запись, не загрузится: сначала исправьте ту строку']],
      [6, ['Клейма «Клеймо Небывалое» нет в справочнике музея: напишите название, как на сайте, или уберите его', 'Неверный год: «1700»']],
      [7, ['Типа детали «Тип Небывалый» нет в справочнике музея: напишите название, как на сайте']],
      [8, ['Неизвестный вид записи: «штука» (ожидается «изделие» или «деталь»)']],
    ]);
    expect(await listOf(auth)).toEqual([]);

    const written = await importFile(auth, file, { write: true });
    expect(written.json()).toMatchObject({ created: 1, invalid: 5 });
    expect((await listOf(auth)).map(({ name }) => name)).toEqual(['Хороший пулемёт']);

    // A bad sum and a bad day are the columns' own problems, each named by its header in the caller's language.
    const sums = await importFile(auth, csv(['Kind,Type,Price,Acquired on', `part,${type.name},сто рублей,31.02.2024`]), {
      language: 'en',
    });
    expect(problemsOf(sums.json().rows)).toEqual([[2, ['Bad value in the column “Acquired on”', 'Bad value in the column “Price”']]]);
  });

  it('refuses a file before reading it as a table: no session, a zip bomb, a ZIP of photos', async () => {
    const anonymous = await importFile(undefined, csv(['Вид,Название', 'изделие,Пулемёт']));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
    const { auth } = await signIn(t.database);
    const tooBig = Math.ceil(IMPORT_LIMITS.maxUnpackedBytes / 1024 / 1024) + 1;
    const bomb = await importFile(auth, await zipBombs.longText(tooBig, true), { fileName: 'bomb.xlsx', type: XLSX });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json()).toMatchObject({ code: 'IMPORT_UNPACKED_TOO_LARGE' });
    const cells = await importFile(auth, await zipBombs.manyCells(IMPORT_LIMITS.maxCells + 100), { fileName: 'cells.xlsx', type: XLSX });
    expect(cells.json()).toMatchObject({ status: 413, code: 'IMPORT_TOO_MANY_CELLS' });
    const photos = zipOf([
      { name: 'table.csv', content: csv(['Вид,Название', 'изделие,Пулемёт']) },
      { name: 'p.jpg', content: Buffer.from([1]) },
    ]);
    const zip = await importFile(auth, photos, { fileName: 'photos.zip', type: 'application/zip' });
    expect(zip.json()).toMatchObject({ status: 400, code: 'IMPORT_SHEET_ONLY' });
    const noTable = await importFile(auth, csv(['Что-то,Другое', 'a,b']));
    expect(noTable.json()).toMatchObject({ status: 400, code: 'IMPORT_NO_COLUMNS' });
    expect(await listOf(auth)).toEqual([]);
  });

  it('keeps the account’s record limit: past it a 409 and nothing written, in a dry run too', async () => {
    const { auth } = await signIn(t.database);
    for (let i = 0; i < 4; i++) await addRecord(t.app, auth, gunInput());
    const three = csv(['Вид,Название', 'изделие,Первый', 'изделие,Второй', 'изделие,Третий']);
    for (const write of [false, true]) {
      const res = await importFile(auth, three, { write });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'COLLECTION_LIMIT' });
      expect(res.json().detail).toBe(
        'В коллекции может быть не больше 6 записей: в ней 4, файл добавил бы ещё 3. Ничего не записано: разделите файл или удалите ненужные записи.',
      );
    }
    expect(await listOf(auth)).toHaveLength(4);
    const two = await importFile(auth, csv(['Вид,Название', 'изделие,Первый', 'изделие,Второй']), { write: true });
    expect(two.statusCode).toBe(201);
    expect(await listOf(auth)).toHaveLength(6);
  });

  it('updates the caller’s own record a row names, keeps what the file lacks, and never touches another’s', async () => {
    const owner = await signIn(t.database);
    const stamp = await buildStamp(t.database);
    const type = await buildType(t.database);
    const gun = await addRecord(t.app, owner.auth, gunInput({ description: '<p>Щит <b>ранний</b></p>', price: 100, notes: 'своё' }));
    const part = await addRecord(
      t.app,
      owner.auth,
      partInput(type.id, { stamps: [{ id: stamp.id }], partOf: { kind: 'collection', id: gun.id } }),
    );
    const other = await signIn(t.database);
    const theirs = await addRecord(t.app, other.auth, gunInput({ name: 'Чужой', notes: 'тайна' }));

    const file = csv([
      'Вид,Номер записи,Название,Цена',
      `изделие,${gun.id},${gun.name},"1 500,5"`,
      `деталь,${part.id},,`,
      `изделие,${theirs.id},Взятый из чужой таблицы,7`,
    ]);
    const dry = (await importFile(owner.auth, file)).json();
    expect(dry).toMatchObject({ created: 1, updated: 1, unchanged: 1, invalid: 0 });
    expect(dry.rows.map(({ line, action, recordId, changes }: Row) => [line, action, recordId, changes])).toEqual([
      [2, 'update', gun.id, [{ field: 'price', label: 'Цена', before: '100', after: '1 500,5' }]],
      [3, 'unchanged', part.id, []],
      [4, 'create', null, []],
    ]);
    const written = (await importFile(owner.auth, file, { write: true })).json();
    expect(await recordOf(owner.auth, gun.id)).toMatchObject({ price: 1500.5, notes: 'своё', description: '<p>Щит <b>ранний</b></p>' });
    expect(await recordOf(owner.auth, part.id)).toMatchObject({ stamps: [{ id: stamp.id }], partOf: { kind: 'collection', id: gun.id } });
    expect(written.rows[2].recordId).not.toBe(theirs.id);
    expect(await recordOf(other.auth, theirs.id)).toEqual(theirs);

    // Another's record is not a gun to belong to either: it is simply not found.
    const foreignGun = await importFile(owner.auth, csv(['Вид,Тип,Входит в', `деталь,${type.name},Чужой (№${theirs.id})`]));
    expect(problemsOf(foreignGun.json().rows)).toEqual([[2, [`Не найдено изделие, в которое входит запись: «Чужой (№${theirs.id})»`]]]);
  });

  it('keeps the rule of guns: a gun with parts stays one, a part belongs to a gun, no record to itself', async () => {
    const { auth } = await signIn(t.database);
    const type = await buildType(t.database);
    const gun = await addRecord(t.app, auth, gunInput());
    await addRecord(t.app, auth, partInput(type.id, { partOf: { kind: 'collection', id: gun.id } }));
    const file = csv([
      'Вид,Номер записи,Название,Тип,Входит в',
      `деталь,${gun.id},,${type.name},`,
      `деталь,801,,${type.name},`,
      `деталь,,,${type.name},Деталь (№801)`,
      'изделие,802,Сам в себе,,Сам в себе (№802)',
    ]);
    expect(problemsOf((await importFile(auth, file)).json().rows)).toEqual([
      [2, ['К этому изделию относятся другие записи коллекции: деталью оно стать не может']],
      [3, []],
      [4, ['Запись может входить только в изделие, а «Деталь (№801)» — деталь']],
      [5, ['Запись не может входить в саму себя или в свою же деталь']],
    ]);
  });

  it('puts nothing of the file into the catalogue, its search or its version', async () => {
    const { auth } = await signIn(t.database);
    const versions = createCatalogueVersionRepository(t.database.db);
    const before = await versions.current();
    const secret = `Тайный${unique()}`;
    const res = await importFile(auth, csv(['Вид,Название,Заметки', `изделие,${secret},${secret}`]), { write: true });
    expect(res.statusCode).toBe(201);
    expect(await versions.current()).toBe(before);
    for (const url of [
      `/api/archive/search/all?q=${encodeURIComponent(secret)}`,
      `/api/archive/products?q=${encodeURIComponent(secret)}`,
    ]) {
      for (const headers of [{}, auth]) expect((await t.app.inject({ url, headers })).json().totalElements, url).toBe(0);
    }
  });
});

/** A file's new records are written in batches (ADR 090's way): as many statements for 60 rows as for 10. */
describe('a collector’s import, counted in statements', () => {
  const recorder = createRecorder();
  const t = useTestApp({ collectionLimits: { items: 100, wanted: 100, photoBytes: 2 ** 20 } }, { logger: recorder });
  const importFile = collectionImporter(t);

  it('writes guns, their parts and stamps in the same statements however many rows', async () => {
    const type = await buildType(t.database);
    const stamp = await buildStamp(t.database);
    /** `n` rows: guns, each followed by a part belonging to it, with a stamp. */
    const file = (n: number) =>
      csv([
        'Вид,Номер записи,Название,Тип,Клейма,Входит в,Цена',
        ...Array.from({ length: n / 2 }, (_, i) => [
          `изделие,${500 + i},Пулемёт ${i},,,,"1 000,5"`,
          `деталь,,,${type.name},${stamp.name},Пулемёт ${i} (№${500 + i}),`,
        ]).flat(),
      ]);
    const counts = [];
    for (const rows of [10, 60]) {
      const { auth } = await signIn(t.database);
      const statements = await recorder.during(async () => {
        const res = await importFile(auth, file(rows), { write: true });
        expect(res.json()).toMatchObject({ created: rows, invalid: 0 });
      });
      counts.push(statements.length);
    }
    expect(counts[1]).toBe(counts[0]);
  });
});
