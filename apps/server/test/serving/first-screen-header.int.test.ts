import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPhoto, buildProduct } from '../catalogue-factories';
import { createTestApp, type TestApp } from '../harness';
import { writeWebDist } from './web-dist-fixture';

/**
 * Every page the server paints before the app starts its root with the site header as the app draws
 * it for a visitor not signed in, so the content sits where the app's will (ADR 073).
 */
describe('the header of the first screens', () => {
  let t: TestApp;
  let webDist: string;
  let productId: number;
  let photoId: number;
  beforeAll(async () => {
    webDist = await writeWebDist(await mkdtemp(path.join(os.tmpdir(), 'museum-web-')));
    t = await createTestApp({ webDist, publicUrl: 'https://museum.example' });
    productId = (await buildProduct(t.database)).id;
    photoId = (await buildPhoto(t.database)).id;
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const rootOf = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    return /<div id="root">([\s\S]*?)<\/div>\n {4}<noscript>/.exec(res.body)?.[1] ?? '';
  };

  const ru = (path: string, current: string | null) => {
    const link = (to: string, label: string) =>
      `<li><a${to === current ? ' aria-current="page" class="nav-link active"' : ' class="nav-link"'} href="${to}">${label}</a></li>`;
    return (
      '<div class="app"><a class="skip-link" href="#main">Перейти к содержимому</a><header class="site-header">' +
      '<a class="logo" href="/"><img src="/favicon.svg" alt="" width="36" height="36"><span class="logo__text">Музей «Тульский Максим»</span></a>' +
      '<nav class="site-nav" aria-label="Основная навигация"><ul class="site-nav__links">' +
      link('/search', 'Поиск') +
      link('/gallery', 'Галерея') +
      link('/year', 'Поиск по номеру') +
      link('/about', 'О проекте') +
      '</ul></nav>' +
      `<a class="lang-switch" href="${path}" hreflang="en" lang="en" aria-label="English version (EN)" title="English version">EN</a>` +
      '<div class="site-header__account"><div class="account">' +
      '<span class="button button--small button--primary" aria-hidden="true">Войти</span>' +
      '<a class="button button--small" href="/register">Регистрация</a></div></div>' +
      '<span class="icon-button menu-button" aria-hidden="true" title="Открыть меню"><span class="menu-button__bars" aria-hidden="true"></span></span>' +
      '</header><main id="main" class="site-main'
    );
  };

  it.each([
    ['/', '/en', null],
    ['/gallery', '/en/gallery', '/gallery'],
    ['/search?q=%D0%BC', '/en/search?q=%D0%BC', '/search'],
    ['/products/{product}', '/en/products/{product}', null],
    ['/photos/{photo}', '/en/photos/{photo}', null],
  ])('starts the Russian root of %s with the header, linking the English page', async (url, english, current) => {
    const ids = (s: string) => s.replace('{product}', String(productId)).replace('{photo}', String(photoId));
    expect(await rootOf(ids(url))).toContain(ru(ids(english), current));
    expect((await rootOf(ids(url))).startsWith(ru(ids(english), current))).toBe(true);
  });

  it.each([
    ['/en', '/', null],
    ['/en/gallery', '/gallery', '/en/gallery'],
    ['/en/search?q=gun', '/search?q=gun', '/en/search'],
    ['/en/products/{product}', '/products/{product}', null],
    ['/en/photos/{photo}', '/photos/{photo}', null],
  ])('starts the English root of %s with the header in English, its links in English', async (url, russian, current) => {
    const ids = (s: string) => s.replace('{product}', String(productId)).replace('{photo}', String(photoId));
    const root = await rootOf(ids(url));
    expect(root).toMatch(/^<div class="app"><a class="skip-link" href="#main">Skip to content<\/a><header class="site-header">/);
    expect(root).toContain(
      '<a class="logo" href="/en"><img src="/favicon.svg" alt="" width="36" height="36"><span class="logo__text">Tula Maxim Museum</span></a>',
    );
    expect(root).toContain('<nav class="site-nav" aria-label="Main navigation">');
    for (const [to, label] of [
      ['/en/search', 'Search'],
      ['/en/gallery', 'Gallery'],
      ['/en/year', 'Date by number'],
      ['/en/about', 'About'],
    ]) {
      const attrs = to === current ? ' aria-current="page" class="nav-link active"' : ' class="nav-link"';
      expect(root).toContain(`<li><a${attrs} href="${to}">${label}</a></li>`);
    }
    expect(root).toContain(
      `<a class="lang-switch" href="${ids(russian)}" hreflang="ru" lang="ru" aria-label="Русская версия (RU)" title="Русская версия">RU</a>`,
    );
    expect(root).toContain('<span class="button button--small button--primary" aria-hidden="true">Sign in</span>');
    expect(root).toContain('<a class="button button--small" href="/en/register">Register</a>');
    expect(root).toContain('title="Open the menu"');
    expect(root).toMatch(/<\/header><main id="main" class="site-main[^"]*">[\s\S]*<h1/);
  });
});
