import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaled } from '@museum/test-kit';
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium; nothing is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

const CHROMIUM_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

/** The one Chromium of the e2e run, started by the global set-up; each spec file connects to it. */
export function startChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM_OPTIONS);
}

/**
 * A spec file's browser: a connection to the run's one Chromium (closing it closes the file's
 * contexts and disconnects), or a Chromium of its own when a file runs without the set-up's.
 * Every test still gets a fresh context (newPage), so nothing is shared between tests.
 */
export function launchChromium(): Promise<Browser> {
  const endpoint = inject('chromiumEndpoint');
  return endpoint ? chromium.connect(endpoint) : chromium.launch(CHROMIUM_OPTIONS);
}

/**
 * The spec file's browser (launchChromium), connected before its tests and closed after them. Called
 * in a describe; each test takes `browser()`.
 */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser connects in beforeAll: take it inside a test');
    return browser;
  };
}

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;

/** A fresh browser context (no storage shared between tests) at a given viewport. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
  options: { userAgent?: string; hasTouch?: boolean; isMobile?: boolean; deviceScaleFactor?: number; javaScriptEnabled?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ru-RU', ...options });
  // Playwright's 30 s per action, stretched by TEST_TIMEOUT_SCALE on a slow machine.
  context.setDefaultTimeout(scaled(30_000));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

/** E2E_SCREENSHOTS=1 keeps the screenshots the specs take; without it a run takes none (ADR 077). */
const keepScreenshots = process.env.E2E_SCREENSHOTS === '1';

/**
 * Saves a screenshot under e2e/screenshots/ for people to look at, when E2E_SCREENSHOTS=1: the full
 * page, only what the window shows (`fullPage: false`: a dialog or a toast as it is seen, not
 * beside a long page), or a `clip` of it. No test reads them: encoding a long page is CPU every run would pay.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true, clip }: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  if (!keepScreenshots) return;
  await fs.mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: fullPage && !clip, clip });
}
