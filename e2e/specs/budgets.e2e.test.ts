import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, useChromium } from '../src/chromium';

/** Pages a visitor lands on; each is checked at both widths. */
const PAGES = ['/', '/year', '/exp', '/about'];

/** Images that start inside the first screen but lack a width or height attribute (so the page would jump). */
function unsizedImagesAboveTheFold(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
      .map((img) => img.currentSrc || img.src || img.outerHTML.slice(0, 80)),
  );
}

describe.skipIf(!inject('chromium'))('web budgets in a real browser', () => {
  const browser = useChromium();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`no image above the fold lacks width and height at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser(), inject('baseUrl'), viewport);
      const found: Record<string, string[]> = {};
      for (const path of PAGES) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const unsized = await unsizedImagesAboveTheFold(page);
        if (unsized.length) found[path] = unsized;
      }
      expect(found).toEqual({});
      await context.close();
    });
  }

  it('loads only the home page chunk, not other pages, on /', async () => {
    const { context, page } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /home-page/.test(s))).toBe(true);
    expect(scripts.filter((s) => /(year-page|exp-page|about-page|register-page)/.test(s))).toEqual([]);
    await context.close();
  });
});
