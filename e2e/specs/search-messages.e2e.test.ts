import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';

const YEAR_MESSAGE = 'Введите год: от 1 до 4 цифр, например 1916';

/** What the search page says when it cannot search: the server's own reason, a wrong year under its field (issue 29). */
describe.skipIf(!inject('chromium'))('search page messages', () => {
  const browser = useChromium();

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`shows the server's reason for a page past the result window, and a wrong year under its field, at ${label} px`, async () => {
      const { page, context } = await newPage(browser(), inject('baseUrl'), viewport);
      const searches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/archive/search/all')) searches.push(request.url());
      });

      await page.goto('/search?q=&searchType=all&page=600&size=20');
      const alert = page.locator('.search-page [role="alert"]');
      await expect.poll(() => alert.textContent()).toContain('уточните поиск');
      expect(await alert.textContent()).not.toContain('Ошибка на сервере');
      await screenshot(page, `search-past-window-${label}`);

      await page.goto('/search?q=щит');
      await page.locator('.search-total').waitFor();
      const asked = searches.length;
      await page.getByRole('button', { name: 'Показать фильтры' }).click();
      await page.getByLabel('Год', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Применить фильтры' }).click();
      await expect.poll(() => page.getByText(YEAR_MESSAGE).isVisible()).toBe(true);
      expect(await page.getByLabel('Год', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).searchParams.get('year')).toBeNull();
      expect(searches).toHaveLength(asked);
      await screenshot(page, `search-year-invalid-${label}`);
      await context.close();
    });
  }
});
