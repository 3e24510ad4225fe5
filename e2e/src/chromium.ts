import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaled } from '@museum/test-kit';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium; nothing is downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/**
 * The features playwright-core (1.65) turns off in every Chromium it starts. Chromium reads only the
 * last `--disable-features`, so ours below repeats them; `checkDisabledFeatures` fails the run when
 * an upgrade of playwright-core turns off one more that is not listed here.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 gives every window (a Playwright context is one) an address bar whose suggestions
 * popup is a web page of its own, loaded at once in a renderer process of its own
 * (chrome://omnibox-popup.top-chrome). Headless, nobody sees it: it cost about 0.65 s of CPU per
 * context, near half of what the browser spent on a short test (ADR 077).
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`;

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
    DISABLE_FEATURES,
  ],
};

/**
 * Checks a Chromium's command line: Playwright's own `--disable-features` comes first and ours last
 * (the one Chromium reads). Throws when ours lacks one of Playwright's, which it would then silently
 * turn back on.
 */
export function checkDisabledFeatures(commandLine: readonly string[]): void {
  const lists = commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  const read = new Set(lists.at(-1));
  const dropped = lists
    .slice(0, -1)
    .flat()
    .filter((feature) => !read.has(feature));
  if (dropped.length > 0) {
    throw new Error(
      `playwright-core now also disables ${dropped.join(', ')}: add them to PLAYWRIGHT_DISABLED_FEATURES in e2e/src/chromium.ts`,
    );
  }
}

/**
 * The worker's one Chromium, launched in this process by the first spec file that asks and kept for
 * the files after it (vitest runs a lane's files in one worker that keeps its modules, ADR 077); it
 * ends with the worker. In this process Playwright talks to it directly: a browser started elsewhere
 * and connected to over a WebSocket cost every message a JSON trip through a relay process.
 */
let shared: Promise<Browser> | undefined;

/**
 * Launches Chromium and checks the command line Playwright gave it (`checkDisabledFeatures`), as
 * chrome://version shows it (CDP gives it only to a browser started with --enable-automation).
 */
async function launchChecked(): Promise<Browser> {
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  try {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = (await page.locator('#command_line').textContent()) ?? '';
    await page.context().close();
    checkDisabledFeatures(commandLine.split(/\s+/));
  } catch (error) {
    await browser.close();
    throw error;
  }
  return browser;
}

/**
 * The spec file's browser (the worker's one Chromium), ready before its tests. After them the
 * contexts the file left open are closed; the browser stays for the next file. Called in a
 * describe; each test takes `browser()` and gets a fresh context (newPage), so nothing is shared
 * between tests.
 */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    shared ??= launchChecked();
    // A launch that failed is tried again by the next file, not handed to it.
    browser = await shared.catch((error: unknown) => {
      shared = undefined;
      throw error;
    });
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll: take it inside a test');
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
