import { describe, expect, it } from 'vitest';
import {
  buildDetail,
  buildManufacturer,
  buildPhoto,
  buildProduct,
  buildSubtype,
  buildType,
  linkPhotos,
  pendingImage,
} from './catalogue-factories';
import { signIn } from './factories';
import { useTestApp } from './harness';
import { getJson, qs } from './http';

describe('photos: read API and unpublished photos', () => {
  const ctx = useTestApp();
  const photoIds = (list: { id: number }[]) => list.map((p) => p.id);

  it('GET /photos/{id} returns the photo shape with the items on it', async () => {
    const maker = await buildManufacturer(ctx.database);
    const type = await buildType(ctx.database);
    const product = await buildProduct(ctx.database, { manufacturerId: maker.id, nameEn: 'Maxim gun' });
    const detail = await buildDetail(ctx.database, { typeId: type.id, manufacturerId: maker.id, number: '12', year: 1916 });
    const photo = await buildPhoto(ctx.database, {
      originalName: 'щит.png',
      contentType: 'image/png',
      description: 'Щит',
      width: 1200,
      height: 900,
      sizeBytes: 4321,
      derivation: 'READY',
      placeholder: 'data:image/webp;base64,AAAA',
    });
    await linkPhotos(ctx.database, 'product', product.id, [photo.id]);
    await linkPhotos(ctx.database, 'detail', detail.id, [photo.id]);
    const { status, body } = await getJson(ctx.app, `/api/archive/photos/${photo.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: photo.id,
      url: `/uploads/${photo.fileName}.png`,
      thumbnailUrl: `/uploads/thumbs/${photo.fileName}_thumb.jpg`,
      name: 'щит.png',
      description: 'Щит',
      contentType: 'image/png',
      sizeBytes: 4321,
      width: 1200,
      height: 900,
      image: {
        width: 1200,
        height: 900,
        placeholder: 'data:image/webp;base64,AAAA',
        sizes: { base: `/uploads/derived/${photo.fileName}/size`, widths: [320, 640, 1200], formats: ['avif', 'webp', 'jpg'] },
        tiles: `/iiif/images/${photo.fileName}`,
      },
      uploadedAt: photo.uploadedAt.toISOString(),
      published: true,
      credit: null,
      licence: null,
      products: [{ id: product.id, name: product.name, nameEn: 'Maxim gun', manufacturer: maker.name }],
      details: [
        { id: detail.id, name: detail.name, nameEn: null, serialNumber: '12', manufacturer: maker.name, type: type.name, year: 1916 },
      ],
      similar: [],
    });
    expect((await getJson(ctx.app, '/api/archive/photos/99999999')).status).toBe(404);
    expect((await getJson(ctx.app, '/api/archive/photos/x')).status).toBe(400);
  });

  it('GET /photos/page filters through the items on the photos (default size 40)', async () => {
    const maker = await buildManufacturer(ctx.database);
    const type = await buildType(ctx.database, { belongsTo: 'станок' });
    const subtype = await buildSubtype(ctx.database, type.id);
    const [onProduct, onDetail, onSubtyped] = [
      await buildPhoto(ctx.database),
      await buildPhoto(ctx.database),
      await buildPhoto(ctx.database),
    ];
    const product = await buildProduct(ctx.database, { manufacturerId: maker.id, year: 1931, belongsTo: 'станок' });
    const detail = await buildDetail(ctx.database, { manufacturerId: maker.id, typeId: type.id, year: 1932, belongsTo: 'станок' });
    const subtyped = await buildDetail(ctx.database, { manufacturerId: maker.id, typeId: type.id, subtypeId: subtype.id, year: 1932 });
    await linkPhotos(ctx.database, 'product', product.id, [onProduct.id]);
    await linkPhotos(ctx.database, 'detail', detail.id, [onDetail.id]);
    await linkPhotos(ctx.database, 'detail', subtyped.id, [onSubtyped.id]);
    const page = async (params: Record<string, string | number>) => {
      const { status, body } = await getJson(ctx.app, `/api/archive/photos/page?${qs(params)}`);
      expect(status).toBe(200);
      return body;
    };
    const all = await page({ manufacturer: maker.id });
    expect(photoIds(all.content)).toEqual([onSubtyped.id, onDetail.id, onProduct.id]);
    expect(all.size).toBe(40);
    expect(all.content[0]).toEqual({
      id: onSubtyped.id,
      url: `/uploads/${onSubtyped.fileName}.jpg`,
      thumbnailUrl: `/uploads/thumbs/${onSubtyped.fileName}_thumb.jpg`,
      width: 800,
      height: 600,
      credit: null,
      licence: null,
      image: pendingImage(onSubtyped),
    });
    expect(photoIds((await page({ manufacturer: maker.id, year: 1931 })).content)).toEqual([onProduct.id]);
    expect(photoIds((await page({ manufacturer: maker.id, belongsTo: 'stanok' })).content)).toEqual([onDetail.id, onProduct.id]);
    expect(photoIds((await page({ type: type.id })).content)).toEqual([onSubtyped.id, onDetail.id]);
    expect(photoIds((await page({ subtype: subtype.id })).content)).toEqual([onSubtyped.id]);
    const second = await page({ manufacturer: maker.id, size: 2, page: 1 });
    expect(second).toMatchObject({ totalElements: 3, totalPages: 2, number: 1 });
    expect(photoIds(second.content)).toEqual([onProduct.id]);
    expect((await getJson(ctx.app, '/api/archive/photos/page?size=251')).status).toBe(400);
  });

  it('never shows unpublished photos to anonymous callers; the uploader and moderators see them', async () => {
    const uploader = await signIn(ctx.database, 'USER', ctx.clock.now());
    const stranger = await signIn(ctx.database, 'USER', ctx.clock.now());
    const moderator = await signIn(ctx.database, 'MODERATOR', ctx.clock.now());
    const maker = await buildManufacturer(ctx.database);
    const product = await buildProduct(ctx.database, { manufacturerId: maker.id, name: 'Скрытник' });
    const detail = await buildDetail(ctx.database, { manufacturerId: maker.id, year: 1777 });
    const shown = await buildPhoto(ctx.database);
    const hidden = await buildPhoto(ctx.database, { published: false, uploadedBy: uploader.user.id, description: 'скрытое фото' });
    await linkPhotos(ctx.database, 'product', product.id, [shown.id, hidden.id]);
    await linkPhotos(ctx.database, 'detail', detail.id, [hidden.id, shown.id]);

    const views = async (headers: Record<string, string>) => {
      const get = async (url: string) => (await getJson(ctx.app, url, headers)).body;
      return {
        product: photoIds((await get(`/api/archive/products/${product.id}`)).photos),
        detail: photoIds((await get(`/api/archive/details/${detail.id}`)).photos),
        productCard: photoIds((await get(`/api/archive/products/search?manufacturer=${maker.id}`)).content[0].photos),
        detailCard: photoIds((await get(`/api/archive/details/page?manufacturer=${maker.id}`)).content[0].photos),
        allCards: (await get(`/api/archive/search/all?manufacturer=${maker.id}`)).content.map((c: { photos: { id: number }[] }) =>
          photoIds(c.photos),
        ),
        year: photoIds((await get('/api/archive/details/year/1777')).content[0].photos),
        chronology: photoIds(
          (await get(`/api/archive/details/by-manufacturer-and-belongs-to?manufacturerId=${maker.id}`)).content[0].photos,
        ),
        gallery: photoIds((await get(`/api/archive/photos/page?manufacturer=${maker.id}`)).content),
        photo: (await getJson(ctx.app, `/api/archive/photos/${hidden.id}`, headers)).status,
      };
    };
    const anonymous = await views({});
    expect(anonymous).toEqual({
      product: [shown.id],
      detail: [shown.id],
      productCard: [shown.id],
      detailCard: [shown.id],
      allCards: [[shown.id], [shown.id]],
      year: [shown.id],
      chronology: [shown.id],
      gallery: [shown.id],
      photo: 404,
    });
    expect(await views(stranger.auth)).toEqual(anonymous);
    for (const who of [uploader, moderator]) {
      expect(await views(who.auth)).toEqual({
        product: [shown.id, hidden.id],
        detail: [hidden.id, shown.id],
        productCard: [shown.id, hidden.id],
        detailCard: [hidden.id, shown.id],
        allCards: [
          [shown.id, hidden.id],
          [hidden.id, shown.id],
        ],
        year: [hidden.id, shown.id],
        chronology: [hidden.id, shown.id],
        gallery: [hidden.id, shown.id],
        photo: 200,
      });
    }
  });

  it('GET /photos/search needs a session and finds by id, file name, description and item names', async () => {
    const { auth, user } = await signIn(ctx.database, 'USER', ctx.clock.now());
    const product = await buildProduct(ctx.database, { name: 'Уникальный кожух-поиск' });
    const byItem = await buildPhoto(ctx.database);
    const byDescription = await buildPhoto(ctx.database, { description: 'Вид на затыльник-поиск' });
    const hiddenOther = await buildPhoto(ctx.database, { description: 'затыльник-поиск чужой', published: false });
    const hiddenOwn = await buildPhoto(ctx.database, { description: 'затыльник-поиск мой', published: false, uploadedBy: user.id });
    await linkPhotos(ctx.database, 'product', product.id, [byItem.id]);
    expect((await getJson(ctx.app, '/api/archive/photos/search?q=x')).status).toBe(401);
    const search = async (q: string) => photoIds((await getJson(ctx.app, `/api/archive/photos/search?${qs({ q })}`, auth)).body);
    expect(await search('кожух-поиск')).toEqual([byItem.id]);
    expect(await search('ЗАТЫЛЬНИК-поиск')).toEqual([hiddenOwn.id, byDescription.id]);
    expect(await search(String(byItem.id))).toContain(byItem.id);
    expect(await search(byDescription.fileName)).toEqual([byDescription.id]);
    expect(await search('%')).not.toContain(hiddenOther.id);
    const { body } = await getJson(ctx.app, '/api/archive/photos/search?q=', auth);
    expect(body.length).toBeLessThanOrEqual(50);
    expect(body[0]).toMatchObject({ id: hiddenOwn.id, name: `${hiddenOwn.fileName}.jpg`, description: 'затыльник-поиск мой' });
  });
});
