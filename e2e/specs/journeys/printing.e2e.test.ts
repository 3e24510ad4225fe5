import { describe, expect, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { screenshot, useChromium } from '../../src/chromium';
import { JOURNEY_DEVICES, JOURNEY_TIMEOUT, press, searchFor, startJourney } from '../../src/journey';

/** Issue 35 point 5: an item page on paper, and the site as an installable app. */
describe.skipIf(!inject('chromium'))('journey: a collector prints a product page', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px: facts, description, the first photo and the citation, without header or buttons`, {
      timeout: JOURNEY_TIMEOUT,
    }, async () => {
      const baseUrl = inject('baseUrl');
      const staff = await catalogueAs(baseUrl, inject('accounts').moderator);
      const name = uniqueWord('Пулемёт ');
      const photos = [{ id: await staff.upload(7101) }, { id: await staff.upload(7102) }];
      const { id } = await staff.post('/products', {
        name,
        number: '4521',
        year: 1915,
        description: '<p>Из собрания полкового музея.</p>',
        photos,
      });

      const { context, page, guard } = await startJourney(browser(), baseUrl, device);
      await searchFor(page, device, guard, name);
      await press(
        device,
        page
          .locator('main')
          .getByRole('link', { name: new RegExp(name) })
          .first(),
      );
      await page.waitForURL((url) => url.pathname === `/products/${id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await page.locator('.photo-grid img').nth(1).waitFor();
      await guard.check('the product page');

      await page.emulateMedia({ media: 'print' });
      await expect.poll(() => page.locator('header.site-header').isVisible()).toBe(false);
      expect(await page.locator('footer.site-footer').isVisible()).toBe(false);
      expect(await page.locator('dl.facts').isVisible()).toBe(true);
      expect(await page.getByText('Из собрания полкового музея.').isVisible()).toBe(true);
      // One photo, and no control but the photo's own (its button has no look on paper).
      expect(await page.locator('.photo-grid img:visible').count()).toBe(1);
      const controls = await page.locator('main button:visible, main .button:visible').evaluateAll((all) => all.map((b) => b.className));
      expect(controls).toEqual(['photo-grid__button']);
      expect(await page.getByRole('heading', { name: /История изменений/ }).isVisible()).toBe(false);
      const citation = page.locator('.print-citation');
      expect(await citation.innerText()).toMatch(
        new RegExp(`${name}[\\s\\S]*URL: https?://[^ ]+/products/${id} \\(дата обращения: \\d\\d\\.\\d\\d\\.\\d{4}\\)`),
      );
      // The citation ends the page: below the description and the photo.
      const bottom = async (selector: string) => {
        const box = await page.locator(selector).first().boundingBox();
        return box ? box.y + box.height : Number.NaN;
      };
      expect((await citation.boundingBox())?.y).toBeGreaterThan(await bottom('.photo-grid'));
      await screenshot(page, `print-product-${device.label}`);
      await guard.check('the printed page');
      await context.close();
    });
  }

  it('offers a web app manifest with its icons to a browser that installs the site', async () => {
    const baseUrl = inject('baseUrl');
    const manifest = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const { icons } = (await manifest.json()) as { icons: { src: string }[] };
    for (const icon of icons) {
      const answer = await fetch(`${baseUrl}${icon.src}`);
      expect(answer.status, icon.src).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
    }
    const shell = await (await fetch(`${baseUrl}/`)).text();
    expect(shell).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });
});
