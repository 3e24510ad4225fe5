import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct } from '../catalogue-factories';
import { signIn } from '../factories';
import { createTestApp, type TestApp } from '../harness';

const PUBLIC_URL = 'https://museum.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

/** robots.txt and the sitemap index with child sitemaps of at most SITEMAP_PAGE_SIZE URLs. */
describe('robots.txt and sitemaps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: PUBLIC_URL, sitemapPageSize: 2 });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('serves robots.txt as text naming the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lets crawlers fetch what the public pages read, and keeps accounts, moderation, export and writes out', async () => {
    const robots = robotsParser(`${PUBLIC_URL}/robots.txt`, (await get('/robots.txt')).body);
    const allowed = (path: string) => robots.isAllowed(`${PUBLIC_URL}${path}`, 'Googlebot');
    for (const path of [
      '/products/1',
      // A catalogue item's dossier is as public as its page (ADR 089).
      '/products/1/dossier',
      '/en/details/7/dossier',
      '/details/year/1916',
      '/api/site',
      '/api/archive/products/1',
      '/api/archive/products/1/children',
      '/api/archive/details/7',
      '/api/archive/details/year/1916?size=250',
      '/api/archive/manufacturers/3',
      '/api/archive/photos/5',
      '/api/archive/products/1/history/page?page=0',
      '/api/archive/search/all?q=максим',
      '/api/archive/detailTypes',
      '/uploads/abc.jpg',
      '/uploads/derived/abc/size-1280.jpg',
      '/iiif/images/abc/info.json',
      '/assets/index-abc123.js',
    ]) {
      expect(allowed(path), path).toBe(true);
    }
    for (const path of [
      '/api/auth/me',
      '/api/auth/login',
      '/api/register',
      '/api/admin/users',
      '/api/health',
      '/api/archive/export?format=csv',
      '/api/archive/change-requests',
      '/api/archive/change-requests/4',
      '/api/archive/photos/upload-limits',
      '/api/archive/photos/5/annotate?productId=1',
      '/add',
      '/moderation',
      '/moderation/regions',
      '/import',
      '/en/import',
      '/my-requests',
      '/profile',
      '/collection',
      '/en/collection',
      // An own record's dossier, a shared one and the comparison (ADR 089).
      '/collection/7/dossier',
      '/collection/shared/abc',
      '/en/collection/shared/abc',
      '/compare?a=collection:7&b=product:1',
      '/en/compare',
      '/register',
      '/reset-password?token=x',
      '/products/1/edit',
      '/details/7/edit',
    ]) {
      expect(allowed(path), path).toBe(false);
    }
  });

  it('lists every public page in child sitemaps of at most the page size, with lastmod', async () => {
    const products = [await buildProduct(t.database), await buildProduct(t.database), await buildProduct(t.database)];
    const detail = await buildDetail(t.database);
    const shown = await buildPhoto(t.database);
    const hidden = await buildPhoto(t.database, { published: false });
    const maker = await buildManufacturer(t.database);

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const children = locs(index.body);
    expect(children[0]).toBe(`${PUBLIC_URL}/sitemaps/pages.xml`);
    const productChildren = children.filter((c) => c.includes('/sitemaps/products-'));
    expect(productChildren.length).toBeGreaterThanOrEqual(2);
    expect(index.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);

    const urls: string[] = [];
    for (const child of children) {
      const res = await get(child.slice(PUBLIC_URL.length));
      expect(res.statusCode, child).toBe(200);
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
      const inChild = locs(res.body);
      if (!child.endsWith('pages.xml')) expect(inChild.length, child).toBeLessThanOrEqual(2);
      expect(res.body.match(/<lastmod>/g)?.length).toBe(inChild.length);
      urls.push(...inChild);
    }
    expect(urls).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/products`,
        `${PUBLIC_URL}/gallery`,
        ...products.map((p) => `${PUBLIC_URL}/products/${p.id}`),
        `${PUBLIC_URL}/details/${detail.id}`,
        `${PUBLIC_URL}/photos/${shown.id}`,
        `${PUBLIC_URL}/manufacturers/${maker.id}`,
      ]),
    );
    expect(urls).not.toContain(`${PUBLIC_URL}/photos/${hidden.id}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('answers 304 until the catalogue changes, then lists the new page', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect((await get('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);

    const { auth } = await signIn(t.database, 'MODERATOR', t.clock.now());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/archive/products',
      headers: auth,
      payload: { name: 'Новое изделие', belongsTo: 'максим', photos: [] },
    });
    expect(created.statusCode).toBe(201);
    const after = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    const children = locs(after.body).filter((c) => c.includes('/sitemaps/products-'));
    const last = await get(String(children.at(-1)).slice(PUBLIC_URL.length));
    expect(last.body).toContain(`${PUBLIC_URL}/products/${created.json().id}</loc>`);
  });

  it('answers an unknown child sitemap with 404', async () => {
    for (const url of ['/sitemaps/products-999.xml', '/sitemaps/users-1.xml', '/sitemaps/products-0.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
