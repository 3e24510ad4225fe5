import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchChromium, newPage, PHONE, screenshot } from '../src/chromium';
import { eventually } from '../src/journey';

// Issue 33, point 3: the chart of numbers against years on /year, in a real browser, at three widths.
describe.skipIf(!inject('chromium'))('the dating chart on /year', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of [DESKTOP, PHONE, { width: 320, height: 700 }]) {
    it(`draws the demo examples, marks the odd one and is reached by Tab at ${viewport.width} px`, async () => {
      const { context, page, errors } = await newPage(browser, inject('baseUrl'), viewport);
      await page.goto('/year');
      const chart = page.locator('.yt-chart__svg');
      await eventually(() => chart.locator('a.yt-chart__point').count()).toBeGreaterThan(5);
      const odd = chart.locator('a.yt-chart__point--odd');
      expect(await odd.first().getAttribute('aria-label')).toMatch(/1919 год, год расходится с таблицей/);
      // Zoom to the 1916 numbers with the keyboard: the «from» slider moves by the arrow keys.
      const from = page.getByRole('slider', { name: 'Номера от' });
      await from.focus();
      for (let i = 0; i < 5; i += 1) await page.keyboard.press('PageUp');
      await eventually(async () => Number(await from.inputValue())).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Все номера' }).click();
      await page.getByText('Таблица примеров').click();
      await eventually(() => page.locator('.yt-chart__table tbody tr').count()).toBeGreaterThan(5);
      const input = page.getByLabel('Номер пулемёта «Максим»');
      await input.fill('12200');
      await page.locator('.yt-evidence__sentence').first().waitFor();
      await input.scrollIntoViewIfNeeded();
      await screenshot(page, `year-dating-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
