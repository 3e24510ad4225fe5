import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';

describe.skipIf(!inject('chromium'))('the site in a real browser', () => {
  const browser = useChromium();

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`opens the home page without errors at ${viewport.width} px`, async () => {
      const { context, page, errors } = await newPage(browser(), inject('baseUrl'), viewport);
      await page.goto('/');
      await expect(page.locator('h1').first().textContent()).resolves.toContain('Максим');
      await screenshot(page, `smoke-home-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('answers an unknown path with 404 and a not-found page that links home (ADR 011)', async () => {
    const { context, page } = await newPage(browser(), inject('baseUrl'));
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
    expect(await page.title()).toBe('Страница не найдена — Музей «Тульский Максим»');
    await page.locator('main').getByRole('link', { name: 'На главную' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
