import { describe, expect, it } from 'vitest';
import {
  buildDetail,
  buildManufacturer,
  buildPhoto,
  buildProduct,
  buildStamp,
  buildSubtype,
  buildType,
  linkPhotos,
  pendingImage,
} from './catalogue-factories';
import { useTestApp } from './harness';
import { getJson, qs } from './http';

describe('details: read API', () => {
  const ctx = useTestApp();
  const ids = async (path: string, params: Record<string, string | number>) => {
    const { status, body } = await getJson(ctx.app, `${path}?${qs(params)}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body.content.map((c: { id: number }) => c.id);
  };

  it('GET /details lists {id,name,number,year,type} and sorts', async () => {
    const type = await buildType(ctx.database);
    const older = await buildDetail(ctx.database, { typeId: type.id, year: 1900, number: '1' });
    const newer = await buildDetail(ctx.database, { typeId: type.id, year: 1950 });
    const { body } = await getJson(ctx.app, '/api/archive/details?size=2');
    expect(body.content[0]).toEqual({
      id: newer.id,
      name: newer.name,
      number: null,
      year: 1950,
      type: { id: type.id, name: type.name, nameEn: null },
    });
    expect(body.content[1].id).toBe(older.id);
    expect(body.totalElements).toBeGreaterThanOrEqual(2);
    const byYear = await getJson(ctx.app, '/api/archive/details?sort=year,asc&size=250');
    const years = byYear.body.content.map((d: { year: number | null }) => d.year).filter((y: number | null) => y !== null);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect((await getJson(ctx.app, '/api/archive/details?sort=relevance,desc')).status).toBe(400);
  });

  it('GET /details/page applies each filter', async () => {
    const maker = await buildManufacturer(ctx.database);
    const other = await buildManufacturer(ctx.database);
    const type = await buildType(ctx.database, { belongsTo: 'станок' });
    const subtype = await buildSubtype(ctx.database, type.id);
    const [s1, s2] = [await buildStamp(ctx.database), await buildStamp(ctx.database)];
    const product = await buildProduct(ctx.database);
    const full = await buildDetail(ctx.database, {
      typeId: type.id,
      subtypeId: subtype.id,
      manufacturerId: maker.id,
      productId: product.id,
      year: 1931,
      belongsTo: 'станок',
      stampIds: [s1?.id ?? 0, s2?.id ?? 0],
    });
    const plain = await buildDetail(ctx.database, {
      typeId: type.id,
      manufacturerId: maker.id,
      year: 1932,
      belongsTo: 'максим',
      stampIds: [s1?.id ?? 0],
    });
    const elsewhere = await buildDetail(ctx.database, { manufacturerId: other.id, year: 1931 });
    const page = '/api/archive/details/page';
    const m = maker.id;
    expect((await ids(page, { manufacturer: m, sort: 'id,asc' })).sort()).toEqual([full.id, plain.id].sort());
    expect(await ids(page, { manufacturer: maker.name, year: 1931 })).toEqual([full.id]);
    expect(await ids(page, { manufacturer: m, belongsTo: 'maxim' })).toEqual([plain.id]);
    expect(await ids(page, { type: type.id, sort: 'id,asc' })).toEqual([full.id, plain.id]);
    expect(await ids(page, { subtype: subtype.id })).toEqual([full.id]);
    expect(await ids(page, { subtype: subtype.name, manufacturer: m })).toEqual([full.id]);
    expect(await ids(page, { stamps: `${s1?.id}`, sort: 'id,asc' })).toEqual([full.id, plain.id]);
    expect(await ids(page, { stamps: `${s1?.id},${s2?.id}` })).toEqual([full.id]);
    expect(await ids(page, { product: product.id })).toEqual([full.id]);
    expect(await ids(page, { year: 1931, manufacturer: other.id })).toEqual([elsewhere.id]);
    for (const bad of ['stamps=1,x', 'stamps=', 'type=0', 'product=abc', 'year=abc', 'belongsTo=tank', 'sort=year', 'size=1000']) {
      expect((await getJson(ctx.app, `${page}?${bad}`)).status, bad).toBe(400);
    }
  });

  it('GET /details/{id} returns the detail page shape', async () => {
    const maker = await buildManufacturer(ctx.database);
    const type = await buildType(ctx.database, { belongsTo: 'станок' });
    const subtype = await buildSubtype(ctx.database, type.id);
    const stamp = await buildStamp(ctx.database);
    const product = await buildProduct(ctx.database);
    const detail = await buildDetail(ctx.database, {
      name: 'Щит',
      number: 'АЕ 2415',
      year: 1941,
      belongsTo: 'станок',
      typeId: type.id,
      subtypeId: subtype.id,
      manufacturerId: maker.id,
      productId: product.id,
      description: '<p>Щит</p>',
      source: 'Фото владельца',
      stampIds: [stamp.id],
    });
    const photo = await buildPhoto(ctx.database, { contentType: 'image/webp' });
    await linkPhotos(ctx.database, 'detail', detail.id, [photo.id]);
    const { status, body } = await getJson(ctx.app, `/api/archive/details/${detail.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: detail.id,
      name: 'Щит',
      description: '<p>Щит</p>',
      source: 'Фото владельца',
      // The English name and description (ADR 064) and the recorded fields (issue 31) a row written without them has empty.
      nameEn: null,
      descriptionEn: null,
      condition: null,
      markings: null,
      provenance: null,
      numberPlace: null,
      number: 'АЕ 2415',
      serialNumber: 'АЕ 2415',
      year: 1941,
      belongsTo: 'станок',
      type: { id: type.id, name: type.name, nameEn: null, belongsTo: 'станок' },
      subtype: { id: subtype.id, name: subtype.name, nameEn: null },
      manufacturer: { id: maker.id, name: maker.name, nameEn: null },
      product: { id: product.id, name: product.name, nameEn: null },
      stamps: [{ id: stamp.id, name: stamp.name, nameEn: null }],
      photos: [
        {
          id: photo.id,
          url: `/uploads/${photo.fileName}.webp`,
          thumbnailUrl: `/uploads/thumbs/${photo.fileName}_thumb.jpg`,
          credit: null,
          licence: null,
          image: pendingImage(photo),
        },
      ],
      createdAt: detail.createdAt.toISOString(),
      updatedAt: detail.updatedAt.toISOString(),
    });
    expect((await getJson(ctx.app, '/api/archive/details/9999999')).status).toBe(404);
  });

  it('GET /details/year/{year} pages the cards of one year (default size 100)', async () => {
    const year = 1871;
    const a = await buildDetail(ctx.database, { year });
    const b = await buildDetail(ctx.database, { year });
    await buildDetail(ctx.database, { year: year + 1 });
    const { body } = await getJson(ctx.app, `/api/archive/details/year/${year}`);
    expect(body).toMatchObject({ totalElements: 2, size: 100, number: 0 });
    expect(body.content.map((c: { id: number }) => c.id)).toEqual([a.id, b.id]);
    expect(body.content[0]).toMatchObject({ kind: 'detail', year, photos: [] });
    expect((await getJson(ctx.app, `/api/archive/details/year/${year}?size=1&page=1`)).body.content[0].id).toBe(b.id);
    expect((await getJson(ctx.app, '/api/archive/details/year/19x1')).status).toBe(400);
  });

  it('GET /details/by-manufacturer-and-belongs-to allows size up to 1000 and sorts by year', async () => {
    const maker = await buildManufacturer(ctx.database);
    const late = await buildDetail(ctx.database, { manufacturerId: maker.id, belongsTo: 'станок', year: 1940, number: '9' });
    const early = await buildDetail(ctx.database, { manufacturerId: maker.id, belongsTo: 'станок', year: 1920 });
    await buildDetail(ctx.database, { manufacturerId: maker.id, belongsTo: 'максим', year: 1930 });
    const photo = await buildPhoto(ctx.database);
    await linkPhotos(ctx.database, 'detail', late.id, [photo.id]);
    const path = '/api/archive/details/by-manufacturer-and-belongs-to';
    const { status, body } = await getJson(
      ctx.app,
      `${path}?${qs({ manufacturerId: maker.id, belongsTo: 'stanok', size: 1000, sort: 'year,asc' })}`,
    );
    expect(status).toBe(200);
    expect(body.content).toEqual([
      { id: early.id, name: early.name, number: null, year: 1920, photos: [] },
      {
        id: late.id,
        name: late.name,
        number: '9',
        year: 1940,
        photos: [
          {
            id: photo.id,
            url: `/uploads/${photo.fileName}.jpg`,
            thumbnailUrl: `/uploads/thumbs/${photo.fileName}_thumb.jpg`,
            image: pendingImage(photo),
          },
        ],
      },
    ]);
    expect(body.size).toBe(1000);
    expect((await getJson(ctx.app, `${path}?size=1001`)).status).toBe(400);
    expect((await getJson(ctx.app, `${path}?manufacturerId=x`)).status).toBe(400);
  });
});
