import { wrongLanguageTexts } from '@museum/test-kit/wrong-language';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { paths } from '../../apps/web/src/config/paths';
import { screenshot } from './chromium';
import type { JourneyGuard } from './journey';
import { sidewaysScroll } from './sideways';

/** A route's parameter as the walk writes it before a link gives it a value. */
const PARAM = ':param';

/**
 * Every route of the web's table (config/paths.ts), so a new page is walked without a line here:
 * the fixed ones first, then the ones with a parameter, which take it from a link the walk has met.
 */
export const ROUTES: readonly string[] = (() => {
  const all = Object.values(paths).map((route) => (typeof route === 'function' ? route(PARAM) : route));
  return [...all.filter((route) => !route.includes(PARAM)), ...all.filter((route) => route.includes(PARAM))];
})();

/**
 * Where a route's page is looked at beyond its first screen: with results, its chart drawn, its
 * lightbox open; or, opened without the code its e-mail's link carries, showing the error notice that
 * is its content (`notice`: walked last, as the guard fails on any error shown).
 */
const STATES: Readonly<Record<string, { query?: string; act?: (page: Page) => Promise<void>; notice?: boolean }>> = {
  [paths.confirmEmail]: { notice: true },
  [paths.resetPassword]: { notice: true },
  [paths.search]: { query: '?searchType=all&size=30&q=' },
  [paths.year]: { act: (page) => page.locator('.yt-chart__svg a.yt-chart__point').first().waitFor() },
  [paths.photo(PARAM)]: {
    async act(page) {
      await page.getByRole('button', { name: 'Open in the viewer' }).or(page.locator('button.photo-page__image')).first().click();
      await page.locator('.lightbox[role="dialog"] img').first().waitFor();
    },
  },
};

/** The first address the walk has met that fills `route`'s parameter (`/products/:param` ← `/products/12`). */
function filled(route: string, met: ReadonlySet<string>): string | undefined {
  const pattern = new RegExp(`^${route.replace(PARAM, '[^/]+')}$`);
  return [...met].find((address) => pattern.test(address));
}

/**
 * Opens every route under /en (one page load each), waits for it to settle (the guard), and returns
 * what it shows in the wrong language outside `[lang]`-marked content, and what the guard saw go
 * wrong, by route.
 */
export async function walkEveryRoute(page: Page, guard: JourneyGuard): Promise<Record<string, string[]>> {
  const met = new Set<string>();
  const found: Record<string, string[]> = {};
  const note = (address: string, problems: readonly string[]) => {
    if (problems.length > 0) found[address] = [...(found[address] ?? []), ...problems];
  };
  const guardSaw = new Set<string>();
  const last = (route: string) => (STATES[route]?.notice ? 1 : 0);
  for (const route of [...ROUTES].sort((a, b) => last(a) - last(b))) {
    const address = route.includes(PARAM) ? filled(route, met) : route;
    if (!address) {
      found[route] = ['no page of the walk links to it'];
      continue;
    }
    const state = STATES[route] ?? {};
    await page.goto(`/en${address === '/' ? '' : address}${state.query ?? ''}`);
    await page.locator('h1').first().waitFor();
    await state.act?.(page);
    if (!state.notice) {
      // The guard keeps what it saw: each route records only its own new findings, and the walk goes on.
      await guard.check(address).catch((error: Error) => {
        const lines = error.message.split('\n').slice(1);
        note(
          address,
          lines.filter((line) => !guardSaw.has(line)),
        );
        for (const line of lines) guardSaw.add(line);
      });
    } else {
      await page.locator('.notice--error').first().waitFor();
      const sideways = await sidewaysScroll(page);
      if (sideways) note(address, [`the page does not fit the window: ${sideways}`]);
    }
    expect(await page.evaluate(() => document.documentElement.lang), address).toBe('en');
    const links = await page.evaluate(() => Array.from(document.querySelectorAll('a[href^="/en/"]'), (a) => a.getAttribute('href') ?? ''));
    for (const link of links) met.add(new URL(link, 'http://site').pathname.replace(/^\/en/, ''));
    // The check is self-contained: its source runs in the page as it runs in the web's jsdom tests.
    note(address, (await page.evaluate(`(${wrongLanguageTexts})(document.body)`)) as string[]);
    if (found[address]) await screenshot(page, `language-walk-en-${route.replace(/\W+/g, '-')}`, { fullPage: false });
  }
  return found;
}
