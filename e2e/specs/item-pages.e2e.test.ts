import { scaled } from '@museum/test-kit';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../src/axe';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { readApi as api } from '../src/public-api';
import { loadLazyImages } from '../src/settled';

type Card = { id: number; kind: string; photos: { id: number }[]; year: number | null };

/**
 * Every kind of item page, at a desktop's and a phone's width: no serious accessibility problem
 * (and WCAG 2.2's target size where links sit inside pictures and strips), nothing wider than the
 * screen, every picture sized. Split from `browse.e2e.test.ts`: the walk is most of its time.
 */
describe.skipIf(!inject('chromium'))('the item pages', () => {
  const browser = useChromium();

  for (const [viewport, size] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(
      `shows every item page at ${size.width} px with no serious accessibility problem`,
      async () => {
        const products = await api<{ content: Card[] }>('/api/archive/search/all?searchType=products&size=50');
        const product = products.content.find((item) => item.photos.length > 0) ?? products.content[0];
        const details = await api<{ content: Card[] }>('/api/archive/details/page?size=100');
        const detail = details.content.find((item) => item.photos.length > 1 && item.year !== null) ?? details.content[0];
        const makers = await api<{ id: number; name: string }[]>('/api/archive/manufacturers');
        const photoId = detail?.photos[0]?.id;
        expect(product && detail && photoId && makers[0]).toBeTruthy();
        const pages: [string, string, string][] = [
          ['product', `/products/${product?.id}`, 'h1'],
          ['detail', `/details/${detail?.id}`, 'h1'],
          ['details', '/details', 'text=Список деталей'],
          ['year', `/details/year/${detail?.year}`, `text=Детали за ${detail?.year} год`],
          ['photo', `/photos/${photoId}`, `text=Фото №${photoId}`],
          ['makers', '/manufacturers', 'text=Производители'],
          ['maker', `/manufacturers/${makers[0]?.id}`, `text=Искать всё по`],
          ['search', '/search?searchType=all&size=30&belongsTo=станок', '.result'],
          ['gallery-grid', '/gallery?size=20', 'button.photo-grid__button'],
        ];
        // Issue 51: a photo with its regions' outlines drawn (their links inside the viewer) and the stamps'
        // visual key, held to WCAG 2.2's target size as well.
        const photos = await api<{ content: { id: number }[] }>('/api/archive/photos/page?size=60');
        let regionPhoto: number | undefined;
        for (const { id } of photos.content) {
          if ((await api<unknown[]>(`/api/archive/photos/${id}/regions`)).length > 0) {
            regionPhoto = id;
            break;
          }
        }
        pages.push(
          ['photo-regions', `/photos/${regionPhoto}`, '.deep-zoom__stage[data-status="ready"] .deep-zoom__mark-label a'],
          ['stamps', '/stamps', '.stamp-grid'],
          // The year tools' links: years, counts, the chronology's numbers and the examples' (issue 51).
          ['year-tools', '/year', '.yt-strip a'],
        );
        const heldToTargetSize = new Set(['photo-regions', 'stamps', 'year-tools']);
        const { context, page, errors } = await newPage(browser(), inject('baseUrl'), size);
        for (const [name, path, ready] of pages) {
          await page.goto(path);
          await page.locator(ready).first().waitFor();
          await loadLazyImages(page);
          await screenshot(page, `browse-${name}-${viewport}`);
          // One run of the rules: WCAG 2.2's target size is added to them where the page is held to it.
          const targetSize = heldToTargetSize.has(name);
          expect(await axeViolations(page, { seriousOnly: true, targetSize }), `${name} at ${viewport}`).toEqual([]);
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} at ${viewport}`).toBe(true);
          // Every picture outside rich text has its size set, so nothing jumps while it loads.
          const unsized = await page.evaluate(() =>
            Array.from(document.images)
              .filter((img) => !img.closest('.rich-text') && (!img.getAttribute('width') || !img.getAttribute('height')))
              .map((img) => img.src),
          );
          expect(unsized, `${name} at ${viewport}`).toEqual([]);
        }
        expect(errors).toEqual([]);
        await context.close();
      },
      scaled(180_000),
    );
  }
});
