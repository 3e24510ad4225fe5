import { type ExportRecordDto, ExportRecordDto as ExportRecordSchema } from '@museum/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/limits-config';
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

  it('writes CSV in UTF-8 with a BOM, a Russian header and quoted cells that Excel and csv parsers read back', async () => {
    const user = await signIn(t.database, 'USER', t.clock.now());
    const type = await buildType(t.database);
    const detail = await buildDetail(t.database, { typeId: type.id, name: 'Замок; "затвор",\nвторой ряд', number: '007' });
    const res = await t.app.inject({ url: `/api/archive/export?format=csv&type=${type.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/filename="museum-export-.+\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parse(res.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]?.slice(0, 5)).toEqual(['Вид', 'Номер записи', 'Ссылка', 'Название', 'Номер']);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.slice(0, 5)).toEqual([
      'деталь',
      String(detail.id),
      `${t.config.publicUrl}/details/${detail.id}`,
      'Замок; "затвор",\nвторой ряд',
      '007',
    ]);
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
