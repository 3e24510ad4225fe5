import { scaled } from '@museum/test-kit';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { type UploadedPhoto, uploadDerivedPhoto } from '../src/photos';
import { logIn } from '../src/sign-in';
import { touchScreen } from '../src/touch';

/** The viewer's zoom over the whole photo's (1 = the photo fits), as the page exposes it. */
async function viewerZoom(page: Page): Promise<number> {
  return Number((await page.locator('.deep-zoom__canvas').getAttribute('data-zoom')) ?? 0);
}

/** Opens the photo page, reaches for the photo (the viewer loads then) and waits until it shows tiles. */
async function openViewer(page: Page, photo: UploadedPhoto) {
  await page.goto(`/photos/${photo.id}`);
  await page.locator('.deep-zoom__stage').hover();
  await page.locator('.deep-zoom__stage[data-status="ready"]').waitFor();
  await expect.poll(() => viewerZoom(page)).toBe(1);
  const box = await page.locator('.deep-zoom__canvas').boundingBox();
  if (!box) throw new Error('no viewer on screen');
  return { cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
}

/** Requests for the photo's tiles at a region smaller than the whole photo (IIIF `{region}/{size}/0/default.jpg`). */
function regionTiles(urls: string[], photo: UploadedPhoto): string[] {
  const tiles = photo.image.tiles ?? '';
  return urls.filter((url) => url.includes(tiles) && !url.endsWith('info.json') && !/\/full\//.test(url));
}

describe.skipIf(!inject('chromium'))('photos people can study closely (issue 18)', () => {
  const browser = useChromium();
  let photo: UploadedPhoto;
  beforeAll(async () => {
    const { token } = await logIn(inject('baseUrl'), inject('accounts').moderator);
    photo = await uploadDerivedPhoto(inject('baseUrl'), token, 2000, 1500, 18);
    // Derivation runs in the background after the demo catalogue's photos: it may take a while on a busy machine.
  }, scaled(600_000));

  it('zooms the photo page viewer by wheel and keys, loading tiles and never the original', async () => {
    const { page, context, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const { cx, cy } = await openViewer(page, photo);
    await screenshot(page, 'photos-viewer-1280');
    await page.mouse.move(cx, cy);
    for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, -240);
    await expect.poll(() => viewerZoom(page)).toBeGreaterThan(2);
    // Zoomed in, the viewer fetches tiles of parts of the photo at a finer level.
    await expect.poll(() => regionTiles(requested, photo).length).toBeGreaterThan(0);
    await screenshot(page, 'photos-viewer-zoomed-1280');
    // Keys on the focused picture: 0 goes back to the whole photo, + zooms in again.
    await page.locator('.deep-zoom__canvas .openseadragon-canvas').focus();
    await page.keyboard.press('0');
    await expect.poll(() => viewerZoom(page)).toBeLessThan(1.01);
    // The viewer zooms while = (+) is held.
    await page.keyboard.down('=');
    await expect.poll(() => viewerZoom(page)).toBeGreaterThan(1.05);
    await page.keyboard.up('=');
    expect(requested.some((url) => url.endsWith(photo.url))).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('zooms the photo page viewer with a two-finger pinch on a phone', async () => {
    const { page, context, errors } = await newPage(browser(), inject('baseUrl'), PHONE, { hasTouch: true, isMobile: true });
    const { cx, cy } = await openViewer(page, photo);
    await screenshot(page, 'photos-viewer-390');
    const { pinchOut } = await touchScreen(context, page);
    await pinchOut(cx, cy, 150);
    await expect.poll(() => viewerZoom(page)).toBeGreaterThan(1.5);
    // The page itself did not zoom or scroll sideways: the gesture stayed in the viewer.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves the gallery a derived size smaller than the original on a small screen', async () => {
    const { page, context, errors } = await newPage(browser(), inject('baseUrl'), PHONE);
    const served = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'image') served.set(response.url(), (await response.body()).length);
    });
    await page.goto('/gallery');
    const image = page.getByRole('button', { name: `Открыть фото №${photo.id}` }).locator('img');
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
    const current = await image.evaluate((img) => (img as HTMLImageElement).currentSrc);
    const base = photo.image.sizes?.base ?? '';
    // Two columns at 390 px want about 175 px: the smallest derived width, in the most compact format.
    expect(current).toMatch(new RegExp(`${base}-320\\.avif$`));
    await expect.poll(() => served.get(current)).toBeGreaterThan(0);
    expect(served.get(current)).toBeLessThan(photo.sizeBytes / 10);
    expect([...served.keys()].some((url) => url.endsWith(photo.url))).toBe(false);
    expect(await image.getAttribute('width')).toBe(String(photo.image.width));
    // The gallery's first screen (its first four photos) is fetched at once and first, the rest lazily.
    const position = await page
      .locator('.photo-grid__item')
      .evaluateAll((items, id) => items.findIndex((item) => item.querySelector(`[aria-label="Открыть фото №${id}"]`)), photo.id);
    expect(await image.getAttribute('loading')).toBe(position < 4 ? 'eager' : 'lazy');
    await screenshot(page, 'photos-gallery-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
