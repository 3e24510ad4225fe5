import { PSEUDO_LETTERS, pseudoText } from '@museum/test-kit/pseudo-locale';
import { wrongLanguageTexts } from '@museum/test-kit/wrong-language';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { EN as SERVER_ENGLISH } from '../../apps/server/src/texts/en';
import { paths } from '../../apps/web/src/config/paths';
import { screenshot } from './chromium';
import { clippedTexts } from './clipped';
import type { JourneyGuard } from './journey';
import { appHeading } from './settled';
import { sidewaysScroll } from './sideways';

/** A route's parameter as the walk writes it before a link gives it a value. */
const PARAM = ':param';

/**
 * Every route of the web's table (config/paths.ts), so a new page is walked without a line here:
 * the fixed ones first, then the ones with a parameter, which take it from a link the walk has met.
 * An address builder with a query (`compareOf`) is a route's link, not a route of its own.
 */
export const ROUTES: readonly string[] = (() => {
  const all = Object.values(paths)
    .map((route) => (typeof route === 'function' ? route(PARAM) : route))
    .filter((route) => !route.includes('?'));
  return [...all.filter((route) => !route.includes(PARAM)), ...all.filter((route) => route.includes(PARAM))];
})();

/**
 * The texts the server words itself in English (a session's «Unknown browser»). The pseudo-locale is
 * the web's alone, its catalogue in English's place: the server knows only real languages and answers
 * the pseudo-locale's pages, which ask in English, in English. So in the pseudo-locale these are taken
 * as written, exactly and only these (ADR 085). Every text of the contract's per-language tables the
 * web shows comes through its catalogue, and is wrapped like any other.
 */
const SERVER_WORDED: readonly string[] = Object.values(SERVER_ENGLISH).filter((text): text is string => typeof text === 'string');

/** The language a walk is in: English as it is, or the pseudo-locale made from it (ADR 081). */
export interface WalkLanguage {
  readonly label: string;
  readonly pseudo: boolean;
}

/**
 * Where a route's page is looked at beyond its first screen: with results, its chart drawn, its
 * lightbox open; or, opened without the code its e-mail's link carries, showing the error notice that
 * is its content (`notice`: walked last, as the guard fails on any error shown).
 */
const STATES: Readonly<
  Record<string, { query?: string; act?: (page: Page, text: (english: string) => string) => Promise<void>; notice?: boolean }>
> = {
  [paths.confirmEmail]: { notice: true },
  [paths.resetPassword]: { notice: true },
  [paths.search]: { query: '?searchType=all&size=30&q=' },
  [paths.year]: { act: (page) => page.locator('.yt-chart__svg a.yt-chart__point').first().waitFor() },
  // A record opened: its private fields, its dating and the number check of its gun (issue 54).
  [paths.collection]: {
    async act(page, text) {
      await page
        .getByRole('button', { name: text('Details') })
        .first()
        .click();
      await page.locator('.collection-details .collection-evidence').first().waitFor();
    },
  },
  [paths.photo(PARAM)]: {
    async act(page, text) {
      await page
        .getByRole('button', { name: text('Open in the viewer') })
        .or(page.locator('button.photo-page__image'))
        .first()
        .click();
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
 * what it shows in the wrong language outside `[lang]`-marked content and, in the pseudo-locale,
 * what is not pseudo text or is clipped, by route. A route with a parameter opens the first of
 * `first` that fits it, else the first address met on a link.
 */
export async function walkEveryRoute(
  page: Page,
  guard: JourneyGuard,
  language: WalkLanguage,
  first: readonly string[] = [],
): Promise<Record<string, string[]>> {
  const text = (english: string) => (language.pseudo ? pseudoText(english) : english);
  const met = new Set<string>(first);
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
    await appHeading(page).waitFor();
    await state.act?.(page, text);
    if (!state.notice) {
      // The guard keeps what it saw: each route records only its own new findings, and the walk goes on.
      await guard.check(`${language.label}: ${address}`).catch((error: Error) => {
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
    const [letters, worded] = language.pseudo ? [PSEUDO_LETTERS, SERVER_WORDED] : ['', []];
    const problems = (await page.evaluate(
      `(${wrongLanguageTexts})(document.body, ${JSON.stringify(letters)}, ${JSON.stringify(worded)})`,
    )) as string[];
    if (language.pseudo) problems.push(...(await page.evaluate(clippedTexts)));
    note(address, problems);
    if (found[address])
      await screenshot(page, `language-walk-${language.pseudo ? 'pseudo' : 'en'}-${route.replace(/\W+/g, '-')}`, { fullPage: false });
  }
  return found;
}
