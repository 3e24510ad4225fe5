import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../src/axe';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { settled } from '../src/settled';

/** Drags the bottom sheet's handle straight down by `distance` px with a real pointer. */
async function dragSheet(page: Page, distance: number) {
  const box = await page.getByTestId('sheet-handle').boundingBox();
  if (!box) throw new Error('the sheet handle is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + distance / 2, { steps: 5 });
  await page.mouse.move(x, y + distance, { steps: 5 });
  await page.mouse.up();
}

describe.skipIf(!inject('chromium'))('year tools in a real browser', () => {
  const browser = useChromium();

  it('turns typed serials into the spec texts, digits only, each year a search link', async () => {
    const { context, page } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    await page.goto('/year');
    const maxim = page.getByLabel('Номер пулемёта «Максим»');
    const maximCard = page.locator('section.yt-calculator', { has: maxim });
    const output = maximCard.locator('output');

    await maxim.pressSequentially('№2 9-00');
    await expect.poll(() => maxim.inputValue()).toBe('2900');
    await expect.poll(() => output.textContent()).toBe('Точный год: 1910');
    await expect.poll(() => maximCard.getByRole('note').count()).toBe(1);

    await maxim.fill('350');
    await expect.poll(() => output.textContent()).toBe('Примерно 1906–1907');
    await maxim.fill('0');
    await expect.poll(() => output.textContent()).toBe('До 1905');
    await maxim.fill('200000');
    await expect.poll(() => output.textContent()).toBe('После 1934');
    await expect.poll(() => maximCard.getByRole('note').count()).toBe(0);
    const href = await output.getByRole('link', { name: '1934' }).getAttribute('href');
    expect(Object.fromEntries(new URL(href ?? '', 'http://x').searchParams)).toEqual({
      searchType: 'all',
      belongsTo: 'максим',
      manufacturer: 'Тульский оружейный завод',
      year: '1934',
    });
    await maxim.fill('');
    await expect.poll(() => output.textContent()).toBe('');

    const state = page.getByLabel('Номер пулемёта казённого завода');
    const stateCard = page.locator('section.yt-calculator', { has: state });
    await state.fill('1216');
    await expect.poll(() => stateCard.locator('output').textContent()).toBe('Точный год: 1912');
    await expect.poll(() => stateCard.getByRole('note').textContent()).toContain('до 2000');
    await state.fill('38000');
    await expect.poll(() => stateCard.locator('output').textContent()).toBe('Примерно 1923–1927');

    await page.getByRole('button', { name: /^1916/ }).click();
    await page.getByRole('complementary').getByRole('heading', { name: '1916 год' }).waitFor();
    await expect.poll(() => page.locator(':focus').getAttribute('class')).toContain('yt-side-panel');
    await screenshot(page, 'year-tools-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('complementary').getByRole('button', { name: 'Закрыть' }).click();
    await expect.poll(() => page.locator(':focus').textContent()).toMatch(/^1916/);
    await context.close();
  });

  it('counts the year in the panel and shows the chronology of the demo catalogue', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    await page.goto('/year');
    await page.getByRole('button', { name: /^1916/ }).click();
    const panel = page.getByRole('complementary');
    const count = (name: string) => panel.getByRole('link', { name: new RegExp(`^${name}`) }).locator('.yt-count-link__count');
    await expect.poll(() => count('Всё').textContent()).toMatch(/^\d+$/);
    const [products, details, all] = await Promise.all(
      ['Изделия', 'Детали', 'Всё'].map(async (name) => Number(await count(name).textContent())),
    );
    expect(products).toBeGreaterThan(0);
    expect(details).toBeGreaterThan(0);
    expect(all).toBe(Number(products) + Number(details));

    const api = await page.request.get(
      '/api/archive/details/by-manufacturer-and-belongs-to?manufacturerId=1&belongsTo=stanok&size=1000&sort=year,asc',
    );
    const chronology = (await api.json()) as { content: { id: number; number: string | null; year: number | null }[] };
    const first = chronology.content.find((item) => item.year !== null);
    if (!first) throw new Error('the demo catalogue has mounts of manufacturer 1');
    const strip = page.locator('.yt-strip');
    await expect.poll(() => strip.locator(`a[href="/details/${first.id}"]`).textContent()).toBe(`№ ${first.number}id ${first.id}`);
    await expect.poll(() => strip.locator('.yt-strip__title').first().textContent()).toBe(String(first.year));

    const input = page.getByLabel('Номер по хронологии производителя');
    await input.fill(String(first.number));
    const output = page.locator('section.yt-calculator', { has: input }).locator('output');
    await expect.poll(() => output.textContent()).toBe(`Точный год: ${first.year}`);
    await input.fill('0');
    await expect.poll(() => output.textContent()).toBe(`До ${first.year}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the year bottom sheet at 390 px on a 120 px drag, not on a 60 px drag', async () => {
    const { context, page } = await newPage(browser(), inject('baseUrl'), PHONE);
    await page.goto('/year');
    await page.getByRole('button', { name: /^1910/ }).click();
    const sheet = page.getByRole('dialog', { name: '1910 год' });
    await sheet.waitFor();
    // The sheet is fixed to the viewport, so look at the viewport as well as the whole page.
    await screenshot(page, 'year-tools-phone-sheet');
    await screenshot(page, 'year-tools-phone-sheet-viewport', { fullPage: false });

    await dragSheet(page, 60);
    await settled(page);
    expect(await sheet.isVisible()).toBe(true);

    await dragSheet(page, 120);
    await sheet.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^1911/ }).click();
    await page.getByRole('dialog', { name: '1911 год' }).waitFor();
    await page.getByTestId('sheet-backdrop').click({ position: { x: 20, y: 20 } });
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshot(page, 'year-tools-phone');
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it('fits /exp and /year into 320 px: the page is exactly as wide as the screen', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), { width: 320, height: 700 });
    for (const address of ['/exp', '/year']) {
      await page.goto(address);
      await page.locator('.yt-calculator').first().waitFor();
      await page.getByLabel('Номер пулемёта «Максим»').fill('12000');
      await page.locator('output', { hasText: 'Точный год: 1916' }).waitFor();
      // /exp also shows the year's photos, which are in the layout too.
      if (address === '/exp') await page.locator('.yt-thumbs img').first().waitFor();
      const { scroll, inner, wider } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
        // What sticks out, named for the failure message.
        wider: Array.from(document.querySelectorAll('body *'))
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(0, 5)
          .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
      }));
      expect(scroll, `${address}: ${wider.join(', ')}`).toBe(inner);
      await screenshot(page, `year-tools${address.replace('/', '-')}-320`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows the year wheel and the serial tools on /exp at ${viewport.width} px`, async () => {
      const { context, page } = await newPage(browser(), inject('baseUrl'), viewport);
      await page.goto('/exp');
      const wheel = page.getByRole('listbox', { name: 'Колесо лет' });
      await wheel.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => wheel.getByRole('option', { selected: true }).textContent()).toBe('1911');
      await page.getByLabel('Номер пулемёта «Максим»').fill('12000');
      await expect.poll(() => wheel.getByRole('option', { selected: true }).textContent()).toBe('1916');
      const rowHeight = await wheel
        .getByRole('option')
        .first()
        .evaluate((row) => row.getBoundingClientRect().height);
      expect(rowHeight).toBe(56);
      const thumbs = page.locator('.yt-thumbs img');
      await thumbs.first().waitFor();
      await expect.poll(() => thumbs.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      // The strip is replaced when the year's photos arrive (1911, then 1916), so the
      // first image can be detached between two reads: measure it again until it is laid out.
      await expect
        .poll(async () => {
          const box = await thumbs.first().boundingBox();
          return [box?.width, box?.height];
        })
        .toEqual([84, 56]);
      await settled(page);
      await screenshot(page, `year-tools-exp-${label}`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
