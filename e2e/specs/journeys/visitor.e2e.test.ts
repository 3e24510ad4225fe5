import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { useChromium } from '../../src/chromium';
import { eventually, JOURNEY_DEVICES, JOURNEY_TIMEOUT, press, startJourney } from '../../src/journey';
import { freshSeed } from '../../src/test-image';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Whether the element is on screen now, wholly or in part. */
const onScreen = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });

describe.skipIf(!inject('chromium'))('journey: a visitor searches, opens an item and a photo, and comes back', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      // Twelve guns with one word in their names; the first made, with three photos, ends the
      // results (newest first), so reaching it takes a scroll.
      const word = uniqueWord('Гостинец');
      const staff = await catalogueAs(baseUrl, inject('accounts').moderator);
      const seed = freshSeed();
      const photos = [await staff.upload(seed), await staff.upload(seed + 1), await staff.upload(seed + 2)];
      const story = Array.from(
        { length: 8 },
        (_, i) => `<p>Абзац ${i + 1} истории пулемёта: где служил, кто чинил, что написано на щите.</p>`,
      ).join('');
      const name = `Пулемёт ${word} с фотографиями`;
      const target = await staff.post('/products', {
        name,
        description: story,
        belongsTo: 'максим',
        year: 1915,
        photos: photos.map((id) => ({ id })),
      });
      for (let i = 1; i < 12; i += 1)
        await staff.post('/products', { name: `Пулемёт ${word} № ${i}`, belongsTo: 'максим', year: 1915 + (i % 3) });

      const { context, page, guard } = await startJourney(browser(), baseUrl, device);
      await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill(word);
      await press(device, page.locator('.landing__search').getByRole('button', { name: 'Найти' }));
      await page.waitForURL((url) => url.pathname === '/search');
      await page.getByText('Найдено: 12').waitFor();
      await guard.check('the search results');

      const result = page.locator('.result').filter({ hasText: name }).getByRole('link', { name });
      await result.scrollIntoViewIfNeeded();
      const searchPlace = await scrollY(page);
      expect(searchPlace, 'the gun with photos is below the first screen of results').toBeGreaterThan(0);
      await press(device, result);
      await page.waitForURL((url) => url.pathname === `/products/${target.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await guard.check('the item page');

      const thumbnail = page.getByRole('button', { name: `${name}. Открыть фото 2 из 3` });
      await thumbnail.scrollIntoViewIfNeeded();
      const itemPlace = await scrollY(page);
      expect(itemPlace, 'the photos are below the first screen of the item').toBeGreaterThan(0);
      await press(device, thumbnail);
      const lightbox = page.getByRole('dialog', { name: 'Просмотр фото 2 из 3' });
      await lightbox.waitFor();
      await eventually(() =>
        lightbox.getByRole('img', { name: `Фото №${photos[1]}` }).evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBeGreaterThan(0);
      await guard.check('the photo in the lightbox');

      await press(device, lightbox.getByRole('link', { name: 'Информация о фото' }));
      await page.waitForURL((url) => url.pathname === `/photos/${photos[1]}`);
      await guard.check('the photo page', page.getByRole('heading', { level: 1, name: `Фото №${photos[1]}` }));

      await page.goBack();
      await page.waitForURL((url) => url.pathname === `/products/${target.id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await eventually(() => scrollY(page), 'back on the item at the photos').toBe(itemPlace);
      expect(await onScreen(thumbnail)).toBe(true);
      await guard.check('back on the item page');

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/search');
      await page.getByText('Найдено: 12').waitFor();
      await eventually(() => scrollY(page), 'back in the results where the gun was').toBe(searchPlace);
      expect(await onScreen(result)).toBe(true);
      await guard.check('back on the search results');
      await context.close();
    });
  }
});
