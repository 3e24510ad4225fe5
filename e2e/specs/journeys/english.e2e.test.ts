import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { newPage, screenshot, useChromium } from '../../src/chromium';
import { expectAccessible, expectEnglish } from '../../src/english';
import { eventually, JOURNEY_DEVICES, JOURNEY_TIMEOUT, type JourneyDevice, press, watchJourney } from '../../src/journey';
import { freshSeed } from '../../src/test-image';

/** The header's links: on a phone inside the slide-in menu, opened first. */
async function headerArea(page: Page, device: JourneyDevice): Promise<Locator> {
  if (!device.phone) return page.locator('header.site-header');
  await press(device, page.getByRole('button', { name: 'Open the menu' }));
  return page.getByRole('dialog', { name: 'Menu' });
}

describe.skipIf(!inject('chromium'))('journey: an English-speaking collector, all in English', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      const word = uniqueWord('Колчан');
      const staff = await catalogueAs(baseUrl, inject('accounts').moderator);
      const photo = await staff.upload(freshSeed());
      // The gun is entered in Russian and also named and described in English (ADR 064): the
      // English pages show the English name; the Russian one is found all the same.
      const russianName = `Пулемёт ${word}`;
      const name = `Maxim gun no. ${word.length}${Date.now() % 100000}`;
      const gun = await staff.post('/products', {
        name: russianName,
        nameEn: name,
        description: '<p>Служил на Северо-Западном фронте.</p>',
        descriptionEn: '<p>Served on the North-Western Front.</p>',
        belongsTo: 'максим',
        year: 1915,
        photos: [{ id: photo }],
      });

      const { context, page } = await newPage(browser(), baseUrl, device.viewport, device.options);
      const guard = await watchJourney(page);
      await page.goto('/en');
      await page.getByRole('heading', { level: 1, name: 'The Tula Maxim' }).waitFor();
      await guard.check('the English home page');
      await expectEnglish(page, 'the home page header', 'header.site-header');
      await expectEnglish(page, 'the home page footer', 'footer');
      await screenshot(page, `english-home-${device.label}`, { fullPage: false });

      await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill(word);
      await press(device, page.locator('.landing__search').getByRole('button', { name: 'Search' }));
      await page.waitForURL((url) => url.pathname === '/en/search');
      await page.getByText('Found: 1').waitFor();
      await guard.check('the search results');
      await expectEnglish(page, 'the search results');
      await expectAccessible(page, 'the search results');
      await screenshot(page, `english-search-${device.label}`);

      await press(device, page.locator('.result').getByRole('link', { name }));
      await page.waitForURL((url) => url.pathname === `/en/products/${gun.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.getByText('Served on the North-Western Front.').waitFor();
      expect(await page.title()).toContain(name);
      await guard.check('the item page');
      await expectEnglish(page, 'the item page');
      await expectAccessible(page, 'the item page');
      await screenshot(page, `english-item-${device.label}`);

      await press(device, page.getByRole('button', { name: `${name}. Open photo 1 of 1` }));
      const lightbox = page.getByRole('dialog', { name: 'Photo 1 of 1' });
      await lightbox.waitFor();
      await guard.check('the photo viewer');
      await expectEnglish(page, 'the photo viewer', '[role="dialog"]');
      await press(device, lightbox.getByRole('link', { name: 'Photo details' }));
      await page.waitForURL((url) => url.pathname === `/en/photos/${photo}`);
      await guard.check('the photo page', page.getByRole('heading', { level: 1, name: `Photo No. ${photo}` }));
      // The reader reaches for the photo (a tap on a phone): the deep-zoom viewer wakes, its buttons in English.
      await press(device, page.locator('.deep-zoom__stage'));
      await eventually(() => page.getByRole('button', { name: 'Zoom in' }).isEnabled()).toBe(true);
      await expectEnglish(page, 'the photo page');
      await screenshot(page, `english-photo-${device.label}`);

      await press(device, (await headerArea(page, device)).getByRole('link', { name: 'Date by number' }));
      await page.waitForURL((url) => url.pathname === '/en/year');
      await page.getByRole('heading', { level: 1, name: 'Year of manufacture by serial number' }).waitFor();
      await page.getByRole('textbox', { name: 'Maxim gun serial number' }).fill('1000');
      await guard.check('the year tool');
      await expectEnglish(page, 'the year tool');
      await expectAccessible(page, 'the year tool');
      await screenshot(page, `english-year-${device.label}`);

      const account = inject('accounts').user;
      await press(device, (await headerArea(page, device)).getByRole('button', { name: 'Sign in', exact: true }));
      const dialog = page.getByRole('dialog', { name: 'Sign in' });
      await dialog.getByLabel('Username or e-mail').fill(account.username);
      await dialog.getByLabel('Password').fill(account.password);
      await expectEnglish(page, 'the sign-in dialog', '[role="dialog"]');
      await press(device, dialog.getByRole('button', { name: 'Sign in' }));
      await dialog.waitFor({ state: 'detached' });
      await guard.check('signed in');

      await press(device, (await headerArea(page, device)).getByRole('link', { name: 'Add', exact: true }));
      await page.waitForURL((url) => url.pathname === '/en/add');
      await page.getByRole('heading', { level: 1, name: 'Add to the archive' }).waitFor();
      await guard.check('the proposal form');
      await expectEnglish(page, 'the proposal form');
      await expectAccessible(page, 'the proposal form');
      await screenshot(page, `english-add-${device.label}`);
      // The form opens on the part tab; a complete gun needs only its name.
      await press(device, page.getByRole('tab', { name: 'Complete gun' }));
      await page.getByRole('tab', { name: 'Complete gun', selected: true }).waitFor();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Maxim ${word}`);
      await press(device, page.locator('main').getByRole('button', { name: 'Save' }));
      await page.getByText('Sent to the moderators for review').first().waitFor();
      await guard.check('the proposal sent');
      await expectEnglish(page, 'the proposal sent');

      // The switch stays in the header row on every screen.
      await press(device, page.locator('header.site-header').getByRole('link', { name: 'Русская версия (RU)' }));
      await page.waitForURL((url) => url.pathname === '/add');
      await page.getByRole('heading', { level: 1, name: 'Добавить в архив' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ru');
      await context.close();
    });
  }
});
