import { scaled } from '@museum/test-kit';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { screenshot, useChromium } from '../src/chromium';
import { expectCollectionRead, expectItemShown, type ReusedItem, reusedItem, type ViewerSite } from '../src/viewer-site';
import { universalViewerSite } from '../src/viewers/sites';

describe.skipIf(!inject('chromium'))('IIIF reused by the Universal Viewer 4 on another site (issue 53)', () => {
  const browser = useChromium();
  let site: ViewerSite;
  let item: ReusedItem;
  beforeAll(async () => {
    site = await universalViewerSite();
    item = await reusedItem(inject('baseUrl'), 53);
  }, scaled(600_000));
  afterAll(async () => {
    await site?.close();
  });

  it("opens an item's manifest: the thumbnails show and the tiles load", async () => {
    const base = inject('baseUrl');
    // Its thumbnails ask the image service for `full/90,/0/default.jpg` (a 302 to the nearest listed size).
    const { page, context, traffic } = await site.open(browser(), base, { iiif: item.manifest });
    await expectItemShown(page, traffic, base, item);
    await screenshot(page, 'iiif-universal-viewer-1280');
    await context.close();
  });

  it('opens the top collection at the item it lists', async () => {
    const base = inject('baseUrl');
    const { page, context, traffic } = await site.open(browser(), base, { iiif: item.collection, m: String(item.indexInCollection) });
    // On a collection the contents panel shows the collection's index first; the thumbnails are a tab.
    await page.getByText('Thumbnails', { exact: true }).click();
    await expectItemShown(page, traffic, base, item);
    expectCollectionRead(traffic, item);
    await screenshot(page, 'iiif-universal-viewer-collection-1280');
    await context.close();
  });
});
