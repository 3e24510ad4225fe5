import { readFileSync } from 'node:fs';
import type { PhotoImageDto } from '@museum/contract';
import { describe, expect, it } from 'vitest';
import { SUMMARY_SIZES, summaryPictureHtml, summaryPreloadHtml } from './summary-picture';

const image = {
  width: 960,
  height: 640,
  placeholder: null,
  sizes: { base: '/uploads/derived/p7/size', widths: [960, 320, 640], formats: ['avif', 'webp', 'jpg'] },
  tiles: '/iiif/images/p7',
} satisfies PhotoImageDto;

describe('summaryPictureHtml', () => {
  it("offers the derived sizes as the web's ResponsivePhoto does, with the page's sizes, the main image first", () => {
    const sizes = SUMMARY_SIZES.photoPage;
    expect(summaryPictureHtml({ url: '/uploads/derived/p7/size-960.jpg', alt: 'Короб & «лента»', image, sizes, priority: true })).toBe(
      '<picture>' +
        `<source type="image/avif" srcset="/uploads/derived/p7/size-320.avif 320w, /uploads/derived/p7/size-640.avif 640w, /uploads/derived/p7/size-960.avif 960w" sizes="${sizes}" />` +
        `<source type="image/webp" srcset="/uploads/derived/p7/size-320.webp 320w, /uploads/derived/p7/size-640.webp 640w, /uploads/derived/p7/size-960.webp 960w" sizes="${sizes}" />` +
        `<img src="/uploads/derived/p7/size-640.jpg" srcset="/uploads/derived/p7/size-320.jpg 320w, /uploads/derived/p7/size-640.jpg 640w, /uploads/derived/p7/size-960.jpg 960w" sizes="${sizes}" alt="Короб &amp; «лента»" fetchpriority="high" />` +
        '</picture>',
    );
  });

  it('loads any other photo lazily, and the plain image until the sizes are derived', () => {
    const html = summaryPictureHtml({ url: '/uploads/a.jpg', alt: 'a', image, sizes: SUMMARY_SIZES.itemCard, priority: false });
    expect(html).toMatch(/<img [^>]* loading="lazy" \/><\/picture>$/);
    expect(html).not.toContain('fetchpriority');
    expect(summaryPictureHtml({ url: '/uploads/a.jpg', alt: 'a', image: { ...image, sizes: null }, sizes: '100vw', priority: true })).toBe(
      '<img src="/uploads/a.jpg" alt="a" fetchpriority="high" />',
    );
  });

  it('preloads the most efficient format with the same srcset and sizes, typed, and nothing until derived', () => {
    const photo = { url: '/uploads/a.jpg', alt: '', image, sizes: SUMMARY_SIZES.photoGrid, priority: true };
    expect(summaryPreloadHtml(photo)).toBe(
      '<link rel="preload" as="image" type="image/avif" imagesrcset="/uploads/derived/p7/size-320.avif 320w, /uploads/derived/p7/size-640.avif 640w, /uploads/derived/p7/size-960.avif 960w" ' +
        `imagesizes="${SUMMARY_SIZES.photoGrid}" fetchpriority="high" />`,
    );
    expect(summaryPreloadHtml({ ...photo, image: { ...image, sizes: { ...image.sizes, formats: ['jpg'] } } })).toContain(
      'type="image/jpeg" imagesrcset="/uploads/derived/p7/size-320.jpg 320w,',
    );
    expect(summaryPreloadHtml({ ...photo, image: { ...image, sizes: null } })).toBeNull();
  });

  // The browser fetches from the HTML the file the app shows next only while both say the same `sizes`.
  it.each([
    ['photoPage', 'apps/web/src/features/photos/pages/photo-page.tsx'],
    ['itemCard', 'apps/web/src/components/ui/photo-carousel.tsx'],
    ['stamp', 'apps/web/src/features/stamps/components/stamp-view.tsx'],
    ['photoGrid', 'apps/web/src/components/ui/photo-grid.tsx'],
  ] as const)('uses the sizes the web draws the photo at (%s)', (key, file) => {
    const source = readFileSync(new URL(`../../../../../${file}`, import.meta.url), 'utf8');
    expect(source).toContain(SUMMARY_SIZES[key]);
  });
});
