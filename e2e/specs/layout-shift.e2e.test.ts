import { scaled } from '@museum/test-kit';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DESKTOP, newPage, PHONE, useChromium } from '../src/chromium';
import { cumulative, holdCatalogueReads, loadingStatePainted, recordLayoutShifts, settledLayoutShifts } from '../src/layout-shift';
import { readApi as api } from '../src/public-api';

/** Issue 34's target: «good» is below 0.1; the site holds every page under half of that. */
const CLS_LIMIT = 0.05;

type Target = { path: string; shown: string };

/**
 * A demo photo with nothing outlined on it whose tiles are derived, so its page shows the deep-zoom
 * viewer's place. The demo catalogue's photos are derived in the background after the first start.
 */
async function derivedPhotoId(): Promise<number> {
  const { content } = await api<{ content: { id: number }[] }>('/api/archive/photos/page?size=30');
  let id: number | undefined;
  for (const photo of content) {
    if ((await api<unknown[]>(`/api/archive/photos/${photo.id}/regions`)).length === 0) {
      id = photo.id;
      break;
    }
  }
  if (id === undefined) throw new Error('the demo catalogue has no photo without regions');
  const derived = id;
  // Called from beforeAll, where expect.poll is not allowed.
  await vi.waitFor(
    async () => {
      const photo = await api<{ image: { tiles: string | null } }>(`/api/archive/photos/${derived}`);
      if (!photo.image.tiles) throw new Error(`photo ${derived} was not derived in time`);
    },
    { timeout: scaled(540_000), interval: 250 },
  );
  return derived;
}

/** A demo photo with regions marked on it (issue 51: its regions' tools and list pushed the text down). */
async function regionPhotoId(): Promise<number> {
  const { content } = await api<{ content: { id: number }[] }>('/api/archive/photos/page?size=60');
  for (const photo of content) {
    if ((await api<unknown[]>(`/api/archive/photos/${photo.id}/regions`)).length > 0) return photo.id;
  }
  throw new Error('the demo catalogue has no photo with regions');
}

describe.skipIf(!inject('chromium'))('no layout shift while a page loads (issue 34)', () => {
  const browser = useChromium();
  let targets: Target[];
  let photoPath: string;
  beforeAll(async () => {
    const products = await api<{ content: { id: number; name: string }[] }>('/api/archive/search/all?searchType=products&size=1');
    const product = products.content[0];
    if (!product) throw new Error('the demo catalogue has no product');
    const details = await api<{ content: { id: number }[] }>('/api/archive/details/page?size=1');
    photoPath = `/photos/${await derivedPhotoId()}`;
    // Every page a visitor lands on with its chunk and data loaded lazily, and the home page.
    targets = [
      { path: '/', shown: '.arrivals:not([aria-busy]) .arrival' },
      { path: '/search?q=%D0%BF%D1%83%D0%BB%D0%B5%D0%BC%D1%91%D1%82', shown: '.search-total, .search-empty' },
      { path: `/products/${product.id}`, shown: 'article.item-page .item-card' },
      { path: `/details/${details.content[0]?.id}`, shown: 'article.item-page .item-card' },
      { path: '/gallery', shown: '.gallery-page .search-total' },
      { path: photoPath, shown: '.photo-page .deep-zoom' },
      // Issue 51: a photo with regions (their outlines open the viewer) and the stamps' visual key.
      { path: `/photos/${await regionPhotoId()}`, shown: '.photo-page .region-list' },
      { path: '/stamps', shown: '.stamp-grid' },
    ];
  }, scaled(600_000));

  for (const viewport of [PHONE, DESKTOP]) {
    it(
      `keeps every page's layout still at ${viewport.width} px`,
      async () => {
        const found: Record<string, { cls: number; moved: string[] }> = {};
        for (const { path, shown } of targets) {
          // A fresh context per page: a first visit, nothing cached, the route's chunk fetched on demand.
          const { context, page, errors } = await newPage(browser(), inject('baseUrl'), viewport);
          await recordLayoutShifts(context);
          // The page is seen loading before its data comes, as on a phone's network: what moves then is counted.
          const release = await holdCatalogueReads(page);
          await page.goto(path);
          await loadingStatePainted(page);
          release();
          const shifts = await settledLayoutShifts(page, shown);
          const cls = cumulative(shifts);
          console.log(`CLS ${viewport.width} px ${path}: ${cls.toFixed(4)}`);
          if (cls > CLS_LIMIT) found[path] = { cls, moved: shifts.flatMap((shift) => shift.moved) };
          expect(errors).toEqual([]);
          await context.close();
        }
        expect(found).toEqual({});
      },
      // Eight pages, each in a fresh context: more than the tier's one-page default on a busy machine.
      scaled(180_000),
    );
  }

  it('paints the photo before it fetches the deep-zoom viewer', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('info.json')) scripts.push(new URL(request.url()).pathname);
    });
    // The photo's file is held: while it has not come, the page is the image's place and nothing more.
    let releasePhoto = () => {};
    const photoHeld = new Promise<void>((resolve) => {
      releasePhoto = resolve;
    });
    await page.route('**/uploads/**', async (route) => {
      await photoHeld;
      await route.continue();
    });
    const photoAsked = page.waitForRequest('**/uploads/**');
    // Not until `load`: the held photo holds that event.
    await page.goto(photoPath, { waitUntil: 'domcontentloaded' });
    await photoAsked;
    // Before, the viewer mounted `loading`, fetching its code and the tiles' description beside the photo.
    await page.locator('.deep-zoom__stage[data-status="idle"]').waitFor();
    expect(scripts.filter((path) => /openseadragon|info\.json$/.test(path))).toEqual([]);
    releasePhoto();
    // Shown and idle, a photo with nothing outlined on it still waits for the reader (issue 34: the
    // viewer's evaluation is the phone's longest task); reached for, the viewer loads and takes over.
    await page.locator('.deep-zoom__plain img').evaluate((image: HTMLImageElement) => image.decode());
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(scripts.filter((path) => /openseadragon/.test(path))).toEqual([]);
    await page.locator('.deep-zoom__stage').hover();
    await page.locator('.deep-zoom__stage[data-status="ready"]').waitFor();
    expect(scripts.some((path) => /openseadragon/.test(path))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
