import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../src/axe';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { readApi as api } from '../src/public-api';
import { appResults, loadLazyImages } from '../src/settled';
import { confirmedAccount, logIn } from '../src/sign-in';

/** A confirmed plain user, signed in through the API: the session as the web stores it. */
async function signUp(): Promise<{ token: string; role: string }> {
  const username = `browse_${Date.now().toString(36)}`;
  const account = await confirmedAccount(inject('baseUrl'), inject('dataDir'), {
    username,
    email: `${username}@example.ru`,
    password: 'липовая-аллея-в-туле-1910',
  });
  return logIn(inject('baseUrl'), account);
}

type Card = { id: number; kind: string; photos: { id: number }[]; year: number | null };

describe.skipIf(!inject('chromium'))('browsing the catalogue', () => {
  const browser = useChromium();

  it('searches with filters and pages, and Back returns to the same place', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    await page.goto('/search?searchType=details&size=30');
    await page.getByRole('heading', { name: 'Поиск по архиву' }).waitFor();
    await appResults(page).first().waitFor();
    expect(await appResults(page).count()).toBe(30);
    // No filter in the address: the panel starts closed.
    expect(await page.locator('#search-filters').count()).toBe(0);
    await page.getByRole('button', { name: 'Показать фильтры' }).click();
    await page.getByLabel('Назначение').selectOption('максим');
    await page.getByRole('button', { name: 'Применить фильтры' }).click();
    await page.waitForURL(/belongsTo=/);
    const url = new URL(page.url());
    expect(url.searchParams.get('belongsTo')).toBe('максим');
    expect(url.searchParams.get('page')).toBe('0');
    expect(url.searchParams.get('searchType')).toBe('details');
    await page.locator('.result').first().waitFor();
    const total = await api<{ totalElements: number }>('/api/archive/details/page?belongsTo=maxim&size=1');
    await page.getByText(`Найдено: ${total.totalElements}`).waitFor();
    await screenshot(page, 'browse-search-filters');
    expect(await seriousViolations(page)).toEqual([]);

    // A reload with filters in the address opens the panel by itself.
    await page.reload();
    await page.locator('#search-filters').waitFor();

    // Page 2 of all details, 30 a page.
    await page.goto('/search?searchType=details&size=30&page=0');
    await page.locator('.result').first().waitFor();
    await page.getByRole('button', { name: 'Страница 2', exact: true }).click();
    await page.waitForURL(/page=1/);
    // The address changes before the new page renders (the router's transition): page 1 is on
    // screen once its own pager marks «Страница 2» as current and nothing is loading.
    await page.locator('[aria-busy="false"] .pager__button[aria-current="page"][aria-label="Страница 2"]').waitFor();
    await page.locator('.result').nth(29).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await page.waitForFunction(() => window.scrollY > 1000);
    const link = page.locator('.result__title a').nth(8);
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await link.click();
    await page.waitForURL(/\/details\/\d+$/);
    await page.locator('h1').waitFor();
    await page.goBack();
    await page.waitForURL(/page=1/);
    await page.locator('.result').nth(29).waitFor();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, scrolled);

    // The all mode: products first under their own heading, then details, on the page where the
    // products end. The lane's earlier files add products (19 in the demo), so that page is counted.
    const { counts } = await api<{ counts: { products: number } }>('/api/archive/search/all?q=&size=1');
    const size = [30, 60, 120].find((n) => counts.products % n !== 0) ?? 30;
    await page.goto(`/search?searchType=all&size=${size}&page=${Math.floor(counts.products / size)}&q=`);
    await page.getByRole('heading', { name: /Изделия в сборе/ }).waitFor();
    await page.getByRole('heading', { name: /^Детали/ }).waitFor();
    await page.goto('/search?q=zzzzqqq-no-such-thing');
    await page.getByText('Ничего не найдено.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the gallery lightbox and works it by keyboard', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    await page.goto('/gallery');
    await page.getByRole('heading', { name: 'Галерея' }).waitFor();
    const tiles = page.locator('button.photo-grid__button');
    await tiles.first().waitFor();
    await loadLazyImages(page);
    await screenshot(page, 'browse-gallery');
    expect(await seriousViolations(page)).toEqual([]);

    // The first tile as it is when opened: the list refetched meanwhile may start with a photo another test added.
    await tiles.first().focus();
    const firstTile = (await page.evaluate(() => document.activeElement?.textContent)) ?? '';
    expect(firstTile).toMatch(/^Фото №\d+$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const firstId = firstTile.replace('Фото №', '');
    expect(new URL(page.url()).searchParams.get('photo')).toBe(firstId);
    await dialog.getByRole('link', { name: 'Информация о фото' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((id) => new URL(location.href).searchParams.get('photo') !== id, firstId);
    const secondId = new URL(page.url()).searchParams.get('photo');
    await dialog.getByText(`Фото №${secondId}`).first().waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((id) => new URL(location.href).searchParams.get('photo') === id, firstId);
    // Zoom in by key, then arrows pan instead of paging: once the photo is drawn zoomed (the zoom
    // library applies it on a later frame; a busy machine can take the arrow before it).
    await page.keyboard.press('+');
    const zoomScale = () =>
      dialog
        .locator('.lightbox__zoom-content')
        .evaluate((box) => Number(/scale\(([\d.]+)\)/.exec((box as HTMLElement).style.transform)?.[1] ?? 1));
    await expect.poll(zoomScale).toBeGreaterThan(1);
    await page.keyboard.press('ArrowRight');
    expect(new URL(page.url()).searchParams.get('photo')).toBe(firstId);
    await page.keyboard.press('0');
    await dialog.getByRole('button', { name: 'Скрыть миниатюры' }).click();
    expect(await dialog.locator('.lightbox__strip').count()).toBe(0);
    await screenshot(page, 'browse-gallery-lightbox');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('photo')).toBeNull();

    // The deep link opens the same photo.
    await page.goto(`/gallery?photo=${firstId}`);
    await page.getByRole('dialog').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the scroll buttons on a long year page once 100 px away from an end', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), PHONE);
    await page.goto('/details/year/1942');
    await page.locator('.year-detail').first().waitFor();
    await page.getByRole('button', { name: 'Вниз' }).waitFor();
    expect(await page.getByRole('button', { name: 'Наверх' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Вниз' }).click();
    await page.getByRole('button', { name: 'Наверх' }).waitFor();
    await page.waitForFunction(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2);
    await page.getByRole('button', { name: 'Вниз' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Наверх' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens an item photo in the lightbox and shows the photo facts', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    const details = await api<{ content: Card[] }>('/api/archive/details/page?size=100');
    const detail = details.content.find((item) => item.photos.length > 1);
    await page.goto(`/details/${detail?.id}`);
    const description = () => page.locator('meta[name="description"]').getAttribute('content');
    const detailDescription = await description();
    // Each photo of the grid links to its own page too, not only through the lightbox.
    const firstPhoto = page.getByRole('link', { name: /^Информация о фото 1 из \d+$/ });
    expect(await firstPhoto.getAttribute('href')).toMatch(/^\/photos\/\d+$/);
    await page.locator('button.photo-grid__button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Информация о фото' }).click();
    await page.waitForURL(/\/photos\/\d+$/);
    await page.getByText('Разрешение').waitFor();
    // Moved inside the site, the page is described as itself, not as the detail it came from.
    const photoId = new URL(page.url()).pathname.split('/').at(-1);
    await expect.poll(description).toMatch(new RegExp(`^Фото №${photoId}\\. Онлайн-каталог`));
    expect(await description()).not.toBe(detailDescription);
    await expect(page.getByText(/\d+ × \d+/).count()).resolves.toBe(1);
    await expect(page.getByText(/^\d+(,\d+)? (Б|КБ|МБ)$/).count()).resolves.toBe(1);
    // Anonymous visitors get no editing tools.
    expect(await page.getByRole('button', { name: 'Удалить фото' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives a signed-in user the edit links and the photo tools; a plain user creates through the add page', async () => {
    const session = await signUp();
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    await page.goto('/about');
    await page.evaluate((value) => localStorage.setItem('auth', JSON.stringify(value)), session);
    const products = await api<{ content: Card[] }>('/api/archive/search/all?searchType=products&size=5');
    const product = products.content[0];
    await page.goto(`/products/${product?.id}`);
    await page.getByRole('link', { name: 'Редактировать' }).waitFor();
    expect(await page.getByRole('link', { name: 'Редактировать' }).getAttribute('href')).toBe(`/products/${product?.id}/edit`);

    const tiles = await api<{ content: { id: number }[] }>('/api/archive/photos/page?size=1');
    const photoId = tiles.content[0]?.id;
    await page.goto(`/photos/${photoId}`);
    // Both sections show for a signed-in user, even an empty one.
    await page.getByRole('heading', { name: 'Изделия на этом фото' }).waitFor();
    await page.getByRole('heading', { name: 'Детали на этом фото' }).waitFor();
    await page.getByRole('button', { name: 'Создать изделие с этим фото' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'browse-photo-signed-in');
    expect(await seriousViolations(page)).toEqual([]);
    // A plain user is offered only what a plain user may do (issue 16): no linking, no deleting a published photo.
    expect(await page.getByRole('button', { name: 'Привязать изделие по ID' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Удалить фото' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Создать изделие с этим фото' }).click();
    await page.waitForURL(`**/add?photo=${photoId}&tab=product`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
