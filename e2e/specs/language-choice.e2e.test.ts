import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { expectEnglish } from '../src/english';

/** Issue 52, point 1: the language a reader chose opens at `/`, by the server; a crawler keeps the Russian root. */
describe.skipIf(!inject('chromium'))('the chosen language at the root', () => {
  const browser = useChromium();

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`opens / in English after the reader chose English, and in Russian after they chose Russian, at ${viewport.width} px`, async () => {
      const { context, page, errors } = await newPage(browser(), inject('baseUrl'), viewport);
      await page.goto('/about');
      await page.locator('a.lang-switch[hreflang="en"]').first().click();
      await page.waitForURL((url) => url.pathname === '/en/about');

      // The server answers / with the English home: the first paint is English, no Russian flashes first.
      const home = await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/en');
      expect(home?.request().redirectedFrom()?.url()).toMatch(/\/$/);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectEnglish(page, `/ after choosing English at ${label}`, 'main');
      await screenshot(page, `language-choice-en-home-${label}`);

      // Choosing Russian again gives the Russian root back.
      await page.locator('a.lang-switch[hreflang="ru"]').first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/');
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      await screenshot(page, `language-choice-ru-home-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('gives a visitor without a choice (a crawler) the Russian root', async () => {
    const response = await fetch(`${inject('baseUrl')}/`, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/<html lang="ru">/);
  });
});
