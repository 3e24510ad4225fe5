import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from '../src/axe';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { loadLazyImages, settled } from '../src/settled';

describe.skipIf(!inject('chromium'))('the home page', () => {
  const browser = useChromium();

  it('shows every block at 1280 px, with the catalogue tabs kept in the address', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    await page.goto('/');
    await expect(page.locator('h1').textContent()).resolves.toBe('Тульский Максим');
    await page.getByText('онлайн-каталог легендарного оружия').waitFor();
    for (const heading of ['О каталоге', 'Каталог', 'Производители', 'Новинки на сайте']) {
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    // Row of links on a wide screen, no menu button.
    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Поиск', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Открыть меню' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: 'Добавить' }).count()).toBe(0);

    // Four gun cards, then three mount cards after switching tabs; the URL follows without a new history entry.
    const cards = page.locator('.quick-card');
    expect(await cards.count()).toBe(4);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('tab', { name: 'Станок' }).click();
    await page.waitForURL((url) => url.searchParams.get('catalog') === 'mount');
    await cards.nth(3).waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(3);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    const href = await cards.first().getAttribute('href');
    const target = new URL(href ?? '', inject('baseUrl'));
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      searchType: 'all',
      page: '0',
      sortField: 'id',
      sortOrder: 'desc',
      size: '20',
      belongsTo: 'станок',
    });
    expect(await cards.first().getAttribute('target')).toBe('_blank');

    // Manufacturers from the API, with avatar letters and both links.
    await page.locator('.maker').first().waitFor();
    expect(await page.locator('.maker').count()).toBeGreaterThanOrEqual(7);
    await page.getByRole('link', { name: 'Поиск по «Тульский оружейный завод»' }).waitFor();

    // New arrivals: four cards of the demo catalogue, then details.
    await page.locator('.arrival:not(.arrival--skeleton)').first().waitFor();
    expect(await page.locator('.arrival').count()).toBe(4);
    await page.getByRole('button', { name: 'Детали', exact: true }).click();
    await page.locator('.arrival:not(.arrival--skeleton) >> text=Тип').first().waitFor();
    await page
      .locator('.arrival img')
      .first()
      .evaluate((img) => (img as HTMLImageElement).decode().catch(() => undefined));
    await page.mouse.move(0, 0);
    await loadLazyImages(page);
    await screenshot(page, 'home-desktop');
    expect(await axeViolations(page)).toEqual([]);

    // The search form goes to /search with the trimmed text.
    await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill('  1910  ');
    await page.getByRole('button', { name: 'Найти' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '?q=1910');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every card inside its list at 320 px, in both languages', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), { width: 320, height: 700 });
    for (const path of ['/', '/en/']) {
      await page.goto(path);
      await page.locator('.maker').first().waitFor();
      await page.locator('.arrival:not(.arrival--skeleton)').first().waitFor();
      // A grid column wider than its list is clipped by the section, not scrolled: the page itself fits.
      const outside = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.makers > *, .quick-cards > *, .arrivals > *')).flatMap((card) => {
          const list = (card.parentElement as HTMLElement).getBoundingClientRect();
          const box = card.getBoundingClientRect();
          return box.right > list.right + 1 || box.left < list.left - 1
            ? [`${card.className}: ${Math.round(box.left)}-${Math.round(box.right)} in ${Math.round(list.left)}-${Math.round(list.right)}`]
            : [];
        }),
      );
      expect(outside, path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the whole placeholder of the catalogue search at 390 and 320 px, in both languages', async () => {
    for (const width of [PHONE.width, 320]) {
      const { context, page, errors } = await newPage(browser(), inject('baseUrl'), { ...PHONE, width });
      for (const path of ['/', '/en/']) {
        await page.goto(path);
        const input = page.locator('#landing-q');
        await input.waitFor();
        // The placeholder's width in the field's own font against the room inside its padding.
        const { text, room } = await input.evaluate((el: HTMLInputElement) => {
          const style = getComputedStyle(el);
          const context2d = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
          context2d.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return {
            text: Math.ceil(context2d.measureText(el.placeholder).width),
            room: el.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
          };
        });
        expect(text, `${path} at ${width} px`).toBeLessThanOrEqual(room);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(width);
      }
      await screenshot(page, `home-search-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('fits 390 px, with a slide-in menu that closes on a link tap and on Escape', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), PHONE);
    await page.goto('/?catalog=mount');
    await page.locator('.maker').first().waitFor();
    await page.locator('.arrival:not(.arrival--skeleton)').first().waitFor();
    expect(await page.locator('.quick-card').count()).toBe(3);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await loadLazyImages(page);
    await screenshot(page, 'home-phone');
    expect(await axeViolations(page)).toEqual([]);

    const menuButton = page.getByRole('button', { name: 'Открыть меню' });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Меню' });
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box?.width).toBeCloseTo(390 * 0.82, 0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await settled(page);
    await screenshot(page, 'home-phone-menu');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await menuButton.click();
    await panel.getByRole('link', { name: 'О проекте' }).click();
    await page.waitForURL((url) => url.pathname === '/about');
    await panel.waitFor({ state: 'detached' });
    await page.getByText('@tula_maxim_museum').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
