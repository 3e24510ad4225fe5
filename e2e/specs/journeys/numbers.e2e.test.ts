import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../../src/chromium';
import { JOURNEY_DEVICES, JOURNEY_TIMEOUT, press, searchFor, startJourney } from '../../src/journey';

/** The demo gun № 17420 has a lock from another gun (apps/server/src/db/demo-data/imperial-guns-data.ts). */
const GUN_NUMBER = '17420';

describe.skipIf(!inject('chromium'))('journey: a visitor finds a gun with a part from another gun', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const { context, page, guard } = await startJourney(browser(), inject('baseUrl'), device);
      await searchFor(page, device, guard, GUN_NUMBER);
      // The gun, not the mount whose text names it.
      const gun = page.locator('.result').getByRole('link', { name: 'Пулемёт Максима обр. 1910 года', exact: true });
      await guard.check('the search for the gun number', gun);
      await press(device, gun);
      await page.waitForURL((url) => url.pathname.startsWith('/products/'));
      const gunPath = new URL(page.url()).pathname;

      const block = page.getByRole('region', { name: 'Номера деталей' });
      await block.waitFor();
      await block.getByText('1 из 6 деталей с другим номером').waitFor();
      const lock = block.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Замок с пулемёта' }) });
      await lock.getByText(/^другой номер: /).waitFor();
      await expect(lock.textContent()).resolves.toContain('№ 18034');
      expect(await block.getByText(/^совпадает: /).count()).toBe(5);
      await guard.check('the numbers of the parts', block);

      // The lock leads to its own page.
      await press(device, lock.getByRole('link', { name: 'Замок с пулемёта' }));
      await page.waitForURL((url) => url.pathname.startsWith('/details/'));
      await page.getByRole('heading', { level: 1, name: /Замок с пулемёта/ }).waitFor();
      await guard.check('the lock from another gun');

      // Back in the results, only guns whose numbers all match: this one is no longer found.
      await page.goBack();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/search');
      await press(device, page.getByRole('button', { name: 'Показать фильтры' }));
      await press(device, page.getByRole('checkbox', { name: 'Только изделия с совпадающими номерами' }));
      await press(device, page.getByRole('button', { name: 'Применить фильтры' }));
      await page.waitForURL((url) => url.searchParams.get('numbersMatch') === 'true');
      await page.getByText('Ничего не найдено.').waitFor();
      await guard.check('the gun filtered out');

      // The same gun in English: the block speaks English, the catalogue's names stay Russian.
      await page.goto(new URL(`/en${gunPath}`, inject('baseUrl')).href);
      const english = page.getByRole('region', { name: 'Part numbers' });
      await english.getByText('1 of 6 parts with a different number').waitFor();
      expect(await english.getByText(/^matches: /).count()).toBe(5);
      await expect(english.getByRole('link', { name: 'Замок с пулемёта' }).getAttribute('lang')).resolves.toBe('ru');
      await guard.check('the numbers of the parts in English', english);
      await context.close();
    });
  }
});
