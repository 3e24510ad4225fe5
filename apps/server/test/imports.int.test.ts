import { EXPORT_CSV_COLUMNS, EXPORT_CSV_COLUMNS_IN, IMPORT_LIMITS } from '@museum/contract';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { buildDetail, buildManufacturer, buildProduct, buildStamp, buildType } from './catalogue-factories';
import { signIn, unique } from './factories';
import { useTestApp } from './harness';
import { CSV, csv, importer, XLSX } from './import-helpers';

/** Import of a collection spreadsheet (issue 35, point 4; ADR 065). */
describe('imports', () => {
  const t = useTestApp();
  const api = importer(t);

  it('answers the template with the export’s header row, in the caller’s language', async () => {
    const ru = await t.app.inject({ url: '/api/archive/imports/template.csv' });
    expect(ru.statusCode).toBe(200);
    expect(ru.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(parse(ru.body, { bom: true })[0]).toEqual(EXPORT_CSV_COLUMNS.map(([, label]) => label));
    const en = await t.app.inject({ url: '/api/archive/imports/template.csv', headers: { 'accept-language': 'en' } });
    expect(parse(en.body, { bom: true })[0]).toContain('Record number');
  });

  it('takes the template’s language from ?lang= over Accept-Language (a download link sends the browser’s)', async () => {
    const res = await t.app.inject({ url: '/api/archive/imports/template.csv?lang=ru', headers: { 'accept-language': 'en' } });
    expect(parse(res.body, { bom: true })[0]).toEqual(EXPORT_CSV_COLUMNS.map(([, label]) => label));
    expect((await t.app.inject({ url: '/api/archive/imports/template.csv?lang=de' })).statusCode).toBe(400);
  });

  it('answers an XLSX template that read-excel-file reads back, and the preview takes', async () => {
    const ru = await t.app.inject({ url: '/api/archive/imports/template.xlsx' });
    expect(ru.statusCode).toBe(200);
    expect(ru.headers['content-type']).toBe(XLSX);
    expect(ru.headers['content-disposition']).toBe('attachment; filename="import-template.xlsx"');
    expect((await readSheet(ru.rawPayload))[0]).toEqual(EXPORT_CSV_COLUMNS.map(([, label]) => label));
    const en = await t.app.inject({ url: '/api/archive/imports/template.xlsx?lang=en' });
    expect((await readSheet(en.rawPayload))[0]).toEqual(EXPORT_CSV_COLUMNS_IN.en.map(([, label]) => label));

    // The template filled in and uploaded: its header is the import's own.
    const header = (await readSheet(ru.rawPayload))[0] as string[];
    const row = header.map((label) => ({ Вид: 'изделие', Название: 'Пулемёт из шаблона' })[label] ?? null);
    const user = await signIn(t.database, 'USER', t.clock.now());
    const res = await api.preview(user.auth, await writeXlsxFile([header, row]).toBuffer(), 'filled.xlsx', XLSX);
    expect(res.json()).toMatchObject({ valid: 1, invalid: 0 });
  });

  it('names each previewed row by its name, number and part type, as the file says them', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const file = csv(['Вид,Название,Номер,Тип', 'изделие,Пулемёт,П-1,', 'деталь,,,Щит неведомый']);
    const { rows } = (await api.preview(user.auth, file)).json();
    expect(rows.map(({ line, name, number, type }: Record<string, unknown>) => ({ line, name, number, type }))).toEqual([
      { line: 2, name: 'Пулемёт', number: 'П-1', type: null },
      { line: 3, name: null, number: null, type: 'Щит неведомый' },
    ]);
  });

  it('refuses a submit whose number entered the catalogue after the preview, and writes nothing', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const name = `Поздний ${unique()}`;
    const number = `ПЗ-${unique()}`;
    const preview = (await api.preview(user.auth, csv(['Вид,Название,Номер', `изделие,${name},`, `изделие,${name},${number}`]))).json();
    expect(preview.valid).toBe(2);
    await buildProduct(t.database, { number: number.toLowerCase().replace('-', ' ') });
    const res = await api.submit(user.auth, preview.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'IMPORT_SERIAL_TAKEN' });
    expect(res.json().detail).toContain(`«${number}» (строка 3)`);
    const mine = (await t.app.inject({ url: '/api/archive/change-requests/mine', headers: user.auth })).json();
    expect(mine.totalElements).toBe(0);
  });

  it('previews a CSV with each kind of problem, in Russian or English, and writes nothing', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const maker = await buildManufacturer(t.database);
    const taken = `ИМП-${unique()}`;
    // Two guns carry it: a row naming neither by maker cannot be read as an update of one (issue 50, point 5).
    await buildProduct(t.database, { number: taken });
    await buildProduct(t.database, { number: taken, manufacturerId: (await buildManufacturer(t.database)).id });
    const own = `ИМП-${unique()}`;
    const file = csv([
      'Вид,Название,Номер,Год,Производитель,Тип',
      `изделие,Пулемёт,${own},1915,${maker.name},`,
      `изделие,Пулемёт,${taken},1915,,`,
      'деталь,Короб,Д-1,19x5,Неведомый завод,Неведомый тип',
      `изделие,,№ ${own.toLowerCase()},1916,,`,
    ]);
    const res = await api.preview(user.auth, file);
    expect(res.statusCode).toBe(201);
    const preview = res.json();
    expect(preview).toMatchObject({ valid: 1, invalid: 3 });
    expect(preview.rows.map((row: { line: number; problems: { code: string }[] }) => [row.line, row.problems.map((p) => p.code)])).toEqual([
      [2, []],
      [3, ['duplicateSerialInCatalogue']],
      // Names the catalogue lacks are no problem: they come with the file (issue 50, point 2).
      [4, ['badYear']],
      [5, ['missingName', 'duplicateSerialInFile']],
    ]);
    expect(preview.rows[2].problems[0].text).toBe('Неверный год: «19x5»');
    const english = (await api.preview(user.auth, file, 'import.csv', CSV, 'en')).json();
    expect(english.rows[2].problems[0].text).toBe('Bad year: “19x5”');
    const search = await t.app.inject({ url: `/api/archive/export?format=jsonl&manufacturer=${maker.id}` });
    expect(search.body).toBe('');
  });

  it('previews an XLSX the same way', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const data = await writeXlsxFile([
      ['Вид', 'Название', 'Год'],
      ['изделие', 'Пулемёт из таблицы', 1916],
      ['изделие', null, 1917],
    ]).toBuffer();
    const res = await api.preview(user.auth, data, 'import.xlsx', XLSX);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ valid: 1, invalid: 1, rows: [{ line: 2, entity: 'product', problems: [] }, { line: 3 }] });
    expect(res.json().rows[1].problems.map((p: { code: string }) => p.code)).toEqual(['missingName']);
  });

  it('refuses anonymous callers, unreadable files, too many rows and too big a file', async () => {
    expect((await api.preview({}, csv(['Вид,Название']))).statusCode).toBe(401);
    const user = await signIn(t.database, 'USER', t.clock.now());
    const noColumns = await api.preview(user.auth, csv(['Что,Где', '1,2']));
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json()).toMatchObject({ code: 'IMPORT_NO_COLUMNS' });
    const rows = Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, (_, i) => `изделие,Пулемёт ${i}`);
    const tooMany = await api.preview(user.auth, csv(['Вид,Название', ...rows]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ code: 'IMPORT_TOO_MANY_ROWS' });
    const big = await api.preview(user.auth, Buffer.alloc(IMPORT_LIMITS.maxBytes + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.headers['content-type']).toContain('application/problem+json');
  });

  it('turns a plain user’s valid rows into change requests, once, and only for the owner', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const other = await signIn(t.database, 'USER', t.clock.now());
    const type = await buildType(t.database);
    const name = `Предложение ${unique()}`;
    const preview = (
      await api.preview(user.auth, csv(['Вид,Название,Тип,Год', `изделие,${name},,1915`, `деталь,${name},${type.name},1916`, 'изделие,,,']))
    ).json();
    expect(preview).toMatchObject({ valid: 2, invalid: 1 });
    expect((await api.submit(other.auth, preview.id)).statusCode).toBe(404);
    const res = await api.submit(user.auth, preview.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      created: [],
      proposed: [
        { line: 2, entity: 'product' },
        { line: 3, entity: 'detail' },
      ],
    });
    // Submitted again (issue 50, point 6): the same answer, nothing proposed twice.
    const again = await api.submit(user.auth, preview.id);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());

    const mine = (await t.app.inject({ url: '/api/archive/change-requests/mine?status=PENDING', headers: user.auth })).json();
    expect(mine.content.map((r: { entityType: string; action: string }) => [r.entityType, r.action])).toEqual([
      ['DETAIL', 'CREATE'],
      ['PRODUCT', 'CREATE'],
    ]);
    expect((await t.app.inject({ url: `/api/archive/search/all?q=${encodeURIComponent(name)}` })).json().totalElements).toBe(0);
  });

  it('lets a moderator import straight in, parts joined to the product of the same file', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const type = await buildType(t.database);
    const name = `Прямой ${unique()}`;
    const preview = (
      await api.preview(
        moderator.auth,
        csv(['Вид,Номер записи,Название,Тип,Входит в', `изделие,7,${name},,`, `деталь,8,${name},${type.name},${name} (№7)`]),
      )
    ).json();
    expect(preview).toMatchObject({ valid: 2, invalid: 0 });
    const res = await api.submit(moderator.auth, preview.id);
    expect(res.statusCode).toBe(201);
    const [product, detail] = res.json().created;
    const page = (await t.app.inject({ url: `/api/archive/details/${detail.id}` })).json();
    expect(page.product).toMatchObject({ id: product.id });
  });

  it('answers a double click on submit once: the same records, created once', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const name = `Двойной щелчок ${unique()}`;
    const preview = (await api.preview(moderator.auth, csv(['Вид,Название', `изделие,${name}`]))).json();
    const twice = await Promise.all([api.submit(moderator.auth, preview.id), api.submit(moderator.auth, preview.id)]);
    expect(twice.map((res) => res.statusCode)).toEqual([201, 201]);
    expect(twice[1]?.json()).toEqual(twice[0]?.json());
    expect((await t.app.inject({ url: `/api/archive/search/all?q=${encodeURIComponent(name)}` })).json().totalElements).toBe(1);
  });

  it('writes nothing when one row fails at submit', async () => {
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const maker = await buildManufacturer(t.database);
    const name = `Откат ${unique()}`;
    const preview = (
      await api.preview(moderator.auth, csv(['Вид,Название,Производитель', `изделие,${name},`, `изделие,${name},${maker.name}`]))
    ).json();
    expect(preview.valid).toBe(2);
    // The maker is gone before the submit: the second row fails, so the first is not written either.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/archive/manufacturers/${maker.id}`,
      headers: (await signIn(t.database, 'ADMIN', t.clock.now())).auth,
    });
    const res = await api.submit(moderator.auth, preview.id);
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/archive/search/all?q=${encodeURIComponent(name)}` })).json().totalElements).toBe(0);
    // Not spent: the rolled back submit can be tried again.
    expect((await api.submit(moderator.auth, preview.id)).statusCode).toBe(400);
  });

  describe('round trip into an empty database', () => {
    const target = useTestApp();
    const into = importer(target);

    it('exports a search, imports it as an admin elsewhere, and exports the same records', async () => {
      const maker = await buildManufacturer(t.database, { name: `Круговой завод ${unique()}` });
      const type = await buildType(t.database, { name: `Круговой тип ${unique()}` });
      const stamp = await buildStamp(t.database, { name: `Круговое клеймо ${unique()}` });
      const product = await buildProduct(t.database, {
        name: 'Пулемёт «Круг»',
        number: `КР-${unique()}`,
        year: 1915,
        manufacturerId: maker.id,
      });
      await buildDetail(t.database, {
        typeId: type.id,
        name: 'Кожух',
        number: `КЖ-${unique()}`,
        year: 1915,
        manufacturerId: maker.id,
        productId: product.id,
        belongsTo: 'максим',
        description: '<p>Гофрированный кожух</p>',
        stampIds: [stamp.id],
      });
      const exported = await t.app.inject({ url: `/api/archive/export?format=csv&manufacturer=${maker.id}` });
      expect(exported.statusCode).toBe(200);

      await buildManufacturer(target.database, { name: maker.name });
      await buildType(target.database, { name: type.name });
      await buildStamp(target.database, { name: stamp.name });
      const admin = await signIn(target.database, 'ADMIN', target.clock.now());
      const preview = await into.preview(admin.auth, Buffer.from(exported.rawPayload));
      expect(preview.json()).toMatchObject({ valid: 2, invalid: 0 });
      expect((await into.submit(admin.auth, preview.json().id)).statusCode).toBe(201);
      const again = await target.app.inject({ url: '/api/archive/export?format=csv' });

      const records = (body: string) => {
        const [header, ...rows] = parse(body, { bom: true }) as string[][];
        const kept = (header ?? []).flatMap((label, i) =>
          ['Номер записи', 'Ссылка', 'Входит в', 'Создано', 'Изменено'].includes(label) ? [] : [i],
        );
        return rows.map((row) => kept.map((i) => row[i]));
      };
      expect(records(again.body)).toEqual(records(exported.body));
      const partOf = (body: string) => (parse(body, { bom: true }) as string[][]).slice(1).map((row) => row[10]?.replace(/\(№\d+\)/, ''));
      expect(partOf(again.body)).toEqual(partOf(exported.body));
    });
  });
});
