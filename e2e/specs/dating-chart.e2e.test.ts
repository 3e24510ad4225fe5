import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { eventually } from '../src/journey';

/** The page's texts the test reads, in each language. */
const LANGUAGES = [
  {
    lang: 'ru',
    path: '/year',
    odd: /1919 год, год расходится с таблицей/,
    from: 'Номера от',
    reset: 'Все номера',
    table: 'Таблица примеров',
    input: 'Номер пулемёта «Максим»',
  },
  {
    lang: 'en',
    path: '/en/year',
    odd: /1919, year differs from the table/,
    from: 'Numbers from',
    reset: 'All numbers',
    table: 'Table of the examples',
    input: 'Maxim gun serial number',
  },
] as const;

// Issue 33, point 3: the chart of numbers against years on /year, in a real browser, at three widths, in both languages.
describe.skipIf(!inject('chromium'))('the dating chart on /year', () => {
  const browser = useChromium();

  for (const viewport of [DESKTOP, PHONE, { width: 320, height: 700 }]) {
    for (const t of LANGUAGES) {
      it(`draws the demo examples, marks the odd one and is reached by Tab at ${viewport.width} px (${t.lang})`, async () => {
        const { context, page, errors } = await newPage(browser(), inject('baseUrl'), viewport);
        await page.goto(t.path);
        const chart = page.locator('.yt-chart__svg');
        await eventually(() => chart.locator('a.yt-chart__point').count()).toBeGreaterThan(5);
        const odd = chart.locator('a.yt-chart__point--odd');
        expect(await odd.first().getAttribute('aria-label')).toMatch(t.odd);
        // Zoom to the 1916 numbers with the keyboard: the «from» slider moves by the arrow keys.
        const from = page.getByRole('slider', { name: t.from });
        await from.focus();
        for (let i = 0; i < 5; i += 1) await page.keyboard.press('PageUp');
        await eventually(async () => Number(await from.inputValue())).toBeGreaterThan(0);
        await page.getByRole('button', { name: t.reset }).click();
        await page.getByText(t.table).click();
        await eventually(() => page.locator('.yt-chart__table tbody tr').count()).toBeGreaterThan(5);
        // Nothing (the chart's drawing, sliders, legend, open table) runs past the screen's edge: the widest names itself.
        const overflow = await page.evaluate(() => {
          const widest = Array.from(document.querySelectorAll('main *'))
            .map((el) => ({ el, right: el.getBoundingClientRect().right }))
            .sort((a, b) => b.right - a.right)[0];
          return {
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            widest: widest ? `${widest.el.tagName.toLowerCase()}.${widest.el.className} ${Math.round(widest.right)}` : '',
          };
        });
        await screenshot(page, `year-chart-${t.lang}-${viewport.width}`);
        expect(overflow.page, `the page scrolls sideways: ${overflow.widest}`).toBeLessThanOrEqual(0);
        const input = page.getByLabel(t.input);
        await input.fill('12200');
        await page.locator('.yt-evidence__sentence').first().waitFor();
        await input.scrollIntoViewIfNeeded();
        await screenshot(page, `year-dating-${t.lang}-${viewport.width}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
