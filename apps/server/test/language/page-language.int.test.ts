import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import robotsParser from 'robots-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildManufacturer, buildProduct } from '../catalogue-factories';
import { createTestApp, type TestApp } from '../harness';
import { writeWebDist } from '../serving/web-dist-fixture';

const PUBLIC_URL = 'https://museum.example';

/** English pages under /en (issue 32): the head, the summary and the alternates in each language, and both in the sitemap. */
describe('pages in Russian and English', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await writeWebDist(await mkdtemp(path.join(os.tmpdir(), 'museum-web-')));
    t = await createTestApp({ webDist, publicUrl: PUBLIC_URL, sitemapPageSize: 4 });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ url });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1];
    return { res, head, meta };
  };
  const alternates = (id: string) => [
    `<link rel="alternate" hreflang="ru" href="${PUBLIC_URL}${id}" />`,
    `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en${id === '/' ? '' : id}" />`,
    `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${id}" />`,
  ];

  it('gives /en/products/{id} an English head and summary, marking Russian content as Russian', async () => {
    const maker = await buildManufacturer(t.database, { name: 'Тульский оружейный завод' });
    const product = await buildProduct(t.database, {
      name: 'Пулемёт Максима',
      year: 1915,
      number: '1234',
      belongsTo: 'максим',
      manufacturerId: maker.id,
      description: '<p>Пулемёт образца 1910 года.</p>',
    });
    const { res, head, meta } = await page(`/en/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^<!doctype html>\s*<html lang="en">/i);
    expect(head).toContain('<title>Пулемёт Максима — Tula Maxim Museum</title>');
    expect(meta('name', 'description')).toBe(
      'Year: 1915, Number: 1234, Purpose: Maxim gun, Maker: Тульский оружейный завод. Пулемёт образца 1910 года.',
    );
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/en/products/${product.id}" />`);
    for (const tag of alternates(`/products/${product.id}`)) expect(head).toContain(tag);
    expect(meta('property', 'og:locale')).toBe('en_GB');
    expect(meta('property', 'og:site_name')).toBe('Tula Maxim Museum');
    expect(meta('property', 'og:url')).toBe(`${PUBLIC_URL}/en/products/${product.id}`);
    expect(res.body).toContain('<h1 lang="ru">Пулемёт Максима</h1><dl><dt>Year</dt><dd>1915</dd>');
    expect(res.body).toContain('<dt>Maker</dt><dd lang="ru">Тульский оружейный завод</dd>');
    expect(res.body).toContain('<p lang="ru">Пулемёт образца 1910 года.</p>');
    expect(res.body).toMatch(/<noscript><p>Search, the gallery and adding records need JavaScript/);

    const russian = await page(`/products/${product.id}`);
    expect(russian.res.body).toMatch(/<html lang="ru">/);
    expect(russian.head).toContain('<title>Пулемёт Максима — Музей «Тульский Максим»</title>');
    expect(russian.meta('name', 'description')).toMatch(/^Год: 1915, Номер: 1234, Назначение: максим/);
    expect(russian.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/products/${product.id}" />`);
    for (const tag of alternates(`/products/${product.id}`)) expect(russian.head).toContain(tag);
    expect(russian.res.body).toContain('<h1>Пулемёт Максима</h1>');
  });

  it('titles an unnamed product as the web’s page does, in the page’s language (issue 52)', async () => {
    const unnamed = await buildProduct(t.database, { name: '' });
    expect((await page(`/products/${unnamed.id}`)).head).toContain('<title>Без названия — ');
    expect((await page(`/en/products/${unnamed.id}`)).head).toContain('<title>Untitled — ');
  });

  it('offers each language its web app manifest: its name, its home page, linked from its pages (issue 52)', async () => {
    for (const [locale, home, name] of [
      ['ru', '/', 'Музей «Тульский Максим»'],
      ['en', '/en', 'Tula Maxim Museum'],
    ] as const) {
      const url = locale === 'ru' ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`;
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(res.json()).toMatchObject({ name, lang: locale, start_url: home, scope: '/' });
      expect((await page(home === '/' ? '/about' : `${home}/about`)).head).toContain(`<link rel="manifest" href="${url}" />`);
    }
  });

  it('names list pages, the home page and missing pages in English under /en', async () => {
    const about = await page('/en/about');
    expect(about.res.statusCode).toBe(200);
    expect(about.head).toContain('<title>About the project — Tula Maxim Museum</title>');
    for (const tag of alternates('/about')) expect(about.head).toContain(tag);
    const home = await page('/en');
    expect(home.head).toContain('<title>Tula Maxim Museum</title>');
    expect(home.meta('name', 'description')).toMatch(/^An online catalogue of the Tula Maxim machine gun/);
    for (const tag of alternates('/')) expect(home.head).toContain(tag);
    const missing = await page('/en/products/999999');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.head).toContain('<title>Page not found — Tula Maxim Museum</title>');
    expect(missing.res.body).toMatch(/<html lang="en">/);
  });

  it('lists every page in both languages in the sitemap, each with its alternates', async () => {
    const product = await buildProduct(t.database);
    const pages = await t.app.inject({ url: '/sitemaps/pages.xml' });
    const entry = (loc: string, id: string) =>
      new RegExp(
        `<url><loc>${loc}</loc>(<lastmod>[^<]+</lastmod>)?` +
          `<xhtml:link rel="alternate" hreflang="ru" href="${PUBLIC_URL}${id}"/>` +
          `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/en${id}"/>` +
          `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${id}"/></url>`,
      );
    expect(pages.body).toMatch(entry(`${PUBLIC_URL}/about`, '/about'));
    expect(pages.body).toMatch(entry(`${PUBLIC_URL}/en/about`, '/about'));

    const index = await t.app.inject({ url: '/sitemap.xml' });
    const children = [...index.body.matchAll(/<loc>([^<]+\/sitemaps\/products-\d+\.xml)<\/loc>/g)].map((m) => m[1] as string);
    const bodies = await Promise.all(children.map(async (c) => (await t.app.inject({ url: c.slice(PUBLIC_URL.length) })).body));
    const all = bodies.join('');
    expect(all).toMatch(entry(`${PUBLIC_URL}/products/${product.id}`, `/products/${product.id}`));
    expect(all).toMatch(entry(`${PUBLIC_URL}/en/products/${product.id}`, `/products/${product.id}`));
    // A child holds at most the page size in URLs: half as many items, each in two languages.
    for (const body of bodies) expect(body.match(/<url>/g)?.length ?? 0).toBeLessThanOrEqual(4);
  });

  it('keeps the English forms and accounts out of the index as the Russian ones', async () => {
    const robots = robotsParser(`${PUBLIC_URL}/robots.txt`, (await t.app.inject({ url: '/robots.txt' })).body);
    for (const path of ['/en/profile', '/en/add', '/en/products/1/edit', '/profile']) {
      expect(robots.isAllowed(`${PUBLIC_URL}${path}`, 'Googlebot'), path).toBe(false);
    }
    for (const path of ['/en/products/1', '/en/about', '/en'])
      expect(robots.isAllowed(`${PUBLIC_URL}${path}`, 'Googlebot'), path).toBe(true);
  });

  it('describes one object in both languages: one JSON-LD @id, each page its own url and the other as its translation', async () => {
    const product = await buildProduct(t.database, { name: 'Пулемёт одного узла', nameEn: 'One-node Maxim gun' });
    const ld = async (url: string) =>
      JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec((await page(url)).head)?.[1] ?? '{}');
    const [ru, en] = [await ld(`/products/${product.id}`), await ld(`/en/products/${product.id}`)];
    const id = `${PUBLIC_URL}/products/${product.id}`;
    expect(ru).toMatchObject({ '@id': id, url: id, name: 'Пулемёт одного узла' });
    expect(en).toMatchObject({ '@id': id, url: `${PUBLIC_URL}/en/products/${product.id}`, name: 'One-node Maxim gun' });
    expect(ru.mainEntityOfPage).toMatchObject({
      inLanguage: 'ru',
      workTranslation: [{ '@type': 'WebPage', url: `${PUBLIC_URL}/en/products/${product.id}`, inLanguage: 'en' }],
    });
    expect(en.mainEntityOfPage).toMatchObject({ inLanguage: 'en', translationOfWork: { '@type': 'WebPage', url: id, inLanguage: 'ru' } });
  });

  it('opens / in the language the reader chose (its cookie), and the Russian root for everyone else', async () => {
    const chose = (value: string) => t.app.inject({ url: '/?from=mail', headers: { cookie: `other=1; museum-locale=${value}` } });
    const english = await chose('en');
    expect(english.statusCode).toBe(302);
    expect(english.headers.location).toBe('/en?from=mail');
    expect(english.headers.vary).toBe('Cookie');
    // A crawler (no cookie), a reader who chose Russian, and a value that is no language of ours get the Russian root.
    for (const res of [await t.app.inject({ url: '/' }), await chose('ru'), await chose('xx')]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/<html lang="ru">/);
      expect(res.headers.vary).toBe('Cookie');
    }
    // An explicit address is never overridden.
    const about = await t.app.inject({ url: '/about', headers: { cookie: 'museum-locale=en' } });
    expect(about.statusCode).toBe(200);
    expect(about.body).toMatch(/<html lang="ru">/);
  });
});
