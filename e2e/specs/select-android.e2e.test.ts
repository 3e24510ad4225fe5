import { describe, expect, inject, it } from 'vitest';
import { newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { signInAs } from '../src/sign-in';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36';

describe.skipIf(!inject('chromium'))('the searchable select on Android', () => {
  const browser = useChromium();

  it('opens full screen with Закрыть, locks the page and has 48 px rows', async () => {
    const baseUrl = inject('baseUrl');
    const { context, page, errors } = await newPage(browser(), baseUrl, PHONE, { userAgent: ANDROID });
    await signInAs(context, baseUrl, inject('accounts').user);
    await page.goto('/add');
    await page.locator('.ql-editor').waitFor();
    await screenshot(page, 'add-phone');
    await page.getByRole('combobox', { name: 'Производитель' }).click();
    const overlay = page.getByRole('dialog', { name: 'Производитель' });
    await overlay.waitFor();
    const box = await overlay.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // The spec's 48 px rows: padding inside them, not on top (64 px before). A long name that other
    // tests added may wrap onto a second line, so every row is at least 48 px and a one-line row is 48.
    const heights = await overlay.getByRole('option').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeCloseTo(48, 0);
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(47.5);
    const list = await overlay.getByRole('listbox').boundingBox();
    expect(list?.height ?? 0).toBeLessThanOrEqual(PHONE.height / 2 + 1);
    await screenshot(page, 'select-android-overlay');
    await overlay.getByRole('combobox').fill('тул');
    await overlay.getByRole('option').first().click();
    await overlay.waitFor({ state: 'detached' });
    expect(await page.getByRole('combobox', { name: 'Производитель' }).inputValue()).toMatch(/тул/i);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.getByRole('combobox', { name: 'Тип' }).click();
    await page.getByRole('dialog', { name: 'Тип' }).getByRole('button', { name: 'Закрыть' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
