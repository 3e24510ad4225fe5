import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaled } from '@museum/test-kit';
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

/**
 * Saves a screenshot under e2e/screenshots/ for people to look at: the full page, or only what the
 * window shows (`fullPage: false`: a dialog or a toast as it is seen, not beside a long page).
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  await fs.mkdir(screenshotDir, { recursive: true });
  const file = path.join(screenshotDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage });
  return file;
}
