import type { BrowserContext, Page } from 'playwright-core';

/** One layout shift the page made by itself (not after the reader's input), with what moved. */
export type Shift = { value: number; moved: string[] };

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift of the pages the context opens, from their first paint (the
 * observer is installed before any of the page's scripts). CLS is a layout figure, not a
 * timing: the same page shifts by the same amount on a fast or a busy machine.
 */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  // No named functions inside: the script is sent as its source, without the helpers a bundler may add.
  await context.addInitScript(() => {
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((s) => {
          const node = s.node instanceof Element ? s.node : null;
          const name = node
            ? `${node.tagName.toLowerCase()}${node.className ? `.${String(node.className).split(' ').join('.')}` : ''}`
            : '#text';
          return `${name} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.currentRect.height)}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The page's shifts once its content is shown and settled: the route's chunk and data are in
 * (`shown` is visible), the network is idle and the first screen's images are in, and two frames
 * have been drawn after that (shifts are reported after the frame that made them).
 */
export async function settledLayoutShifts(page: Page, shown: string): Promise<Shift[]> {
  await page.locator(shown).first().waitFor();
  await page.waitForLoadState('networkidle');
  // The first screen's images have all arrived (or failed): nothing more can push the layout.
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.getBoundingClientRect().top < window.innerHeight)
      .every((img) => img.complete),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.__layoutShifts ?? []);
}

/** The cumulative layout shift: the sum of every shift (an upper bound of the Web Vitals figure, which takes the worst 5 s window). */
export function cumulative(shifts: Shift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}

/**
 * Holds the page's catalogue reads until the returned `release` is called: the page is seen in its
 * loading state first, as on a phone's network, whatever the speed of this machine (on a fast one
 * the data may come before the first frame and nothing could be seen to move).
 */
export async function holdCatalogueReads(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/archive/**', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Waits until the page has painted its loading state (a status line or a busy skeleton in the main area). */
export async function loadingStatePainted(page: Page): Promise<void> {
  await page.locator('#main [role="status"], #main [aria-busy="true"]').first().waitFor();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
