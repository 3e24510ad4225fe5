import { scaled } from '@museum/test-kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenshot, useChromium } from '../src/chromium';
import { expectCollectionRead, expectItemShown, type ReusedItem, reusedItem, type ViewerSite } from '../src/viewer-site';
import { miradorSite } from '../src/viewers/sites';

describe.skipIf(!inject('chromium'))('IIIF reused by Mirador 4 on another site (issues 35, 53)', () => {
  const browser = useChromium();
  let site: ViewerSite;
  let item: ReusedItem;
  beforeAll(async () => {
    site = await miradorSite();
    item = await reusedItem(inject('baseUrl'), 35);
  }, scaled(600_000));
  afterAll(async () => {
    await site?.close();
  });

  it("opens an item's manifest: the thumbnails show and the tiles load", async () => {
    const base = inject('baseUrl');
    const { page, context, traffic } = await site.open(browser(), base, { iiif: item.manifest });
    await expectItemShown(page, traffic, base, item);
    await screenshot(page, 'iiif-mirador-1280');
    await context.close();
  });

  it(
    'opens the top collection and reaches the item from its list',
    async () => {
      const base = inject('baseUrl');
      const { page, context, traffic } = await site.open(browser(), base, { iiif: item.collection });
      // A window on a collection shows nothing until a manifest is chosen from its list, in a dialog.
      // The collection lists every product made by the specs before, so late in a run it is long:
      // the test waits for its answer first, then gives Mirador a step's time to draw the window.
      await expect.poll(() => traffic.responses.find((r) => r.url === item.collection)?.status, { timeout: scaled(60_000) }).toBe(200);
      // Mirador's window saga opens the list by itself once it has read a collection; a window drawn
      // before that offers «Show collection». Either way the item is chosen from the list. Waiting for
      // the button alone ran out its minute in two of five runs late in a lane, most likely with the
      // list already open (a dialog hides what is behind it from the accessibility tree).
      const entry = page.getByRole('menuitem', { name: item.label, exact: true });
      const showCollection = page.getByRole('button', { name: /show collection/i });
      await expect
        .poll(
          async () => {
            if (await entry.isVisible()) return true;
            if (await showCollection.isVisible()) await showCollection.click({ timeout: scaled(5_000) }).catch(() => undefined);
            return entry.isVisible();
          },
          { timeout: scaled(60_000) },
        )
        .toBe(true);
      await entry.click();
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
