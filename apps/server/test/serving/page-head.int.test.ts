import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { scaled } from '@museum/test-kit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDetail, buildManufacturer, buildPhoto, buildProduct, buildType, linkPhotos } from '../catalogue-factories';
import { signIn } from '../factories';
import { createTestApp, type TestApp } from '../harness';
import { foregroundDerivation } from '../photo-services';
import { upload } from '../upload-helpers';
import { writeWebDist } from './web-dist-fixture';

const PUBLIC_URL = 'https://museum.example';
const HOSTILE = '</title><script>alert(1)</script>"\'&';

/** The head and summary the server renders for each page, before any script runs. */
describe('page head', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await writeWebDist(await mkdtemp(path.join(os.tmpdir(), 'museum-web-')));
    t = await createTestApp({ webDist, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ url });
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1];
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1];
    return { res, head, meta, jsonLd: jsonLd ? JSON.parse(jsonLd) : undefined };
  };

  it('renders a product page: title, description, canonical, Open Graph, JSON-LD and a summary', async () => {
    const maker = await buildManufacturer(t.database, { name: 'Тульский оружейный завод' });
    const product = await buildProduct(t.database, {
      name: 'Пулемёт Максима',
      year: 1915,
      number: '1234',
      belongsTo: 'максим',
      manufacturerId: maker.id,
      description: '<p>Пулемёт <b>образца</b> 1910 года, &laquo;полный&raquo; комплект.</p>',
    });
    const hidden = await buildPhoto(t.database, { published: false });
    const shown = await buildPhoto(t.database);
    await linkPhotos(t.database, 'product', product.id, [hidden.id, shown.id]);

    const { res, head, meta, jsonLd } = await page(`/products/${product.id}?tab=photos`);
    expect(res.statusCode).toBe(200);
    expect(head).toContain('<title>Пулемёт Максима — Музей «Тульский Максим»</title>');
    expect(meta('name', 'description')).toBe(
      'Год: 1915, Номер: 1234, Назначение: максим, Производитель: Тульский оружейный завод. Пулемёт образца 1910 года, &amp;laquo;полный&amp;raquo; комплект.',
    );
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/products/${product.id}" />`);
    expect(meta('property', 'og:url')).toBe(`${PUBLIC_URL}/products/${product.id}`);
    expect(meta('property', 'og:type')).toBe('article');
    // Not derived yet: the thumbnail previews the page, never the original.
    expect(meta('property', 'og:image')).toBe(`${PUBLIC_URL}/uploads/thumbs/${shown.fileName}_thumb.jpg`);
    expect([meta('property', 'og:image:width'), meta('property', 'og:image:height')]).toEqual(['400', '300']);
    expect(meta('property', 'og:image:type')).toBe('image/jpeg');
    expect(meta('property', 'og:image:alt')).toBe('Пулемёт Максима');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'IndividualProduct',
      name: 'Пулемёт Максима',
      serialNumber: '1234',
      productionDate: '1915',
      manufacturer: { '@type': 'Organization', name: 'Тульский оружейный завод', url: `${PUBLIC_URL}/manufacturers/${maker.id}` },
      image: [`${PUBLIC_URL}/uploads/${shown.fileName}.jpg`],
      additionalProperty: expect.arrayContaining([{ '@type': 'PropertyValue', name: 'Год', value: '1915' }]),
      mainEntityOfPage: {
        '@type': 'WebPage',
        inLanguage: 'ru',
        breadcrumb: {
          '@type': 'BreadcrumbList',
          itemListElement: [
            { position: 1, name: 'Музей «Тульский Максим»', item: `${PUBLIC_URL}/` },
            { position: 2, name: 'Каталог', item: `${PUBLIC_URL}/catalog` },
            { position: 3, name: 'Пулемёт Максима', item: `${PUBLIC_URL}/products/${product.id}` },
          ],
        },
      },
    });
    // For reference managers (Zotero): Highwire citation_* and Dublin Core.
    expect(meta('name', 'citation_title')).toBe('Пулемёт Максима');
    expect(meta('name', 'citation_publisher')).toBe('Музей «Тульский Максим»');
    expect(meta('name', 'citation_public_url')).toBe(`${PUBLIC_URL}/products/${product.id}`);
    expect(meta('name', 'citation_publication_date')).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(meta('name', 'DC.identifier')).toBe(`${PUBLIC_URL}/products/${product.id}`);
    expect(meta('name', 'DC.type')).toBe('PhysicalObject');
    expect(meta('name', 'DC.language')).toBe('ru');
    const english = await page(`/en/products/${product.id}`);
    expect(english.jsonLd.mainEntityOfPage).toMatchObject({
      inLanguage: 'en',
      breadcrumb: { itemListElement: [{ name: 'Tula Maxim Museum' }, { name: 'Catalogue', item: `${PUBLIC_URL}/en/catalog` }, {}] },
    });
    // The purpose in English, in the facts and as the category (ADR 064).
    expect(english.jsonLd).toMatchObject({
      category: 'Maxim gun',
      additionalProperty: expect.arrayContaining([{ '@type': 'PropertyValue', name: 'Purpose', value: 'Maxim gun' }]),
    });
    expect(english.meta('name', 'DC.language')).toBe('en');
    // The head comes before the build's script; the summary sits inside the root element.
    expect(head.indexOf('application/ld+json')).toBeLessThan(head.indexOf('/assets/index-abc123.js'));
    expect(res.body).toMatch(
      /<div id="root"><div class="app">.*<\/header><main id="main" class="site-main"><article class="server-summary"><h1>Пулемёт Максима<\/h1><dl>.*<dt>Год<\/dt><dd>1915<\/dd>/,
    );
    // Not derived yet: the original, fetched first, the page's largest paint until the app comes (ADR 073).
    expect(res.body).toContain(`<img src="/uploads/${shown.fileName}.jpg" alt="Пулемёт Максима" fetchpriority="high" />`);
    expect(res.body).toContain('<noscript>');
  });

  it('uses the site image when an item has no published photo', async () => {
    const product = await buildProduct(t.database, { name: 'Без фото' });
    const { meta } = await page(`/products/${product.id}`);
    expect(meta('property', 'og:image')).toBe(`${PUBLIC_URL}/og-image.png`);
    expect([meta('property', 'og:image:width'), meta('property', 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta('property', 'og:image:type')).toBe('image/png');
  });

  it('previews a 24 MP upload by its derived 1280 px JPEG of under 1 MB, with its true pixels', { timeout: scaled(180_000) }, async () => {
    // Smooth grain (noise scaled up) keeps the original a realistic 8-9 MB, under the upload limit.
    const grain = await sharp({
      create: { width: 1500, height: 1000, channels: 3, background: '#864', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const original = await sharp(grain.data, { raw: grain.info }).resize({ width: 6000, height: 4000 }).jpeg({ quality: 90 }).toBuffer();
    const moderator = await signIn(t.database, 'MODERATOR', t.clock.now());
    const uploaded = await upload(t.app, moderator.auth, original, 'big.jpg');
    expect(uploaded.statusCode).toBe(201);
    const product = await buildProduct(t.database, { name: 'Большое фото' });
    await linkPhotos(t.database, 'product', product.id, [uploaded.json().id]);
    expect(await foregroundDerivation(t).runPending()).toMatchObject({ ready: 1 });

    for (const url of [`/products/${product.id}`, `/photos/${uploaded.json().id}`]) {
      const { meta } = await page(url);
      const image = meta('property', 'og:image') ?? '';
      expect(image, url).toMatch(new RegExp(`^${PUBLIC_URL}/uploads/derived/[^/]+/size-1280\\.jpg$`));
      expect(meta('name', 'twitter:image'), url).toBe(image);
      const file = await t.app.inject({ url: image.slice(PUBLIC_URL.length) });
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.length, url).toBeLessThan(1_000_000);
      const pixels = await sharp(file.rawPayload).metadata();
      expect(pixels.format, url).toBe('jpeg');
      expect(meta('property', 'og:image:type'), url).toBe('image/jpeg');
      expect([meta('property', 'og:image:width'), meta('property', 'og:image:height')], url).toEqual([
        String(pixels.width),
        String(pixels.height),
      ]);
      expect(pixels.width).toBe(1280);
    }
    // The photo page's summary offers the derived sizes at the page's layout sizes, as the app draws
    // the photo: the browser fetches from the HTML, first, the file the app then shows (issue 34).
    const photoPage = (await t.app.inject({ url: `/photos/${uploaded.json().id}` })).body;
    expect(photoPage).toMatch(
      /<picture><source type="image\/avif" srcset="\/uploads\/derived\/[^"]+-320\.avif 320w, [^"]+" sizes="\(max-width: 639\.98px\) calc\(100vw - 2rem\)[^"]*" \/>/,
    );
    expect(photoPage).toMatch(
      /<img src="\/uploads\/derived\/[^"]+-640\.jpg" srcset="[^"]+ 320w, [^"]+" sizes="[^"]+" alt="[^"]*" fetchpriority="high" \/><\/picture>/,
    );
  });

  it('escapes a hostile name everywhere in the head and the summary', async () => {
    const type = await buildType(t.database, { name: HOSTILE });
    const product = await buildProduct(t.database, { name: HOSTILE, description: `<p>${HOSTILE.replace(/</g, '&lt;')}</p>` });
    const detail = await buildDetail(t.database, { name: HOSTILE, typeId: type.id, productId: product.id });
    const maker = await buildManufacturer(t.database, { name: `${HOSTILE} завод` });
    for (const url of [`/products/${product.id}`, `/details/${detail.id}`, `/manufacturers/${maker.id}`]) {
      const { res, jsonLd } = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('<script>alert(1)</script>');
      expect(res.body.match(/<\/title>/g), url).toHaveLength(1);
      expect(res.body.match(/<script/g), url).toHaveLength(2);
      expect(res.body).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
      expect(JSON.stringify(jsonLd)).toContain(JSON.stringify(HOSTILE).slice(1, -1));
    }
  });

  it('renders detail, photo and manufacturer pages with their own schema.org types', async () => {
    const type = await buildType(t.database, { name: 'Замок' });
    const product = await buildProduct(t.database, { name: 'Станок' });
    const detail = await buildDetail(t.database, { name: 'боевой', typeId: type.id, year: 1916, number: 'А-7', productId: product.id });
    const photo = await buildPhoto(t.database, { description: 'Клеймо на замке' });
    await linkPhotos(t.database, 'detail', detail.id, [photo.id]);
    const maker = await buildManufacturer(t.database, { name: 'Ижевский завод', shortName: 'ИЗ', country: 'Россия' });

    const d = await page(`/details/${detail.id}`);
    // The heading the web's page draws, its number with it (issue 52).
    expect(d.head).toContain('<title>боевой № А-7 — Музей «Тульский Максим»</title>');
    expect(d.jsonLd).toMatchObject({
      '@type': 'IndividualProduct',
      category: 'Замок',
      isAccessoryOrSparePartFor: { '@type': 'IndividualProduct', '@id': `${PUBLIC_URL}/products/${product.id}`, name: 'Станок' },
    });
    const p = await page(`/photos/${photo.id}`);
    expect(p.head).toContain(`<title>Фото №${photo.id} — Музей «Тульский Максим»</title>`);
    expect(p.jsonLd).toMatchObject({
      '@type': 'ImageObject',
      width: { '@type': 'QuantitativeValue', value: 800, unitCode: 'E37' },
      height: { '@type': 'QuantitativeValue', value: 600, unitCode: 'E37' },
      caption: 'Клеймо на замке',
      about: [{ '@type': 'IndividualProduct', '@id': `${PUBLIC_URL}/details/${detail.id}`, name: 'боевой' }],
      publisher: { '@type': 'Organization', name: 'Музей «Тульский Максим»' },
    });
    expect(p.meta('property', 'og:image:alt')).toBe('Клеймо на замке');
    const m = await page(`/manufacturers/${maker.id}`);
    expect(m.jsonLd).toMatchObject({ '@type': 'Organization', name: 'Ижевский завод', alternateName: 'ИЗ', location: 'Россия' });
  });

  it('names list pages and gives them no JSON-LD, the home page the site with its search', async () => {
    const home = await page('/');
    expect(home.head).toContain('<title>Музей «Тульский Максим»</title>');
    expect(home.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/" />`);
    expect(home.jsonLd).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${PUBLIC_URL}/search?q={search_term_string}` } },
    });
    const search = await page('/search?q=максим');
    expect(search.head).toContain('<title>Поиск по архиву — Музей «Тульский Максим»</title>');
    expect(search.head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/search" />`);
    expect(search.jsonLd).toBeUndefined();
    expect((await page('/details/year/1915')).head).toContain('<title>Детали за 1915 год — Музей «Тульский Максим»</title>');
    // An edit page is named as its heading says.
    expect((await page('/details/7/edit')).head).toContain('<title>Правка детали №7 — Музей «Тульский Максим»</title>');
    expect((await page('/products/12/edit')).head).toContain('<title>Правка изделия №12 — Музей «Тульский Максим»</title>');
    // The admins' page is a page like the others (issue 52): 200 and its own name, in each language.
    const users = await page('/admin/users');
    expect(users.res.statusCode).toBe(200);
    expect(users.head).toContain('<title>Пользователи — Музей «Тульский Максим»</title>');
    const usersEn = await page('/en/admin/users');
    expect(usersEn.res.statusCode).toBe(200);
    expect(usersEn.head).toContain('<title>Users — Tula Maxim Museum</title>');
    // So is a collector's own (issue 54): its name, not the not-found page, whoever asks.
    for (const [url, title] of [
      ['/collection', 'Моя коллекция — Музей «Тульский Максим»'],
      ['/en/collection', 'My collection — Tula Maxim Museum'],
    ]) {
      const collection = await page(url as string);
      expect(collection.res.statusCode, url).toBe(200);
      expect(collection.head).toContain(`<title>${title}</title>`);
    }
  });

  it('names a dossier by its item, in each language; an own one and a shared one private, the shared one noindex (ADR 089)', async () => {
    const product = await buildProduct(t.database, { name: 'Максим обр. 1910', number: '21105' });
    const type = await buildType(t.database);
    const detail = await buildDetail(t.database, { typeId: type.id, name: null, number: '2514' });
    for (const [url, title] of [
      [`/products/${product.id}/dossier`, 'Досье: Максим обр. 1910 № 21105 — Музей «Тульский Максим»'],
      [`/en/products/${product.id}/dossier`, 'Dossier: Максим обр. 1910 No. 21105 — Tula Maxim Museum'],
      // A part without a name of its own is called by its type.
      [`/details/${detail.id}/dossier`, `Досье: ${type.name} № 2514 — Музей «Тульский Максим»`],
      ['/collection/7/dossier', 'Моя коллекция — Музей «Тульский Максим»'],
      ['/compare', 'Сравнение — Музей «Тульский Максим»'],
      ['/en/compare', 'Comparison — Tula Maxim Museum'],
    ]) {
      const { res, head } = await page(url as string);
      expect(res.statusCode, url).toBe(200);
      expect(head, url).toContain(`<title>${title}</title>`);
      expect(head, url).not.toContain('noindex');
    }
    const shared = await page('/collection/shared/abcDEF_123');
    expect(shared.res.statusCode).toBe(200);
    expect(shared.head).toContain('<meta name="robots" content="noindex" />');
    expect((await page('/products/999999999/dossier')).res.statusCode).toBe(404);
  });

  it('answers a missing or unpublished item with 404 and the not-found head', async () => {
    const hidden = await buildPhoto(t.database, { published: false });
    for (const url of [
      '/products/999999999',
      '/details/2147483648',
      `/photos/${hidden.id}`,
      '/manufacturers/0',
      '/details/year/abcd',
      '/details/year/19160',
    ]) {
      const { res, head } = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(head, url).toContain('<title>Страница не найдена — Музей «Тульский Максим»</title>');
    }
  });
});
