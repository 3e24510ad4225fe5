import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDetail, buildPhoto, buildProduct, buildType, linkPhotos } from '../catalogue-factories';
import { createTestApp, type TestApp } from '../harness';
import { writeWebDist } from './web-dist-fixture';

/** What the server paints of the home page, the gallery and a search before the app (ADR 073), in each language. */
describe('first screen of the list pages', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await writeWebDist(await mkdtemp(path.join(os.tmpdir(), 'museum-web-')));
    t = await createTestApp({ webDist, publicUrl: 'https://museum.example' });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  /** The status and the page's `<main>` in the root element (after the header, see first-screen-header). */
  const root = async (url: string) => {
    const res = await t.app.inject({ url });
    const all = /<div id="root">([\s\S]*?)<\/div>\n {4}<noscript>/.exec(res.body)?.[1] ?? '';
    const inner = all.slice(all.indexOf('<main'), all.lastIndexOf('</main>') + '</main>'.length);
    return { status: res.statusCode, inner };
  };

  it("paints the home page's hero and about block, in the app's classes, in Russian and in English", async () => {
    const ru = await root('/');
    expect(ru.status).toBe(200);
    expect(ru.inner).toMatch(/^<main id="main" class="site-main server-summary"><div class="home"><section class="hero">/);
    expect(ru.inner).toContain(
      '<h1 class="hero__title">Тульский Максим</h1><p class="hero__subtitle">онлайн-каталог легендарного оружия</p>',
    );
    expect(ru.inner).toContain('<section class="home-block about-block"><h2>О каталоге</h2><p>Каталог открыт для всех.');
    const en = await root('/en');
    expect(en.inner).toContain('<h1 class="hero__title">The Tula Maxim</h1>');
    expect(en.inner).toContain('<h2>About the catalogue</h2><p>The catalogue is open to everyone.');
  });

  it("paints the gallery's first photos as the web's grid draws them, linking to their pages", async () => {
    const hidden = await buildPhoto(t.database, { published: false });
    const older = await buildPhoto(t.database);
    const newest = await buildPhoto(t.database);
    const product = await buildProduct(t.database);
    await linkPhotos(t.database, 'product', product.id, [hidden.id, older.id, newest.id]);

    const ru = await root('/gallery');
    expect(ru.status).toBe(200);
    expect(ru.inner).toMatch(
      /^<main id="main" class="site-main server-summary"><div class="gallery-page"><h1>Галерея<\/h1><ul class="photo-grid">/,
    );
    // Not derived yet: the thumbnail, as the web's grid; the first screen's photos first and at once.
    expect(ru.inner).toContain(
      `<li class="photo-grid__item"><a class="photo-grid__button" href="/photos/${newest.id}">` +
        `<img src="/uploads/thumbs/${newest.fileName}_thumb.jpg" alt="" fetchpriority="high" />` +
        `<span class="photo-grid__caption">Фото №${newest.id}</span></a></li>`,
    );
    expect(ru.inner.indexOf(`/photos/${newest.id}"`)).toBeLessThan(ru.inner.indexOf(`/photos/${older.id}"`));
    expect(ru.inner).not.toContain(`/photos/${hidden.id}"`);

    const en = await root('/en/gallery');
    expect(en.inner).toContain('<h1>Gallery</h1>');
    expect(en.inner).toContain(`href="/en/photos/${newest.id}"`);
    expect(en.inner).toContain(`<span class="photo-grid__caption">Photo no. ${newest.id}</span>`);
  });

  it("paints a search's first results in their sections, the item's English name on English pages", async () => {
    const type = await buildType(t.database, { name: 'Рукоять' });
    const product = await buildProduct(t.database, {
      name: 'Пулемёт первозданный',
      nameEn: 'A pristine gun',
      description: 'Первозданный экземпляр "без" следов',
    });
    const detail = await buildDetail(t.database, { name: 'первозданный', typeId: type.id });

    const ru = await root(`/search?q=${encodeURIComponent('первозданный')}`);
    expect(ru.status).toBe(200);
    expect(ru.inner).toContain('<div class="search-page"><h1>Поиск по архиву</h1><section><h2>Изделия в сборе</h2><ul class="results">');
    expect(ru.inner).toContain(
      `<li class="result"><h3 class="result__title"><a href="/products/${product.id}"><span>Пулемёт первозданный</span></a>` +
        '<span class="result__kind">изделие</span></h3><p class="result__text">Первозданный экземпляр &quot;без&quot; следов</p></li>',
    );
    expect(ru.inner).toContain(
      `<h2>Детали</h2><ul class="results"><li class="result"><h3 class="result__title"><a href="/details/${detail.id}">`,
    );
    expect(ru.inner).toContain('<span>Рукоять — первозданный</span>');

    const en = await root(`/en/search?q=${encodeURIComponent('первозданный')}`);
    expect(en.inner).toContain('<h1>Search the archive</h1><section><h2>Complete guns</h2>');
    expect(en.inner).toContain(
      `<a href="/en/products/${product.id}"><span>A pristine gun</span></a><span class="result__kind">complete gun</span>`,
    );
    // Russian text as entered is marked so on an English page.
    expect(en.inner).toContain('<p class="result__text" lang="ru">Первозданный экземпляр');
    expect(en.inner).toContain('<span lang="ru">Рукоять — первозданный</span></a><span class="result__kind">part</span>');
  });

  it.each([
    ['/search?q=нетвкаталогеничего', '<h1>Поиск по архиву</h1><p>Ничего не найдено.</p>'],
    ['/en/search?q=nothinginthecatalogue', '<h1>Search the archive</h1><p>Nothing found.</p>'],
    ['/gallery?page=200', '<h1>Галерея</h1><p>Фотографий не найдено.</p>'],
    ['/en/gallery?page=200', '<h1>Gallery</h1><p>No photos found.</p>'],
  ])('says when %s finds nothing', async (url, text) => {
    const { status, inner } = await root(url);
    expect(status).toBe(200);
    expect(inner).toContain(text);
  });

  // The app reads these as it can; the server paints the heading alone, never a 5xx.
  it.each([
    '/search?page=-1',
    '/search?size=100000&q=a',
    '/search?page=99999999&q=a',
    '/search?q=%E0%A4%A&page=x',
    '/search?q=a&q=b&year=19x5',
    '/search?sortField=year',
    '/gallery?page=abc',
    '/gallery?size=0',
    '/gallery?page=99999999999999999999',
    '/gallery?year=1900&photo=3',
    '/en/gallery?type=%00',
  ])('answers %s with the heading alone', async (url) => {
    const { status, inner } = await root(url);
    expect(status).toBe(200);
    expect(inner).toMatch(
      /^<main id="main" class="site-main server-summary"><div class="(search|gallery)-page"><h1>[^<]+<\/h1><\/div><\/main>$/,
    );
  });
});
