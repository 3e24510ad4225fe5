import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../../src/chromium';
import { eventually, followHeaderLink, JOURNEY_DEVICES, JOURNEY_TIMEOUT, press, startJourney } from '../../src/journey';

// Issue 33, point 3: a visitor dates a serial from the demo catalogue's own examples and follows one.
describe.skipIf(!inject('chromium'))('journey: a visitor dates a serial and follows an example', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const { context, page, guard } = await startJourney(browser(), inject('baseUrl'), device);
      await followHeaderLink(page, device, 'Поиск по номеру');
      await page.waitForURL(/\/year$/);
      await page.getByRole('heading', { level: 1, name: 'Год выпуска по номеру' }).waitFor();

      const input = page.getByLabel('Номер пулемёта «Максим»');
      await press(device, input);
      await input.pressSequentially('12200');
      const card = page.locator('section.yt-calculator', { has: input });
      await card.locator('output', { hasText: 'Точный год: 1916' }).waitFor();
      // The demo has receivers around 12 200, all of 1916 but one recorded as 1919.
      const sentence = card.locator('.yt-evidence__sentence');
      await eventually(() => sentence.textContent()).toMatch(
        /^В каталоге: .+ с номерами .+–.+, 19\d\d–19\d\d годов, чаще всего 1916 года\./,
      );
      expect(await sentence.textContent()).toMatch(/год расходится с таблицей/);
      const examples = card.getByRole('list', { name: 'Примеры из каталога' });
      const example = examples.getByRole('link', { name: /№ 12\s180, 1916 год/ });
      await guard.check('the evidence on /year');
      await press(device, example);
      await page.waitForURL(/\/details\/\d+$/);
      await page.getByRole('heading', { level: 1, name: /Короб/ }).waitFor();
      await guard.check('the example’s page');

      // The same in English: the evidence speaks English, numbers grouped the English way.
      await page.goto(new URL('/en/year', inject('baseUrl')).href);
      const englishInput = page.getByLabel('Maxim gun serial number');
      await press(device, englishInput);
      await englishInput.pressSequentially('12200');
      const englishCard = page.locator('section.yt-calculator', { has: englishInput });
      await eventually(() => englishCard.locator('.yt-evidence__sentence').textContent()).toMatch(
        /^In the catalogue: .+ numbered .+–.+, made in 19\d\d–19\d\d, most often 1916\./,
      );
      const englishExample = englishCard
        .getByRole('list', { name: 'Examples from the catalogue' })
        .getByRole('link', { name: /No\. 12,180, 1916/ });
      await guard.check('the evidence on /en/year');
      await press(device, englishExample);
      await page.waitForURL(/\/en\/details\/\d+$/);
      await guard.check('the example’s English page');
      await context.close();
    });
  }
});
