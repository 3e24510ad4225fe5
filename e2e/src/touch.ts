import type { BrowserContext, Page } from 'playwright-core';

type Point = { x: number; y: number };

/**
 * Real touch events through the DevTools protocol, as a finger on a touch screen sends them
 * (Playwright's own `touchscreen` taps with one finger only).
 */
export async function touchScreen(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ ...p, id })) });
  return {
    touch,
    /** Two fingers 40 px apart around (cx, cy) spread out sideways to `spread` px each, in 10 px steps. */
    async pinchOut(cx: number, cy: number, spread: number) {
      await touch('touchStart', [
        { x: cx - 20, y: cy },
        { x: cx + 20, y: cy },
      ]);
      for (let s = 30; s <= spread; s += 10) {
        await touch('touchMove', [
          { x: cx - s, y: cy },
          { x: cx + s, y: cy },
        ]);
      }
      await touch('touchEnd', []);
    },
  };
}
