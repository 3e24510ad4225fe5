import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { useChromium } from '../../src/chromium';
import {
  eventually,
  JOURNEY_DEVICES,
  JOURNEY_TIMEOUT,
  type JourneyDevice,
  press,
  searchFor,
  signInByClicks,
  startJourney,
  watchJourney,
} from '../../src/journey';

/** The year the detail's page shows among its facts. */
const shownYear = (page: Page) => page.locator('.item-card').getByRole('link', { name: /^\d{4}$/ });

describe.skipIf(!inject('chromium'))('journey: a moderator corrects a year, then deletes the record from a link', () => {
  const browser = useChromium();

  /** From the search results to the detail's page and on, at once, to its edit page. */
  async function openEditPage(page: Page, device: JourneyDevice, name: string, id: number) {
    await press(device, page.locator('.result').getByRole('link', { name }));
    await page.waitForURL((url) => url.pathname === `/details/${id}`);
    // People click «Редактировать» as soon as they see it, while the page's data is fresh.
    await press(device, page.getByRole('link', { name: 'Редактировать' }));
    await page.waitForURL((url) => url.pathname === `/details/${id}/edit`);
  }

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      const staff = await catalogueAs(baseUrl, inject('accounts').moderator);
      const types = await staff.get<{ id: number; belongsTo: string }[]>('/detail-types');
      const type = types.find((candidate) => candidate.belongsTo === 'станок') ?? types[0];
      const word = uniqueWord('Хобот');
      const name = `Хобот станка ${word}`;
      const { id } = await staff.post('/details', { name, year: 1916, belongsTo: 'станок', type: { id: type?.id } });

      const { context, page, guard } = await startJourney(browser(), baseUrl, device);
      await signInByClicks(page, device, inject('accounts').moderator);
      await guard.check('signed in');
      await searchFor(page, device, guard, word);
      await page.locator('.result').filter({ hasText: name }).getByText('1916').waitFor();
      await guard.check('the search finds the detail');

      await openEditPage(page, device, name, id);
      const year = page.getByRole('textbox', { name: 'Год' });
      await guard.check('the edit page opened from the item', year);
      await eventually(() => year.inputValue()).toBe('1916');
      await year.fill('1917');
      await press(device, page.getByRole('button', { name: 'Сохранить' }));
      await page.locator('.toast--success', { hasText: 'Изменения сохранены' }).waitFor();
      await page.waitForURL((url) => url.pathname === `/details/${id}`);
      await eventually(() => shownYear(page).innerText()).toBe('1917');
      await guard.check('the item page after saving');

      // The same search again, as people repeat it: the new year, not a kept copy.
      await searchFor(page, device, guard, word);
      const result = page.locator('.result').filter({ hasText: name });
      await eventually(() => result.locator('.result__facts').innerText()).toMatch(/Год:\s*1917/);
      await guard.check('the search shows the new year');

      // The edit page's address, copied and opened in a new tab of the same browser.
      await openEditPage(page, device, name, id);
      await guard.check('the edit page opened again', year);
      await eventually(() => year.inputValue()).toBe('1917');
      const link = page.url();
      const tab = await context.newPage();
      const tabGuard = await watchJourney(tab);
      await tab.goto(link);
      const tabYear = tab.getByRole('textbox', { name: 'Год' });
      await tabGuard.check('the edit page opened by its link', tabYear);
      await eventually(() => tabYear.inputValue()).toBe('1917');
      tab.once('dialog', (dialog) => void dialog.accept());
      await press(device, tab.getByRole('button', { name: 'Удалить' }));
      await tab.locator('.toast--success', { hasText: 'Удалено' }).waitFor();
      // Not left on the page of a record that is gone.
      await tab.waitForURL((url) => !url.pathname.startsWith(`/details/${id}`));
      await tabGuard.check('after deleting', tab.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Правка' }).first());
      expect((await fetch(`${baseUrl}/api/archive/details/${id}`)).status).toBe(404);
      await context.close();
    });
  }
});
