import type { Browser, BrowserContext, Page, Route } from 'playwright-core';

export type Viewport = { name: string; width: number; height: number; deviceScaleFactor: number; mobile: boolean };
/** "after": the site as it is; "before": the derived sizes and tiles removed from every answer (the main branch's pages). */
export type Mode = 'before' | 'after';
export type PageBytes = {
  /** Bytes of every image the page downloaded, and how many there were. */
  total: number;
  count: number;
  /** The largest single image. */
  largest: number;
  /** What loaded before any scrolling (the gallery only). */
  firstScreen?: number;
  scrolled: boolean;
};

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** A photo answer without what derivation made: no sizes, no tiles, no preview - as before issue 18. */
export function withoutDerived(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDerived);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) =>
    key === 'image' && inner && typeof inner === 'object'
      ? [key, { ...inner, placeholder: null, sizes: null, tiles: null }]
      : [key, withoutDerived(inner)],
  );
  return Object.fromEntries(entries);
}

async function asBefore(route: Route): Promise<void> {
  const response = await route.fetch();
  if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response });
  return route.fulfill({ response, json: withoutDerived(await response.json()) });
}

/** A fresh context (empty cache) at a viewport, counting the bytes of every image response. */
async function open(browser: Browser, baseUrl: string, viewport: Viewport, mode: Mode) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.deviceScaleFactor,
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    locale: 'ru-RU',
  });
  if (mode === 'before') await context.route('**/api/**', asBefore);
  const page: Page = await context.newPage();
  const sizes: number[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
    pending.push(
      response
        .body()
        .then((body) => {
          sizes.push(body.length);
        })
        .catch(() => undefined),
    );
  });
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  };
  const sum = () => sizes.reduce((a, b) => a + b, 0);
  const result = (scrolled: boolean, firstScreen?: number): PageBytes => ({
    total: sum(),
    count: sizes.length,
    largest: Math.max(0, ...sizes),
    firstScreen,
    scrolled,
  });
  return { context, page, settle, sum, result };
}

/** The images on screen have all loaded (lazy ones below stay unrequested). */
const visibleImagesLoaded = () =>
  Array.from(document.images).every((img) => {
    const box = img.getBoundingClientRect();
    const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    return !onScreen || img.complete;
  });

/** The gallery's first page: what it loads on opening, then in all once scrolled to the end. */
export async function measureGallery(browser: Browser, baseUrl: string, viewport: Viewport, mode: Mode): Promise<PageBytes> {
  const { context, page, settle, sum, result } = await open(browser, baseUrl, viewport, mode);
  await page.goto('/gallery', { waitUntil: 'networkidle' });
  await page.locator('.photo-grid img').first().waitFor();
  await page.waitForFunction(visibleImagesLoaded);
  await settle();
  const firstScreen = sum();
  for (;;) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForFunction(visibleImagesLoaded);
    if (atEnd) break;
  }
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete));
  await settle();
  const bytes = result(true, firstScreen);
  await context.close();
  return bytes;
}

/** A photo page: its main image (and, after, the deep-zoom viewer's first tiles). */
export async function measurePhotoPage(browser: Browser, baseUrl: string, viewport: Viewport, id: number, mode: Mode): Promise<PageBytes> {
  const { context, page, settle, result } = await open(browser, baseUrl, viewport, mode);
  await page.goto(`/photos/${id}`, { waitUntil: 'networkidle' });
  if (mode === 'after') await page.locator('.deep-zoom__stage[data-status="ready"]').waitFor();
  await page.waitForFunction(visibleImagesLoaded);
  await settle();
  const bytes = result(false);
  await context.close();
  return bytes;
}
