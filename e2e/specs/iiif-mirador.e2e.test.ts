import { scaled } from '@museum/test-kit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshot } from '../src/chromium';
import { expectCollectionRead, expectItemShown, type ReusedItem, reusedItem, type ViewerSite } from '../src/viewer-site';
import { miradorSite } from '../src/viewers/sites';

describe.skipIf(!inject('chromium'))('IIIF reused by Mirador 4 on another site (issues 35, 53)', () => {
  let browser: Browser;
  let site: ViewerSite;
  let item: ReusedItem;
  beforeAll(async () => {
    browser = await launchChromium();
    site = await miradorSite();
    item = await reusedItem(inject('baseUrl'), 35);
  }, scaled(600_000));
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it("opens an item's manifest: the thumbnails show and the tiles load", async () => {
    const base = inject('baseUrl');
    const { page, context, traffic } = await site.open(browser, base, { iiif: item.manifest });
    await expectItemShown(page, traffic, base, item);
    await screenshot(page, 'iiif-mirador-1280');
    await context.close();
  });

  it(
    'opens the top collection and reaches the item from its list',
    async () => {
      const base = inject('baseUrl');
      const { page, context, traffic } = await site.open(browser, base, { iiif: item.collection });
      // A window on a collection shows nothing until a manifest is chosen from its list, in a dialog.
      // The collection lists every product made by the specs before, so late in a run it is long:
      // the test waits for its answer first, then gives Mirador a step's time to draw the window.
      await expect.poll(() => traffic.responses.find((r) => r.url === item.collection)?.status, { timeout: scaled(60_000) }).toBe(200);
      await page.getByRole('button', { name: /show collection/i }).click({ timeout: scaled(60_000) });
      await page.getByRole('menuitem', { name: item.label, exact: true }).click();
      await expectItemShown(page, traffic, base, item);
      expectCollectionRead(traffic, item);
      await screenshot(page, 'iiif-mirador-collection-1280');
      await context.close();
    },
    // Its steps wait up to a minute each (the answer, then Mirador's drawing of a long list): more than
    // the tier's one-minute default for a test, which a busy machine's one lane once ran past.
    scaled(180_000),
  );
});
