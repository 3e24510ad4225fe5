import { describe, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { newPage, screenshot, useChromium } from '../../src/chromium';
import { expectAccessible, expectEnglish } from '../../src/english';
import { followHeaderLink, JOURNEY_DEVICES, JOURNEY_TIMEOUT, press, signInByClicks, startJourney, watchJourney } from '../../src/journey';
import { freshSeed } from '../../src/test-image';

/**
 * Stamps as evidence (issue 33, ADR 061): a visitor follows a part's stamp to what it means and
 * to the other items bearing it; a moderator rewrites a stamp's meaning; the same pages in English.
 */
describe.skipIf(!inject('chromium'))('journey: a stamp read as evidence, and its meaning edited', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      const moderator = inject('accounts').moderator;
      const staff = await catalogueAs(baseUrl, moderator);
      const word = uniqueWord('Приклад');
      const photo = await staff.upload(freshSeed());
      const stampName = `Клеймо ${word}`;
      const stamp = await staff.post('/stamps', {
        name: stampName,
        kind: 'ACCEPTANCE',
        description: '<p>Знак приёмки военного ведомства.</p>',
        yearFrom: 1914,
        yearTo: 1917,
        photos: [{ id: photo }],
      });
      const gunName = `Пулемёт ${word}`;
      const gun = await staff.post('/products', { name: gunName, belongsTo: 'максим', year: 1915 });
      const [type] = await staff.get<{ id: number }[]>('/detail-types');
      const partName = `Замок ${word}`;
      const part = await staff.post('/details', {
        type: { id: type?.id },
        name: partName,
        product: { id: gun.id },
        year: 1915,
        stamps: [{ id: stamp.id }],
      });

      // A visitor: home → search → the part → its stamp → another item bearing it.
      const visitor = await startJourney(browser(), baseUrl, device);
      const { page, guard } = visitor;
      await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill(word);
      await press(device, page.locator('.landing__search').getByRole('button', { name: 'Найти' }));
      await page.waitForURL((url) => url.pathname === '/search');
      await page.getByText('Найдено: 2').waitFor();
      await guard.check('the search results');
      await press(device, page.locator('.result').filter({ hasText: partName }).getByRole('link').first());
      await page.waitForURL((url) => url.pathname === `/details/${part.id}`);
      await guard.check('the part', page.getByRole('heading', { level: 1, name: new RegExp(partName) }));
      await press(device, page.locator('main').getByRole('link', { name: stampName, exact: true }));
      await page.waitForURL((url) => url.pathname === `/stamps/${stamp.id}`);
      await guard.check('the stamp', page.getByRole('heading', { level: 1, name: stampName }));
      await page.getByText('Знак приёмки военного ведомства.').waitFor();
      await page.getByText('1914–1917').waitFor();
      const bearing = page.locator('section[aria-labelledby="stamp-items"]');
      await bearing.getByRole('link', { name: partName }).waitFor();
      await press(device, bearing.getByRole('link', { name: gunName }));
      await page.waitForURL((url) => url.pathname === `/products/${gun.id}`);
      await guard.check('the gun bearing the stamp', page.getByRole('heading', { level: 1, name: gunName }));
      await visitor.context.close();

      // A moderator: the sections menu → the stamps → the stamp → a new meaning, saved.
      const staffer = await startJourney(browser(), baseUrl, device);
      await signInByClicks(staffer.page, device, moderator);
      await staffer.guard.check('signed in');
      await followHeaderLink(staffer.page, device, 'Клейма', 'sections');
      await staffer.guard.check('the stamps', staffer.page.getByRole('heading', { level: 1, name: 'Клейма' }));
      await press(device, staffer.page.locator('main').getByRole('link', { name: stampName }));
      await staffer.page.waitForURL((url) => url.pathname === `/stamps/${stamp.id}`);
      await staffer.guard.check('the stamp to edit', staffer.page.getByRole('heading', { level: 1, name: stampName }));
      await press(device, staffer.page.getByRole('button', { name: 'Изменить' }));
      const form = staffer.page.getByRole('form', { name: 'Клеймо' });
      await form.locator('.ql-editor').fill('Приёмка ГАУ: ставилась после отстрела на заводе.');
      await press(device, form.getByRole('button', { name: 'Сохранить' }));
      await staffer.page.locator('.toast--success', { hasText: 'Клеймо сохранено' }).waitFor();
      await form.waitFor({ state: 'detached' });
      await staffer.page.getByText('Приёмка ГАУ: ставилась после отстрела на заводе.').waitFor();
      await staffer.guard.check('the meaning saved');
      await staffer.context.close();

      // The same pages in English, reached from the footer's sections.
      const english = await newPage(browser(), baseUrl, device.viewport, device.options);
      const englishGuard = await watchJourney(english.page);
      await english.page.goto('/en');
      await englishGuard.check('the English home page', english.page.getByRole('heading', { level: 1, name: 'The Tula Maxim' }));
      await press(device, english.page.locator('footer').getByRole('link', { name: 'Stamps', exact: true }));
      await english.page.waitForURL((url) => url.pathname === '/en/stamps');
      await englishGuard.check('the stamps in English', english.page.getByRole('heading', { level: 1, name: 'Stamps' }));
      await expectEnglish(english.page, 'the stamps in English');
      await expectAccessible(english.page, 'the stamps in English');
      await press(device, english.page.locator('main').getByRole('link', { name: stampName }));
      await english.page.waitForURL((url) => url.pathname === `/en/stamps/${stamp.id}`);
      await englishGuard.check('the stamp in English', english.page.getByRole('heading', { level: 1, name: stampName }));
      await english.page.getByRole('heading', { name: 'What it means' }).waitFor();
      await english.page.getByText('Items bearing it').waitFor();
      await expectEnglish(english.page, 'the stamp in English');
      await expectAccessible(english.page, 'the stamp in English');
      await screenshot(english.page, `english-stamp-${device.label}`);
      await english.context.close();
    });
  }
});
