import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';

/**
 * The server's first screen starts with the site header as the app draws it (ADR 073): with
 * JavaScript off (the server's HTML alone) and on (the app) the page's heading is at the same
 * height, and the header is the same: the same elements, classes, texts and links, so a change to
 * the app's header that the server's does not follow fails here.
 */

/** Where the heading and the page's main start, the header's height, and what the header is made of. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header.site-header');
    const heading = document.querySelector('main h1');
    const main = document.querySelector('main');
    // Before the app, «Войти» and the menu button are inert boxes of the buttons' classes: named by class and text.
    const parts = Array.from(header?.querySelectorAll('*') ?? []).map((el) => {
      const tag = /\bbutton\b|icon-button/.test(el.className) ? 'control' : el.tagName.toLowerCase();
      // «Регистрация» is a link to its page before the app, a button that opens the dialog in it.
      const href = tag === 'control' ? '' : (el.getAttribute('href') ?? '');
      const text = el.children.length === 0 ? (el.textContent ?? '') : '';
      return `${tag}.${el.className}${href ? `[${href}]` : ''} ${text}`.trim();
    });
    return {
      heading: heading?.getBoundingClientRect().top ?? null,
      main: main?.getBoundingClientRect().top ?? null,
      header: header?.getBoundingClientRect().height ?? null,
      parts,
    };
  });
}

describe.skipIf(!inject('chromium'))('the first screen starts with the header (ADR 073)', () => {
  const browser = useChromium();
  let productPath: string;
  beforeAll(async () => {
    const response = await fetch(`${inject('baseUrl')}/api/archive/search/all?searchType=products&size=1`);
    const product = ((await response.json()) as { content: { id: number }[] }).content[0];
    if (!product) throw new Error('the demo catalogue has no product');
    productPath = `/products/${product.id}`;
  });

  async function seen(path: string, viewport: { width: number; height: number }, javaScript: boolean) {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), viewport);
    if (!javaScript) await context.route('**/*.js', (route) => route.abort());
    await page.goto(path);
    // With JavaScript, the app's page has replaced the server's summary.
    if (javaScript) await page.locator('#root main:not(.server-summary) h1').first().waitFor();
    // And its data and the chunk's styles are in: the page as it stays, not a moment of its loading.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const found = await measure(page);
    await screenshot(page, `header-first${path.replace(/\W+/g, '-')}-${viewport.width}-${javaScript ? 'app' : 'server'}`, {
      fullPage: false,
    });
    await context.close();
    return { found, errors: javaScript ? errors : [] };
  }

  for (const viewport of [PHONE, DESKTOP]) {
    it(`puts the heading where the app puts it at ${viewport.width} px`, async () => {
      for (const path of ['/', '/gallery', productPath, '/en/gallery']) {
        const server = await seen(path, viewport, false);
        const app = await seen(path, viewport, true);
        console.log(`${viewport.width} px ${path}: heading ${server.found.heading} (server) / ${app.found.heading} (app)`);
        expect(server.found.heading, path).not.toBeNull();
        expect(Math.abs((server.found.heading ?? 0) - (app.found.heading ?? 0)), path).toBeLessThanOrEqual(1);
        expect(Math.abs((server.found.main ?? 0) - (app.found.main ?? 0)), path).toBeLessThanOrEqual(1);
        expect(Math.abs((server.found.header ?? 0) - (app.found.header ?? 0)), path).toBeLessThanOrEqual(1);
        expect(server.found.parts, path).toEqual(app.found.parts);
        expect(app.errors).toEqual([]);
      }
    });
  }
});
