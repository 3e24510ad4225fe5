import { scaled } from '@museum/test-kit';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { screenshot, useChromium } from '../src/chromium';
import { expectCollectionRead, expectItemShown, type ReusedItem, reusedItem, type ViewerSite } from '../src/viewer-site';
import { cloverSite } from '../src/viewers/sites';

describe.skipIf(!inject('chromium'))('IIIF reused by Clover on another site (issue 53)', () => {
  const browser = useChromium();
  let site: ViewerSite;
  let item: ReusedItem;
  beforeAll(async () => {
    site = await cloverSite();
    item = await reusedItem(inject('baseUrl'), 55);
  }, scaled(600_000));
  afterAll(async () => {
    await site?.close();
  });

  it("opens an item's manifest: the thumbnails show and the tiles load", async () => {
    const base = inject('baseUrl');
    const { page, context, traffic } = await site.open(browser(), base, { iiif: item.manifest });
    await expectItemShown(page, traffic, base, item);
    await screenshot(page, 'iiif-clover-1280');
    await context.close();
  });

  it('opens the top collection and reaches the item from its list', async () => {
    const base = inject('baseUrl');
    const { page, context, traffic } = await site.open(browser(), base, { iiif: item.collection });
    // Clover opens a collection's first manifest and lists the others in a select above the viewer.
    await page.getByRole('combobox').click();
    await page.getByRole('option', { name: item.label, exact: true }).click();
    await expectItemShown(page, traffic, base, item);
    expectCollectionRead(traffic, item);
    await screenshot(page, 'iiif-clover-collection-1280');
    await context.close();
  });
});
