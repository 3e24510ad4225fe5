import { describe, expect, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { newPage, screenshot, useChromium } from '../../src/chromium';
import { JOURNEY_TIMEOUT, NARROW_PHONE, press, searchFor, startJourney } from '../../src/journey';
import { sidewaysScroll } from '../../src/sideways';
import { freshSeed } from '../../src/test-image';

/*
 * Records are named by people: a name can be one long word (a maker's compound name, a serial with
 * its letters, a made-up test word), and the narrowest phone has 288 px for it. Every place that
 * shows the name (a search result, the item's heading, the photo's caption) wraps it rather than
 * making the page scroll sideways; the guard checks this after every step, and the server's first
 * screens are looked at without the app too.
 */
describe.skipIf(!inject('chromium'))('journey: a record named with one long word, on a 320 px phone', () => {
  const browser = useChromium();

  it('stays inside the screen in the results, on the item, in the photo viewer and on the photo page', {
    timeout: JOURNEY_TIMEOUT,
  }, async () => {
    const baseUrl = inject('baseUrl');
    const word = uniqueWord('Сверхскорострельный');
    const staff = await catalogueAs(baseUrl, inject('accounts').moderator);
    const photo = await staff.upload(freshSeed());
    const name = `Пулемёт ${word}`;
    const gun = await staff.post('/products', {
      name,
      description: `<p>Клеймо ${word}ТульскийОружейныйЗаводИмператораПетраВеликого на щите.</p>`,
      belongsTo: 'максим',
      year: 1915,
      photos: [{ id: photo }],
    });

    const device = NARROW_PHONE;
    const { context, page, guard } = await startJourney(browser(), baseUrl, device);
    await searchFor(page, device, guard, word);
    await page.getByText('Найдено: 1').waitFor();
    await guard.check('the search results');
    await screenshot(page, 'long-words-search-320');

    await press(device, page.locator('.result').getByRole('link', { name }));
    await page.waitForURL((url) => url.pathname === `/products/${gun.id}`);
    await guard.check('the item page', page.getByRole('heading', { level: 1, name }));
    await screenshot(page, 'long-words-item-320');

    await press(device, page.getByRole('button', { name: `${name}. Открыть фото 1 из 1` }));
    const lightbox = page.getByRole('dialog', { name: 'Просмотр фото 1 из 1' });
    await lightbox.waitFor();
    await guard.check('the photo in the lightbox');
    await press(device, lightbox.getByRole('link', { name: 'Информация о фото' }));
    await page.waitForURL((url) => url.pathname === `/photos/${photo}`);
    await guard.check('the photo page', page.getByRole('heading', { level: 1, name: `Фото №${photo}` }));
    await screenshot(page, 'long-words-photo-320');
    await context.close();

    // The server's first screens, as a phone shows them before the app (or without it).
    const plain = await newPage(browser(), baseUrl, device.viewport, { ...device.options, javaScriptEnabled: false });
    for (const address of [`/search?q=${encodeURIComponent(word)}`, `/products/${gun.id}`, `/photos/${photo}`]) {
      await plain.page.goto(address);
      await plain.page.locator('h1').first().waitFor();
      expect(await sidewaysScroll(plain.page), `${address} before the app`).toBeUndefined();
    }
    await plain.context.close();
  });
});
