import { describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildProduct, buildType } from './catalogue-factories';
import { useTestApp } from './harness';
import { getJson, qs } from './http';

describe('GET /search/all', () => {
  const ctx = useTestApp();
  const searchAll = async (params: Record<string, string | number | undefined>) => {
    const { status, body } = await getJson(ctx.app, `/api/archive/search/all?${qs(params)}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const keys = (body: { content: { kind: string; id: number }[] }) => body.content.map((c) => `${c.kind[0]}${c.id}`);

  /** 3 products and 4 details of one fresh manufacturer, all named «Прицел». */
  async function catalogue() {
    const maker = await buildManufacturer(ctx.database);
    const products = [];
    const details = [];
    for (let i = 0; i < 3; i++)
      products.push(await buildProduct(ctx.database, { manufacturerId: maker.id, name: 'Прицел', year: 1910 + i }));
    for (let i = 0; i < 4; i++) details.push(await buildDetail(ctx.database, { manufacturerId: maker.id, name: 'Прицел', year: 1920 + i }));
    return { m: maker.id, p: products.map((x) => `p${x.id}`), d: details.map((x) => `d${x.id}`) };
  }

  it('puts products before details, each group in the asked order, with counts for the whole query', async () => {
    const { m, p, d } = await catalogue();
    const body = await searchAll({ q: 'прицелы', manufacturer: m, sort: 'id,asc' });
    expect(keys(body)).toEqual([...p, ...d]);
    expect(body).toMatchObject({ totalElements: 7, totalPages: 1, number: 0, size: 20, counts: { products: 3, details: 4 } });
    const byYearDesc = await searchAll({ manufacturer: m, sort: 'year,desc' });
    expect(keys(byYearDesc)).toEqual([...p].reverse().concat([...d].reverse()));
  });

  it('pages across the boundary between products and details', async () => {
    const { m, p, d } = await catalogue();
    const page = async (n: number) => keys(await searchAll({ manufacturer: m, sort: 'id,asc', size: 2, page: n }));
    expect(await page(0)).toEqual([p[0], p[1]]);
    expect(await page(1)).toEqual([p[2], d[0]]);
    expect(await page(2)).toEqual([d[1], d[2]]);
    expect(await page(3)).toEqual([d[3]]);
    expect(await page(4)).toEqual([]);
    expect((await searchAll({ manufacturer: m, size: 2, page: 3 })).totalPages).toBe(4);
  });

  it('honours searchType, falling back to all for unknown values', async () => {
    const { m, p, d } = await catalogue();
    const onlyProducts = await searchAll({ manufacturer: m, sort: 'id,asc', searchType: 'products' });
    expect(keys(onlyProducts)).toEqual(p);
    expect(onlyProducts.counts).toEqual({ products: 3, details: 0 });
    expect(keys(await searchAll({ manufacturer: m, sort: 'id,asc', searchType: 'details' }))).toEqual(d);
    expect(keys(await searchAll({ manufacturer: m, sort: 'id,asc', searchType: 'всё' }))).toEqual([...p, ...d]);
  });

  it('matches no products with a type, subtype or stamps filter', async () => {
    const maker = await buildManufacturer(ctx.database);
    const type = await buildType(ctx.database);
    await buildProduct(ctx.database, { manufacturerId: maker.id });
    const detail = await buildDetail(ctx.database, { manufacturerId: maker.id, typeId: type.id });
    const body = await searchAll({ manufacturer: maker.id, type: type.id });
    expect(keys(body)).toEqual([`d${detail.id}`]);
    expect(body.counts).toEqual({ products: 0, details: 1 });
  });

  it('orders by text rank with sort=relevance,desc: a name hit before a source hit, exact serial first', async () => {
    const maker = await buildManufacturer(ctx.database);
    const m = maker.id;
    const inSource = await buildDetail(ctx.database, { manufacturerId: m, name: 'Ящик', source: 'Вертлюг из коллекции' });
    const inName = await buildDetail(ctx.database, { manufacturerId: m, name: 'Вертлюг' });
    expect(keys(await searchAll({ q: 'вертлюг', manufacturer: m, sort: 'relevance,desc' }))).toEqual([`d${inName.id}`, `d${inSource.id}`]);
    expect(keys(await searchAll({ q: 'вертлюг', manufacturer: m, sort: 'relevance,asc' }))).toEqual([`d${inSource.id}`, `d${inName.id}`]);

    const prefix = await buildProduct(ctx.database, { manufacturerId: m, number: '77001' });
    const exact = await buildProduct(ctx.database, { manufacturerId: m, number: '7700' });
    expect(keys(await searchAll({ q: '7700', manufacturer: m, sort: 'relevance,desc' }))).toEqual([`p${exact.id}`, `p${prefix.id}`]);
    // Without text, relevance is newest first.
    expect(keys(await searchAll({ manufacturer: m, sort: 'relevance,desc', searchType: 'products' }))).toEqual([
      `p${exact.id}`,
      `p${prefix.id}`,
    ]);
  });

  it('rejects bad paging, sort and filters with 400 problems', async () => {
    const bad = [
      'page=-1',
      'size=0',
      'size=251',
      'size=abc',
      'sort=price,asc',
      'sort=id',
      'belongsTo=танк',
      'year=abc',
      'year=1e3',
      'stamps=a,b',
      'stamps=1,,2',
      'type=0',
      'manufacturer=%00',
      'product=-5',
    ];
    for (const query of bad) {
      const response = await ctx.app.inject(`/api/archive/search/all?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
