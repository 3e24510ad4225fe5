import { describe, expect, inject, it } from 'vitest';
import { checkDisabledFeatures, newPage, useChromium } from '../src/chromium';

/** The tier's Chromium as it is started (e2e/src/chromium.ts): only what a test needs runs. */
describe.skipIf(!inject('chromium'))('the tier’s Chromium', () => {
  const browser = useChromium();

  it('loads no address-bar popup page beside the site’s (a renderer process per context)', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'));
    await page.goto('/');
    await page.locator('h1').first().waitFor();
    const session = await browser().newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    await session.detach();
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
    expect(targetInfos.some((target) => target.type === 'page' && target.url.startsWith(inject('baseUrl')))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every feature Playwright turns off when adding its own (Chromium reads the last list only)', () => {
    expect(() => checkDisabledFeatures(['chromium', '--disable-features=A,B', '--headless', '--disable-features=B,A,C'])).not.toThrow();
    expect(() => checkDisabledFeatures(['chromium', '--disable-features=A,B', '--disable-features=A,C'])).toThrow(/also disables B:/);
    expect(() => checkDisabledFeatures(['chromium', '--headless'])).not.toThrow();
  });
});
