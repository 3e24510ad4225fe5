import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { appResults, settled } from '../src/settled';
import { sidewaysScroll } from '../src/sideways';
import { signInAs } from '../src/sign-in';
import { touchScreen } from '../src/touch';

const WIDTHS = [1280, 1100, 390, 360, 320] as const;
const ROLES = ['visitor', 'user', 'moderator', 'admin'] as const;

/** The header's box and whether the header is opaque. */
async function headerFacts(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header') as HTMLElement;
    const box = header.getBoundingClientRect();
    const button = document.querySelector('.menu-button') as HTMLElement;
    const buttonBox = button.getBoundingClientRect();
    const color = getComputedStyle(header).backgroundColor;
    const alpha = /rgba?\([^)]*,\s*([\d.]+)\)$/.exec(color)?.[1];
    return {
      height: box.height,
      menuButtonShown: getComputedStyle(button).display !== 'none',
      // The last thing in the links row ends before the account area starts (nothing overlaps).
      navEnd: Math.max(...Array.from(document.querySelectorAll('.site-nav > *')).map((el) => el.getBoundingClientRect().right)),
      accountStart: (document.querySelector('.site-header__account') as HTMLElement).getBoundingClientRect().left,
      menuButtonRight: buttonBox.right,
      viewport: window.innerWidth,
      opaque: color.startsWith('rgb(') || alpha === '1',
    };
  });
}

/** The zoom library's transform of the photo box: scale and translation. */
async function photoTransform(page: Page) {
  const transform = await page.locator('.lightbox__zoom-content').evaluate((el) => (el as HTMLElement).style.transform);
  const match = /translate\((-?[\d.]+)px, (-?[\d.]+)px\) scale\(([\d.]+)\)/.exec(transform);
  return match ? { x: Number(match[1]), y: Number(match[2]), scale: Number(match[3]) } : { x: 0, y: 0, scale: 1 };
}

describe.skipIf(!inject('chromium'))('browsing fixes in a real browser (issue 16)', () => {
  const browser = useChromium();

  for (const role of ROLES) {
    it(`keeps the header on one row on desktop and inside the screen on phones, for a ${role}`, { timeout: 180_000 }, async () => {
      const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
      if (role !== 'visitor') await signInAs(context, inject('baseUrl'), inject('accounts')[role]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/search?q=');
        if (role !== 'visitor' && width >= 640) await page.locator('.account-menu').waitFor();
        await page.locator('h1').first().waitFor();
        const facts = await headerFacts(page);
        expect(await sidewaysScroll(page), `${role} ${width}: the page scrolls sideways`).toBeUndefined();
        expect(facts.opaque, `${role} ${width}: header see-through`).toBe(true);
        if (width >= 1100) {
          expect(facts.height, `${role} ${width}: header wraps`).toBeLessThanOrEqual(70);
          expect(facts.navEnd, `${role} ${width}: links run into the account`).toBeLessThanOrEqual(facts.accountStart);
        }
        if (width < 640) {
          expect(facts.menuButtonShown).toBe(true);
          expect(facts.menuButtonRight, `${role} ${width}: menu button off screen`).toBeLessThanOrEqual(facts.viewport);
        }
        await screenshot(page, `header-${role}-${width}`, { clip: { x: 0, y: 0, width, height: 160 } });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('reaches the moderators’ screens from the «Разделы» menu and every section from the footer; focus goes to the heading', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    await signInAs(context, inject('baseUrl'), inject('accounts').admin);
    await page.goto('/');
    await page.getByRole('button', { name: 'Разделы' }).click();
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Типы деталей' }).click();
    await page.waitForURL(/\/types$/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await screenshot(page, 'ux-browse-types-from-menu');

    const footer = page.getByRole('navigation', { name: 'Разделы' });
    for (const name of ['Изделия', 'Детали', 'Производители', 'Экспериментальные инструменты']) {
      await footer.getByRole('link', { name }).waitFor();
    }
    expect(await page.locator('.site-footer').textContent()).toContain(`© ${new Date().getFullYear()}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds the 1916 gun from the year tool link, and serials and surnames typed loosely', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    await page.goto('/year');
    const maxim = page.getByLabel('Номер пулемёта «Максим»');
    await maxim.fill('17420');
    const card = page.locator('section.yt-calculator', { has: maxim });
    await card.locator('output').getByRole('link', { name: '1916' }).click();
    await page.waitForURL(/\/search\?/);
    await appResults(page).first().waitFor();
    expect(await appResults(page).allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('17420')]));

    for (const q of ['AE 3310', 'АЕ3310', 'ae-3310']) {
      await page.goto(`/search?q=${encodeURIComponent(q)}`);
      await appResults(page).first().waitFor();
      expect((await appResults(page).allTextContents()).join(' '), q).toContain('АЕ 3310');
    }
    await page.goto(`/search?q=${encodeURIComponent('Соколов')}`);
    await appResults(page).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('zooms a lightbox photo with the wheel and moves it by dragging with the mouse', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    await page.goto('/gallery');
    // The app's tile is a button (the lightbox); the server's first screen links each tile to its photo page until the app is in (ADR 073).
    await page.locator('button.photo-grid__button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const photoId = new URL(page.url()).searchParams.get('photo');
    const box = await page.locator('.lightbox__zoom').boundingBox();
    if (!box) throw new Error('no photo on screen');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    await page.mouse.move(cx, cy);
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await photoTransform(page)).scale).toBeGreaterThan(1.3);
    const before = await photoTransform(page);
    await page.mouse.down();
    await page.mouse.move(cx + 60, cy + 40, { steps: 8 });
    await page.mouse.move(cx + 120, cy + 80, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await photoTransform(page)).x).toBeGreaterThan(before.x + 30);
    expect(new URL(page.url()).searchParams.get('photo')).toBe(photoId);
    await screenshot(page, 'ux-browse-lightbox-zoomed');
    // The spec's key still resets it.
    await page.keyboard.press('0');
    await expect.poll(async () => (await photoTransform(page)).scale).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const viewport of [DESKTOP, PHONE, { width: 320, height: 700 }]) {
    it(`counts the lightbox's photo in the whole gallery and closes it on a click beside the photo at ${viewport.width} px`, async () => {
      const { context, page, errors } = await newPage(browser(), inject('baseUrl'), viewport);
      const total = ((await (await page.request.get('/api/archive/photos/page?page=0&size=40')).json()) as { totalElements: number })
        .totalElements;
      await page.goto('/gallery');
      // The last photo of a page of 40: the viewer also holds the next page's first photo, which is no reason for «40 / 41».
      await page.locator('button.photo-grid__button').nth(39).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expect.poll(() => page.locator('.lightbox__counter').textContent()).toBe(`40 / ${total}`);
      await screenshot(page, `ux-browse-lightbox-${viewport.width}`);
      // Every tool on the screen, ✕ too (at 320 px they go under the counter).
      const close = await dialog.getByRole('button', { name: 'Закрыть' }).boundingBox();
      expect((close?.x ?? Number.POSITIVE_INFINITY) + (close?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
      // The zoom library lets clicks on the image through to the box around it: a click on the photo keeps it open.
      const image = await page.locator('.lightbox__image').boundingBox();
      if (!image) throw new Error('no photo on screen');
      await page.mouse.click(image.x + image.width / 2, image.y + image.height / 2);
      await settled(page);
      expect(await dialog.isVisible()).toBe(true);
      const stage = await page.locator('.lightbox__stage').boundingBox();
      if (!stage) throw new Error('no stage on screen');
      // Beside the photo: below it on a phone, at the left edge between the arrow and the photo on a desktop.
      const beside =
        image.y + image.height + 10 < stage.y + stage.height
          ? { x: stage.x + stage.width / 2, y: image.y + image.height + 5 }
          : { x: (stage.x + 60 + image.x) / 2, y: stage.y + 10 };
      await page.mouse.click(beside.x, beside.y);
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).searchParams.get('photo')).toBeNull();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('zooms a lightbox photo with a two-finger pinch and moves it with one finger on a phone', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), PHONE, { hasTouch: true, isMobile: true });
    await page.goto('/gallery');
    await page.locator('button.photo-grid__button').first().click();
    await page.getByRole('dialog').waitFor();
    const photoId = new URL(page.url()).searchParams.get('photo');
    const box = await page.locator('.lightbox__zoom').boundingBox();
    if (!box) throw new Error('no photo on screen');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const { touch, pinchOut } = await touchScreen(context, page);
    await pinchOut(cx, cy, 120);
    await expect.poll(async () => (await photoTransform(page)).scale).toBeGreaterThan(1.3);

    const before = await photoTransform(page);
    await touch('touchStart', [{ x: cx, y: cy }]);
    for (let dx = 10; dx <= 80; dx += 10) await touch('touchMove', [{ x: cx + dx, y: cy + dx / 2 }]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await photoTransform(page)).x).toBeGreaterThan(before.x + 30);
    // Moving a zoomed photo is not a swipe to the next one.
    expect(new URL(page.url()).searchParams.get('photo')).toBe(photoId);
    expect(errors).toEqual([]);
    await context.close();
  });
});
