import type { Page } from 'playwright-core';

/**
 * Waits until what the last click, key or drag set going has played out: the page has drawn two
 * more frames, every finite animation and transition has finished, and one more frame is drawn.
 * A test that shows something did NOT happen (a sheet stays open) or takes a screenshot waits on
 * this, never on a clock.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await frame();
  });
}

/** Scrolls through the page a window at a time, a frame at each stop, so lazy images start loading; then back to the top. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      // A lazy image's distance from the window is measured when a frame is drawn.
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
}

/** Scrolls through the page so its lazy images load, then waits until the network is quiet (before a check or a full-page screenshot). */
export async function loadLazyImages(page: Page): Promise<void> {
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
}

/**
 * The app's search results, not those of the server's first screen: the app replaces that screen
 * once it is in (ADR 073), so a result read from it may be gone by the next line.
 */
export const appResults = (page: Page) => page.locator('#root main:not(.server-summary) .result');

/**
 * The page's heading as the app draws it, not the server's first screen's (ADR 073: `main.server-summary`,
 * `article.server-summary`), which is there before any script: a walk that waited for that one read
 * the page before the app had drawn it, and, with nothing on the way while a chunk runs, took it as settled.
 */
export const appHeading = (page: Page) => page.locator('#root main h1:not(.server-summary *)').first();
