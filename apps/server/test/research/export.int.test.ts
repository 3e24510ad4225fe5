import { EXPORT_CSV_COLUMNS, EXPORT_CSV_COLUMNS_IN, type ExportRecordDto, ExportRecordDto as ExportRecordSchema } from '@museum/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/config/limits-config';
import { csvRow } from '../../src/modules/export/export-format';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct, buildStamp, buildType, linkPhotos } from '../catalogue-factories';
import { signIn } from '../factories';
import { useTestApp } from '../harness';

const lines = (body: string): ExportRecordDto[] =>
  body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => ExportRecordSchema.parse(JSON.parse(line)));

describe('GET /api/archive/export', () => {
  const t = useTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS, anonymousExport: { max: 3, windowMs: 60 * 60_000 } } });

  it('exports what the search finds as JSON Lines: products, then details, with stamps and only published photos for anonymous callers', async () => {
    const maker = await buildManufacturer(t.database, { name: 'Экспортный завод' });
    const type = await buildType(t.database, { name: 'Экспортный кожух' });
    const stamp = await buildStamp(t.database, { name: 'Клеймо «Т»' });
    const product = await buildProduct(t.database, { name: 'Экспорт-пулемёт', year: 1911, manufacturerId: maker.id });
    const detail = await buildDetail(t.database, {
      typeId: type.id,
      name: 'Кожух, "гофр"',
      year: 1911,
      manufacturerId: maker.id,
      productId: product.id,
      description: '<p>Гофрированный <b>кожух</b></p>',
      stampIds: [stamp.id],
    });
    await buildDetail(t.database, { typeId: type.id, name: 'Чужой год', year: 1930, manufacturerId: maker.id });
    const shown = await buildPhoto(t.database, { published: true, credit: 'Фото: И. Иванов', licence: 'CC-BY-4.0' });
    const hidden = await buildPhoto(t.database, { published: false });
    await linkPhotos(t.database, 'detail', detail.id, [shown.id, hidden.id]);

    const res = await t.app.inject({ url: `/api/archive/export?format=jsonl&manufacturer=${maker.id}&year=1911` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="museum-export-\d{4}-\d{2}-\d{2}\.jsonl"$/);
    const records = lines(res.body);
    expect(records.map((r) => [r.kind, r.id])).toEqual([
      ['product', product.id],
      ['detail', detail.id],
    ]);
    expect(records[1]).toMatchObject({
      url: `${t.config.publicUrl}/details/${detail.id}`,
      name: 'Кожух, "гофр"',
      manufacturer: 'Экспортный завод',
      type: 'Экспортный кожух',
      partOf: { id: product.id, name: 'Экспорт-пулемёт' },
      stamps: ['Клеймо «Т»'],
      description: 'Гофрированный кожух',
      photos: [{ id: shown.id, credit: 'Фото: И. Иванов', licence: 'CC-BY-4.0' }],
    });

    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const all = await t.app.inject({ url: `/api/archive/export?format=jsonl&type=${type.id}&year=1911`, headers: moderator.auth });
    expect(lines(all.body).flatMap((r) => r.photos.map((p) => p.id))).toEqual([shown.id, hidden.id]);
  });

  it("links each record to its page in the request's language: an English export to the English page", async () => {
    const maker = await buildManufacturer(t.database, { name: 'Завод английской выгрузки' });
    const product = await buildProduct(t.database, { name: 'Англо-экспорт', year: 1912, manufacturerId: maker.id });
    const query = `/api/archive/export?format=jsonl&searchType=products&manufacturer=${maker.id}`;
    // From an address of its own: anonymous exports are limited per IP, and the other tests export from the default one.
    const ip = { remoteAddress: '203.0.113.55' };
    const english = lines((await t.app.inject({ url: query, headers: { 'accept-language': 'en' }, ...ip })).body);
    expect(english.map((r) => r.url)).toEqual([`${t.config.publicUrl}/en/products/${product.id}`]);
    const russian = lines((await t.app.inject({ url: query, ...ip })).body);
    expect(russian.map((r) => r.url)).toEqual([`${t.config.publicUrl}/products/${product.id}`]);
  });

  it('writes the file in the language its link names (lang=), the browser’s Accept-Language only without one', async () => {
    const maker = await buildManufacturer(t.database, { name: 'Завод выгрузки по ссылке' });
    const product = await buildProduct(t.database, { name: 'Экспорт по ссылке', manufacturerId: maker.id });
    const query = `/api/archive/export?format=csv&searchType=products&manufacturer=${maker.id}`;
    const ip = { remoteAddress: '203.0.113.56' };
    // A Russian page's link, from a browser that prefers English: Russian headers and the Russian page.
    const russian = await t.app.inject({ url: `${query}&lang=ru`, headers: { 'accept-language': 'en' }, ...ip });
    expect(russian.body).toContain(EXPORT_CSV_COLUMNS[0]?.[1]);
    expect(russian.body).toContain(`${t.config.publicUrl}/products/${product.id}`);
    // An English page's link, from a Russian browser: English headers and the English page.
    const english = await t.app.inject({ url: `${query}&lang=en`, headers: { 'accept-language': 'ru' }, ...ip });
    expect(english.body).toContain(EXPORT_CSV_COLUMNS_IN.en[0]?.[1]);
    expect(english.body).toContain(`${t.config.publicUrl}/en/products/${product.id}`);
    const unknown = await t.app.inject({ url: `${query}&lang=de`, ...ip });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('Язык: одно из значений ru, en.');
  });

  it('writes CSV in UTF-8 with a BOM that a CSV parser reads back record by record as the JSON Lines of the same search', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const type = await buildType(t.database);
    const awkward = [
      'Замок; "затвор", второй',
      'Строка\rвторая',
      'Строка\nвторая',
      'Строка\r\nвторая\r\n',
      'Таб\tвнутри',
      '\tТаб в начале',
      '\rCR в начале',
      'Пулемёт 🔫 👍🏽',
      '=HYPERLINK("http://evil.example","клик")',
      '+7 (495) 000-00-00',
      '-1+1',
      '@SUM(A1:A2)',
    ];
    const details = [];
    for (const name of awkward) details.push(await buildDetail(t.database, { typeId: type.id, name, number: name, source: name }));
    const described = await buildDetail(t.database, { typeId: type.id, name: 'Описание', description: '<p>=1+2, "три"</p>' });
    // Photos, one a line: a cell with bare line feeds and nothing else to quote, as on the demo catalogue.
    const plain = [
      await buildPhoto(t.database, { published: true, credit: 'И. Иванов' }),
      await buildPhoto(t.database, { published: true }),
    ];
    await linkPhotos(
      t.database,
      'detail',
      described.id,
      plain.map((photo) => photo.id),
    );
    const awkwardCredits = [
      await buildPhoto(t.database, { published: true, credit: 'И. "Иванов", архив' }),
      await buildPhoto(t.database, { published: true, credit: '=автор\r\nвторой' }),
    ];
    await linkPhotos(
      t.database,
      'detail',
      details[0]?.id ?? 0,
      awkwardCredits.map((photo) => photo.id),
    );

    const search = `/api/archive/export?type=${type.id}`;
    const jsonl = await t.app.inject({ url: `${search}&format=jsonl`, headers: user.auth });
    const res = await t.app.inject({ url: `${search}&format=csv`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="museum-export-.+\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    // Strict quotes, and any of CRLF, LF, CR ends an unquoted record, as Python's csv, Excel and LibreOffice read.
    const [header, ...rows]: string[][] = parse(res.rawPayload, { bom: true, record_delimiter: ['\r\n', '\n', '\r'] });
    expect(header).toEqual(EXPORT_CSV_COLUMNS.map(([, label]) => label));
    const records = lines(jsonl.body);
    expect(records).toHaveLength(awkward.length + 1);
    // A cell a spreadsheet would run as a formula reads back with a leading «'» (OWASP's list); everything else as is.
    const asCell = (value: string | number) => (/^[=+\-@\t\r]/.test(String(value)) ? `'${value}` : String(value));
    expect(rows).toEqual(records.map((record) => csvRow(record).map(asCell)));
    const name = (row: string[] | undefined) => row?.[EXPORT_CSV_COLUMNS.findIndex(([key]) => key === 'name')];
    expect(rows.map(name)).toContain(`'=HYPERLINK("http://evil.example","клик")`);
    expect(rows.map(name)).toContain('Строка\nвторая');
  });

  it('reads in batches until the last one and answers a bad format or filter with a Russian 400', async () => {
    const bad = await t.app.inject({ url: '/api/archive/export?format=xlsx' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/csv или jsonl/);
    expect((await t.app.inject({ url: '/api/archive/export?year=19x5' })).statusCode).toBe(400);
  });

  it('limits anonymous exports per IP with 429 and Retry-After; signed-in callers are not counted', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const ip = { remoteAddress: '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ url: '/api/archive/export?format=jsonl&year=1', ...ip })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await t.app.inject({ url: '/api/archive/export?format=jsonl&year=1', ...ip });
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const signedIn = await t.app.inject({ url: '/api/archive/export?format=jsonl&year=1', headers: user.auth, ...ip });
    expect(signedIn.statusCode).toBe(200);
  });
});
