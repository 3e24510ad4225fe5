import { scaled } from '@museum/test-kit';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { type UploadedPhoto, uploadDerivedPhoto } from '../src/photos';
import { logIn } from '../src/sign-in';
import { freshSeed } from '../src/test-image';

type Rect = { x: number; y: number; width: number; height: number };

/** The crop of a large photo (1200 × 800, the size that drew a black tile) and where it was cut. */
const REGION: Rect = { x: 300, y: 200, width: 1200, height: 800 };

/**
 * How the crop is drawn in its frame: the `<img>`'s box against the frame's inner box, and the
 * picture's own drawn size inside the `<img>` (object-fit contain), in CSS pixels.
 */
function cropDrawing(page: Page) {
  return page
    .locator('.region-crops__frame img')
    .first()
    .evaluate((img: HTMLImageElement) => {
      const frame = img.closest('.region-crops__frame') as HTMLElement;
      const box = img.getBoundingClientRect();
      const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
      return {
        loaded: img.complete && img.naturalWidth > 0,
        frame: { width: frame.clientWidth, height: frame.clientHeight },
        img: { width: box.width, height: box.height },
        picture: { width: img.naturalWidth * scale, height: img.naturalHeight * scale },
      };
    });
}

/**
 * The outline's border box against the region's pixels at the viewer's home view, where OpenSeadragon
 * fits the whole photo in its canvas and centres it: the outline's edge must be the region's edge.
 */
function outlineOffsets(page: Page, photo: { width: number; height: number }, region: Rect) {
  return page.evaluate(
    ({ photo, region }) => {
      const canvas = document.querySelector('.deep-zoom__canvas') as HTMLElement;
      const mark = document.querySelector('.deep-zoom__mark') as HTMLElement | null;
      if (!mark) return null;
      const stage = canvas.getBoundingClientRect();
      const scale = Math.min(stage.width / photo.width, stage.height / photo.height);
      const left = stage.left + (stage.width - photo.width * scale) / 2;
      const top = stage.top + (stage.height - photo.height * scale) / 2;
      const drawn = mark.getBoundingClientRect();
      return [
        drawn.left - (left + region.x * scale),
        drawn.top - (top + region.y * scale),
        drawn.width - region.width * scale,
        drawn.height - region.height * scale,
      ].map((offset) => Math.abs(offset));
    },
    { photo, region },
  );
}

/** Issue 51, point 1: a crop of a large photo fills its frame, and an outline sits exactly on its region. */
describe.skipIf(!inject('chromium'))('crops and outlines of a region', () => {
  const browser = useChromium();
  let photo: UploadedPhoto;
  let productId: number;
  /** The original's pixels, which the region is measured in. */
  let size: { width: number; height: number };
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    const { token } = await logIn(baseUrl, inject('accounts').moderator);
    photo = await uploadDerivedPhoto(baseUrl, token, 2400, 1600, freshSeed());
    const shown = (await (await fetch(`${baseUrl}/api/archive/photos/${photo.id}`)).json()) as {
      width: number;
      height: number;
      products: { id: number }[];
    };
    productId = shown.products[0]?.id ?? 0;
    size = { width: shown.width, height: shown.height };
    const marked = await fetch(`${baseUrl}/api/archive/photos/${photo.id}/regions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...REGION, target: { kind: 'product', id: productId }, note: 'Клеймо крупным планом' }),
    });
    if (!marked.ok) throw new Error(`region: ${marked.status} ${await marked.text()}`);
    // The crop is cut off the request path, by the photos' derivation worker.
    await vi.waitFor(
      async () => {
        const regions = (await (await fetch(`${baseUrl}/api/archive/regions?kind=product&id=${productId}`)).json()) as { crop: unknown }[];
        if (!regions[0]?.crop) throw new Error('the crop was not made in time');
      },
      { timeout: scaled(300_000), interval: 250 },
    );
  }, scaled(600_000));

  for (const viewport of [DESKTOP, PHONE]) {
    it(`draws the crop filling its frame and the outline on the region at ${viewport.width} px`, async () => {
      const { context, page, errors } = await newPage(browser(), baseUrl, viewport);
      await page.goto(`/products/${productId}`);
      const crop = page.locator('.region-crops__frame img').first();
      await crop.scrollIntoViewIfNeeded();
      await expect.poll(async () => (await cropDrawing(page)).loaded).toBe(true);
      const drawing = await cropDrawing(page);
      // The <img> is the frame's box (before: 146 × 800 in a 146 × 146 frame), and the picture fills it.
      for (const [got, want] of [
        [drawing.img.width, drawing.frame.width],
        [drawing.img.height, drawing.frame.height],
        [drawing.picture.width, drawing.frame.width],
        [drawing.picture.height, drawing.frame.height],
      ] as const)
        expect(Math.abs(got - want), JSON.stringify(drawing)).toBeLessThanOrEqual(1);
      expect(drawing.frame.height).toBeGreaterThan(drawing.frame.width / 2);
      await screenshot(page, `region-crop-${viewport.width}`);

      await page.goto(`/photos/${photo.id}`);
      await page.locator('.deep-zoom__stage[data-status="ready"] .deep-zoom__mark').waitFor();
      // Within a pixel on every side (before: 2 px outside each edge, 4 px too wide and tall).
      await expect.poll(async () => Math.max(...((await outlineOffsets(page, size, REGION)) ?? [99]))).toBeLessThanOrEqual(1);
      await screenshot(page, `region-outline-${viewport.width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
