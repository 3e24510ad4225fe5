import { describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct, buildType, linkPhotos, pendingImage } from './catalogue-factories';
import { unique } from './factories';
import { useTestApp } from './harness';
import { getJson, qs } from './http';

describe('products: read API', () => {
  const ctx = useTestApp();

  it('GET /products lists {id,name,nameEn,number,year,belongsTo} with q on name or number, case-insensitive', async () => {
    const tag = `Селектор${unique()}`;
    const a = await buildProduct(ctx.database, {
      name: `${tag} альфа`,
      nameEn: 'Maxim alpha',
      number: 'X-1',
      year: 1910,
      belongsTo: 'максим',
    });
    const b = await buildProduct(ctx.database, { name: 'Другое имя', number: `${tag.toUpperCase()}-7` });
    const { status, body } = await getJson(ctx.app, `/api/archive/products?${qs({ q: tag.toLowerCase(), sort: 'id,asc' })}`);
    expect(status).toBe(200);
    expect(body.content).toEqual([
      { id: a.id, name: a.name, nameEn: 'Maxim alpha', number: 'X-1', year: 1910, belongsTo: 'максим' },
      { id: b.id, name: b.name, nameEn: null, number: b.number, year: null, belongsTo: null },
    ]);
    expect(body).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 20 });
    // LIKE wildcards in q are literal.
    expect((await getJson(ctx.app, `/api/archive/products?${qs({ q: `${tag}%` })}`)).body.totalElements).toBe(0);
  });

  it('GET /products sorts by name and year and pages', async () => {
    const tag = `Сорт${unique()}`;
    await buildProduct(ctx.database, { name: `${tag} в`, year: 1920 });
    await buildProduct(ctx.database, { name: `${tag} а`, year: 1930 });
    await buildProduct(ctx.database, { name: `${tag} б`, year: 1910 });
    const names = async (sort: string, page = 0, size = 20) =>
      (await getJson(ctx.app, `/api/archive/products?${qs({ q: tag, sort, page, size })}`)).body.content.map((p: { name: string }) =>
        p.name.slice(-1),
      );
    expect(await names('name,asc')).toEqual(['а', 'б', 'в']);
    expect(await names('year,desc')).toEqual(['а', 'в', 'б']);
    expect(await names('year,asc', 1, 2)).toEqual(['а']);
    expect(await names('year,asc', 5, 2)).toEqual([]);
  });

  it('GET /products?sort=nameEn sorts by the English name where there is one, else by the name (issue 52)', async () => {
    const tag = `Англ${unique()}`;
    await buildProduct(ctx.database, { name: `${tag} а`, nameEn: `${tag} z` });
    await buildProduct(ctx.database, { name: `${tag} б`, nameEn: `${tag} b` });
    await buildProduct(ctx.database, { name: `${tag} в`, nameEn: '' });
    const names = async (sort: string) =>
      (await getJson(ctx.app, `/api/archive/products?${qs({ q: tag, sort })}`)).body.content.map((p: { name: string }) => p.name.slice(-1));
    expect(await names('name,asc')).toEqual(['а', 'б', 'в']);
    // «b», «z» and «… в» (no English name): Latin before Cyrillic in the database's order.
    expect(await names('nameEn,asc')).toEqual(['б', 'а', 'в']);
    expect(await names('nameEn,desc')).toEqual(['в', 'а', 'б']);
  });

  it('rejects bad paging and sort with 400, never clamps', async () => {
    for (const query of ['size=0', 'size=251', 'page=-1', 'page=x', 'sort=relevance,desc', 'sort=name', 'sort=id,up']) {
      const { status, body } = await getJson(ctx.app, `/api/archive/products?${query}`);
      expect(status, query).toBe(400);
      expect(body.code).toBe('VALIDATION_FAILED');
    }
    expect((await getJson(ctx.app, '/api/archive/products?size=250')).status).toBe(200);
  });

  it('GET /products/search filters by year, belongsTo (Latin alias too) and manufacturer id or exact name', async () => {
    const maker = await buildManufacturer(ctx.database);
    const hit = await buildProduct(ctx.database, { manufacturerId: maker.id, year: 1915, belongsTo: 'станок' });
    await buildProduct(ctx.database, { manufacturerId: maker.id, year: 1916, belongsTo: 'станок' });
    await buildProduct(ctx.database, { manufacturerId: maker.id, year: 1915, belongsTo: 'максим' });
    const ids = async (params: Record<string, string | number>) =>
      (await getJson(ctx.app, `/api/archive/products/search?${qs(params)}`)).body.content.map((c: { id: number }) => c.id);
    expect(await ids({ manufacturer: maker.id, year: 1915, belongsTo: 'stanok' })).toEqual([hit.id]);
    expect(await ids({ manufacturer: maker.name, year: 1915, belongsTo: 'СТАНОК' })).toEqual([hit.id]);
    expect(await ids({ manufacturer: maker.id })).toHaveLength(3);
    expect(await ids({ manufacturer: 'Нет такого завода' })).toEqual([]);
    expect((await getJson(ctx.app, '/api/archive/products/search?belongsTo=pistol')).status).toBe(400);
    expect((await getJson(ctx.app, '/api/archive/products/search?year=19x5')).status).toBe(400);
  });

  it('returns cards: plain-text excerpt up to 300 chars and at most 16 photos with contract URLs', async () => {
    const maker = await buildManufacturer(ctx.database);
    const product = await buildProduct(ctx.database, {
      manufacturerId: maker.id,
      description: `<p><strong>Жирный</strong> текст &amp; ${'длинное описание '.repeat(40)}</p>`,
      source: 'Архив',
    });
    const photos = [];
    for (let i = 0; i < 18; i++) photos.push(await buildPhoto(ctx.database, { contentType: i === 0 ? 'image/png' : 'image/jpeg' }));
    await linkPhotos(
      ctx.database,
      'product',
      product.id,
      photos.map((p) => p.id),
    );
    const { body } = await getJson(ctx.app, `/api/archive/products/search?manufacturer=${maker.id}`);
    const [card] = body.content;
    expect(card).toMatchObject({
      id: product.id,
      kind: 'product',
      manufacturer: { id: maker.id, name: maker.name, nameEn: null },
      type: null,
      source: 'Архив',
    });
    expect(card.description.startsWith('Жирный текст & длинное')).toBe(true);
    expect(card.description).not.toContain('<');
    expect(card.description.length).toBeLessThanOrEqual(300);
    expect(card.photos).toHaveLength(16);
    expect(card.photos[0]).toEqual({
      id: photos[0]?.id,
      url: `/uploads/${photos[0]?.fileName}.png`,
      thumbnailUrl: `/uploads/thumbs/${photos[0]?.fileName}_thumb.jpg`,
      image: pendingImage({ width: 800, height: 600 }),
    });
  });

  it('GET /products/{id} returns the page shape with parent, photos and details', async () => {
    const maker = await buildManufacturer(ctx.database);
    const parent = await buildProduct(ctx.database, { name: 'Станок-родитель' });
    const product = await buildProduct(ctx.database, {
      name: 'Пулемёт',
      number: '1234',
      year: 1915,
      belongsTo: 'максим',
      manufacturerId: maker.id,
      parentId: parent.id,
      description: '<p>Описание</p>',
      source: 'Источник',
    });
    const type = await buildType(ctx.database, { name: `Ствол ${unique()}` });
    const detail = await buildDetail(ctx.database, { typeId: type.id, productId: product.id, number: '77', year: 1914 });
    const photo = await buildPhoto(ctx.database, { originalName: 'вид-слева.jpg' });
    await linkPhotos(ctx.database, 'product', product.id, [photo.id]);

    const { status, body } = await getJson(ctx.app, `/api/archive/products/${product.id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id: product.id,
      name: 'Пулемёт',
      number: '1234',
      year: 1915,
      belongsTo: 'максим',
      manufacturer: { id: maker.id, name: maker.name, nameEn: null },
      parent: { id: parent.id, name: 'Станок-родитель', nameEn: null },
      description: '<p>Описание</p>',
      source: 'Источник',
      // The English name and description (ADR 064) and the recorded fields (issue 31) a row written without them has empty.
      nameEn: null,
      descriptionEn: null,
      condition: null,
      markings: null,
      provenance: null,
      numberPlace: null,
      photos: [
        {
          id: photo.id,
          url: `/uploads/${photo.fileName}.jpg`,
          thumbnailUrl: `/uploads/thumbs/${photo.fileName}_thumb.jpg`,
          image: pendingImage(photo),
          name: 'вид-слева.jpg',
          credit: null,
          licence: null,
        },
      ],
      details: [{ id: detail.id, name: detail.name, number: '77', year: 1914, type: { name: type.name, nameEn: null } }],
      // The detail's type does not carry the product's number: nothing to compare (ADR 063).
      numberCheck: { details: [], counts: { match: 0, mismatch: 0, missing: 0 }, allMatch: false },
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    });
    expect((await getJson(ctx.app, '/api/archive/products/987654')).status).toBe(404);
    expect((await getJson(ctx.app, '/api/archive/products/abc')).status).toBe(400);
  });

  it('GET /products/{id}/children lists child products', async () => {
    const maker = await buildManufacturer(ctx.database);
    const parent = await buildProduct(ctx.database);
    const child = await buildProduct(ctx.database, { parentId: parent.id, manufacturerId: maker.id, number: '5', year: 1931 });
    const { body } = await getJson(ctx.app, `/api/archive/products/${parent.id}/children`);
    expect(body).toEqual([
      { id: child.id, name: child.name, year: 1931, number: '5', manufacturer: { id: maker.id, name: maker.name, nameEn: null } },
    ]);
    expect((await getJson(ctx.app, `/api/archive/products/${child.id}/children`)).body).toEqual([]);
    expect((await getJson(ctx.app, '/api/archive/products/987654/children')).status).toBe(404);
  });
});
