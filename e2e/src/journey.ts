import { scaled } from '@museum/test-kit';
import { pseudoText } from '@museum/test-kit/pseudo-locale';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { en } from '../../apps/web/src/messages/en';
import { ru } from '../../apps/web/src/messages/ru';
import { accountMenuEntry } from './account-menu';
import { DESKTOP, newPage, PHONE } from './chromium';
import { sidewaysScroll } from './sideways';
import type { Account } from './sign-in';

/** The two screens every journey is walked on: a desktop window and a phone held by a finger. */
export const JOURNEY_DEVICES = [
  { label: '1280', viewport: DESKTOP, phone: false, options: {} },
  { label: '390', viewport: PHONE, phone: true, options: { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } },
] as const;
export type JourneyDevice = {
  readonly label: string;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly phone: boolean;
  readonly options: { readonly isMobile?: boolean; readonly hasTouch?: boolean; readonly deviceScaleFactor?: number };
};
/** The narrowest phone the site is drawn and looked at for. */
export const NARROW_PHONE: JourneyDevice = {
  label: '320',
  viewport: { width: 320, height: 640 },
  phone: true,
  options: { isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
};

/** Every text the web's catalogues show while a page waits for its data: the keys named `loading`. */
function loadingTexts(node: unknown, key = ''): string[] {
  if (typeof node === 'string') return key === 'loading' ? [node] : [];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([inner, value]) => loadingTexts(value, inner));
}

/**
 * What the page shows while it waits for its data, in every language a walk opens it in: Russian,
 * English and the pseudo-locale made from English (ADR 081). A guard that knew only the Russian took
 * an English page still loading for a settled one.
 */
const LOADING = (() => {
  const english = loadingTexts(en);
  const texts = new Set([...loadingTexts(ru), ...english, ...english.map(pseudoText)]);
  return new RegExp([...texts].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
})();
/** Requests a page waits on before it can show its content: data, code, the page itself. */
const AWAITED = new Set(['fetch', 'xhr', 'script', 'document']);

/**
 * Runs in the page before its own scripts: reports every error toast, error notice and «Ошибка»
 * the page shows, however briefly (toasts leave after seconds), through `__journeySaw`.
 */
function reportErrorsOnScreen() {
  const report = (window as unknown as { __journeySaw: (text: string) => void }).__journeySaw;
  // A note in an error's colours (a stamp's years against its items') is the record's content, not a failure.
  const ERROR_SHOWN = '.toast--error, .notice--error:not([role="note"])';
  const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const inspect = (node: Node) => {
    const element = node instanceof Element ? node : node.parentElement;
    if (!element || element.closest('script, style, noscript, template')) return;
    const errorBox = element.closest(ERROR_SHOWN) ?? (node instanceof Element ? node.querySelector(ERROR_SHOWN) : null);
    if (errorBox) return report(`an error shown: «${squeeze(errorBox.textContent)}»`);
    const text = squeeze(node.textContent);
    const at = text.indexOf('Ошибка');
    if (at >= 0) report(`«Ошибка» on the page: «${text.slice(Math.max(0, at - 60), at + 140)}»`);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') inspect(record.target);
      record.addedNodes.forEach(inspect);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

export interface JourneyGuard {
  /**
   * Waits for the page to settle after a step (and to show `shows`, the step's own content), then
   * fails the journey if anything went wrong so far.
   */
  check(step: string, shows?: Locator): Promise<void>;
}

/**
 * The journeys' one guard: collects console errors, uncaught page errors, error toasts and notices
 * and any «Ошибка» shown, and after each step waits until the page's requests have answered and
 * fails if it still says «Загрузка…» then, or if the page (or a dialog over it) is wider than the window.
 */
export async function watchJourney(page: Page): Promise<JourneyGuard> {
  const problems: string[] = [];
  let step = 'opening the page';
  const pending = new Set<Request>();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${step}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${step}: page error: ${error.message}`));
  page.on('request', (request) => {
    if (AWAITED.has(request.resourceType())) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.exposeBinding('__journeySaw', (_source, text: string) => {
    problems.push(`${step}: ${text}`);
  });
  await page.addInitScript(reportErrorsOnScreen);

  const loadingShown = () => page.getByText(LOADING).filter({ visible: true }).count();

  return {
    async check(name: string, shows?: Locator) {
      step = name;
      // Waiting is not failing: only a page that still waits once nothing is on the way is stuck.
      const cap = Date.now() + scaled(30_000);
      let quietSince = 0;
      for (;;) {
        if (pending.size > 0) quietSince = 0;
        else if (quietSince === 0) quietSince = Date.now();
        const loading = await loadingShown();
        if (loading === 0 && pending.size === 0 && (!shows || (await shows.isVisible()))) break;
        const stuck = loading > 0 && quietSince > 0 && Date.now() - quietSince > scaled(10_000);
        if (stuck || Date.now() > cap) {
          if (stuck) {
            const text = await page.getByText(LOADING).filter({ visible: true }).first().innerText();
            problems.push(`${name}: the page still shows «${text}» after its data answered`);
          } else if (pending.size > 0)
            problems.push(`${name}: still waiting for ${[...pending].map((request) => request.url()).join(', ')}`);
          else problems.push(`${name}: the page never showed ${shows}`);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const sideways = await sidewaysScroll(page);
      if (sideways) problems.push(`${name}: the page does not fit the window: ${sideways}`);
      if (problems.length > 0) throw new Error(`The journey went wrong by «${name}»:\n${problems.join('\n')}`);
    },
  };
}

/** `expect.poll` with room for a busy machine: the page gets there, however long it takes. */
export function eventually<T>(value: () => Promise<T>, message?: string) {
  return expect.poll(value, { timeout: scaled(15_000), interval: 100, message });
}

/** A journey's own time: many steps, each waiting for the page (stretched on a busy machine). */
export const JOURNEY_TIMEOUT = scaled(240_000);

/** A fresh context on one of the journeys' devices, its page guarded, opened at the home page. */
export async function startJourney(
  browser: Browser,
  baseUrl: string,
  device: JourneyDevice,
): Promise<{ context: BrowserContext; page: Page; guard: JourneyGuard }> {
  const { context, page } = await newPage(browser, baseUrl, device.viewport, device.options);
  const guard = await watchJourney(page);
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await guard.check('the home page');
  return { context, page, guard };
}

/** A click on a desktop, a tap of a finger on a phone. */
export async function press(device: JourneyDevice, target: Locator): Promise<void> {
  if (device.phone) {
    await target.scrollIntoViewIfNeeded();
    await target.tap();
  } else await target.click();
}

const header = (page: Page) => page.locator('header.site-header');

/** The header's links and buttons as this device shows them: the phone's slide-in menu, opened first, or the header. */
async function headerLinks(page: Page, device: JourneyDevice): Promise<Locator> {
  if (!device.phone) return header(page);
  await press(device, page.getByRole('button', { name: 'Открыть меню' }));
  return page.getByRole('dialog', { name: 'Меню' });
}

/**
 * Follows a link of the site's header: a main link (Поиск, Добавить), a section of the
 * moderators' «Разделы» menu, or an entry of the account menu (Мои заявки); on a phone all sit in the menu.
 */
export async function followHeaderLink(
  page: Page,
  device: JourneyDevice,
  name: string,
  place: 'links' | 'sections' | 'account' = 'links',
): Promise<void> {
  if (place === 'account' && !device.phone) return (await accountMenuEntry(page, 'link', name)).click();
  if (place === 'sections' && !device.phone) await header(page).getByRole('button', { name: 'Разделы' }).click();
  await press(device, (await headerLinks(page, device)).getByRole('link', { name, exact: true }));
}

/** Presses a button of the header's account area (Войти, Регистрация); on a phone it sits in the menu. */
export async function pressHeaderButton(page: Page, device: JourneyDevice, name: string): Promise<void> {
  await press(device, (await headerLinks(page, device)).getByRole('button', { name, exact: true }));
}

/** Signs in through the header's «Войти» and the login dialog, as a person does. */
export async function signInByClicks(page: Page, device: JourneyDevice, account: Account): Promise<void> {
  await pressHeaderButton(page, device, 'Войти');
  await fillLogin(page, device, account);
}

/** Fills and sends the open login dialog; waits until the header shows the account. */
export async function fillLogin(page: Page, device: JourneyDevice, account: Account): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('Логин или e-mail').fill(account.username);
  await dialog.getByLabel('Пароль').fill(account.password);
  await press(device, dialog.getByRole('button', { name: 'Войти' }));
  await dialog.waitFor({ state: 'detached' });
  if (!device.phone) await header(page).getByText(account.username).waitFor();
}

/**
 * Searches from the header's «Поиск»: types the text once the page is shown, presses «Найти», waits
 * for the results (a narrower list than the whole catalogue).
 */
export async function searchFor(page: Page, device: JourneyDevice, guard: JourneyGuard, text: string): Promise<void> {
  await followHeaderLink(page, device, 'Поиск');
  await page.waitForURL((url) => url.pathname === '/search');
  const wholeCatalogue = await page.locator('.search-total').textContent();
  await guard.check('the search page');
  await page.getByRole('searchbox', { name: 'Что искать' }).fill(text);
  await press(device, page.locator('main').getByRole('button', { name: 'Найти' }));
  await page.waitForURL((url) => url.searchParams.get('q') === text);
  // The address changes before the found items render (the router's transition), the whole
  // catalogue's still on screen: the search's own are there once the total differs from its.
  await page.waitForFunction((before) => {
    const shown = document.querySelector('[aria-busy="false"] > .search-total');
    return shown !== null && shown.textContent !== before;
  }, wholeCatalogue);
}
