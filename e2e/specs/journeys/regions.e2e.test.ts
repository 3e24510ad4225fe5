import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { screenshot, useChromium } from '../../src/chromium';
import {
  eventually,
  fillLogin,
  followHeaderLink,
  JOURNEY_DEVICES,
  JOURNEY_TIMEOUT,
  type JourneyDevice,
  NARROW_PHONE,
  press,
  pressHeaderButton,
  signInByClicks,
  startJourney,
} from '../../src/journey';
import { uploadDerivedPhoto } from '../../src/photos';

/** The pixels an `<img>` has drawn: 0 until it has loaded. */
const loadedWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

/**
 * The region form's fields that stick out of the form's card or into their neighbour (on a phone the
 * note's box ended past the card's edge, and the place's inputs overlapped on every screen).
 */
function fieldsOutside(form: Locator): Promise<string[]> {
  return form.evaluate((card) => {
    const inner = card.getBoundingClientRect();
    const style = getComputedStyle(card);
    const right = inner.right - Number.parseFloat(style.borderRightWidth);
    const fields = Array.from(card.querySelectorAll('input:not([type="radio"]), select, textarea'));
    const name = (field: Element) => field.closest('label')?.querySelector('.field__label')?.textContent ?? field.tagName;
    const problems = fields
      .filter((field) => field.getBoundingClientRect().right > right + 0.5)
      .map(
        (field) => `«${name(field)}» ends at ${Math.round(field.getBoundingClientRect().right)} px, the form at ${Math.round(right)} px`,
      );
    fields.forEach((field, i) => {
      const box = field.getBoundingClientRect();
      const next = fields[i + 1]?.getBoundingClientRect();
      if (next && next.top < box.bottom && next.left < box.right - 0.5 && next.left > box.left)
        problems.push(`«${name(field)}» runs ${Math.round(box.right - next.left)} px under «${name(fields[i + 1] as Element)}»`);
    });
    return problems;
  });
}

/**
 * Draws a rectangle over the middle of the photo: with the mouse on a desktop; on a phone, where a
 * finger's drag cannot be scripted, by typing its place into the form, as a keyboard user does.
 */
async function markRegion(page: Page, device: JourneyDevice, image: { width: number; height: number }) {
  const form = page.getByRole('form', { name: 'Новая область' });
  await form.waitFor();
  if (!device.phone) {
    await page.locator('.deep-zoom__stage[data-status="ready"]').waitFor();
    const canvas = page.locator('.deep-zoom__canvas');
    // The mouse draws where the page shows the photo: its middle brought into the window first.
    await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the viewer has no box');
    await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.5, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.6, { steps: 4 });
    await page.mouse.up();
    await eventually(async () => Number(await form.getByLabel('Ширина').inputValue())).toBeGreaterThan(0);
    return;
  }
  // A fifth of the photo each way, so the photo opened at it is zoomed in (the view shows twice the region).
  const place = { 'Слева, X': image.width * 0.4, 'Сверху, Y': image.height * 0.4, Ширина: image.width / 5, Высота: image.height / 5 };
  for (const [label, value] of Object.entries(place)) await form.getByLabel(label).fill(String(Math.round(value)));
}

/**
 * Regions marked on photos (issue 33, ADR 059): a user marks a stamp on a photo reached by clicks,
 * a moderator approves it from the queue, the stamp page shows its crop, which opens the photo at
 * that place, where the outline's label leads back to the stamp.
 */
describe.skipIf(!inject('chromium'))('journey: a stamp marked on a photo, approved, and shown on its page', () => {
  const browser = useChromium();

  for (const device of [...JOURNEY_DEVICES, NARROW_PHONE]) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      const { user, moderator } = inject('accounts');
      const staff = await catalogueAs(baseUrl, moderator);
      const word = uniqueWord('Крышка');
      const photo = await uploadDerivedPhoto(baseUrl, staff.token, 1200, 800, Math.floor(Math.random() * 100_000));
      const gunName = `Пулемёт ${word}`;
      const gun = await staff.post('/products', { name: gunName, belongsTo: 'максим', year: 1916, photos: [{ id: photo.id }] });
      const stampName = `Клеймо ${word}`;
      const stamp = await staff.post('/stamps', { name: stampName, kind: 'FACTORY' });

      // A user: home → sign in → search → the gun → its photo → mark the stamp on it.
      const marker = await startJourney(browser(), baseUrl, device);
      const { page, guard } = marker;
      await pressHeaderButton(page, device, 'Войти');
      await guard.check('the login dialog', page.getByRole('dialog', { name: 'Вход' }));
      await fillLogin(page, device, user);
      await guard.check('signed in');
      await page.getByRole('searchbox', { name: 'Поиск по каталогу' }).fill(word);
      await press(device, page.locator('.landing__search').getByRole('button', { name: 'Найти' }));
      await page.waitForURL((url) => url.pathname === '/search');
      await press(device, page.locator('.result').filter({ hasText: gunName }).getByRole('link').first());
      await page.waitForURL((url) => url.pathname === `/products/${gun.id}`);
      await guard.check('the gun', page.getByRole('heading', { level: 1, name: gunName }));
      await press(device, page.getByRole('button', { name: `${gunName}. Открыть фото 1 из 1` }));
      const lightbox = page.getByRole('dialog', { name: 'Просмотр фото 1 из 1' });
      await press(device, lightbox.getByRole('link', { name: 'Информация о фото' }));
      await page.waitForURL((url) => url.pathname === `/photos/${photo.id}`);
      await guard.check('the photo', page.getByRole('heading', { level: 1, name: `Фото №${photo.id}` }));
      await press(device, page.getByRole('button', { name: 'Отметить область' }));
      await markRegion(page, device, photo.image);
      const form = page.getByRole('form', { name: 'Новая область' });
      await press(device, form.getByRole('radio', { name: 'Клеймо' }));
      await form.getByLabel('Запись каталога').selectOption({ label: stampName });
      await form.getByLabel('Примечание').fill('на крышке короба');
      expect(await fieldsOutside(form), 'the region form keeps its fields apart and inside it').toEqual([]);
      await screenshot(page, `regions-form-${device.label}`);
      await press(device, form.getByRole('button', { name: 'Сохранить область' }));
      await page.getByText('Область отправлена модераторам. До проверки её видите только вы.').waitFor();
      const listed = page.getByRole('region', { name: 'Отмечено на фото' });
      await listed.getByText('(на проверке)').waitFor();
      await listed.getByRole('link', { name: stampName }).waitFor();
      await guard.check('the region proposed');
      await marker.context.close();

      // A moderator: sign in → «Модерация» → «Области на фото» → the proposal with its crop → approve.
      const staffer = await startJourney(browser(), baseUrl, device);
      await signInByClicks(staffer.page, device, moderator);
      await staffer.guard.check('signed in');
      await followHeaderLink(staffer.page, device, 'Модерация', 'sections');
      await staffer.page.waitForURL((url) => url.pathname === '/moderation');
      await press(device, staffer.page.getByRole('navigation', { name: 'Модерация' }).getByRole('link', { name: 'Области на фото' }));
      await staffer.page.waitForURL((url) => url.pathname === '/moderation/regions');
      const card = staffer.page.locator('article', { hasText: stampName });
      await card.getByText('на крышке короба').waitFor();
      await card.getByText(`Отметил: ${user.username}`).waitFor();
      await eventually(() => loadedWidth(card.locator('img').first())).toBeGreaterThan(0);
      await staffer.guard.check('the regions to review');
      await screenshot(staffer.page, `regions-moderation-${device.label}`);
      await press(device, card.getByRole('button', { name: 'Одобрить' }));
      await staffer.page.getByText('Область опубликована.').waitFor();
      await card.waitFor({ state: 'detached' });
      await staffer.guard.check('the region approved');

      // Then the stamp: «Разделы» → «Клейма» → the stamp → «На фотографиях» → the photo at that place.
      await followHeaderLink(staffer.page, device, 'Клейма', 'sections');
      await staffer.page.getByRole('heading', { level: 1, name: 'Клейма' }).waitFor();
      await press(device, staffer.page.locator('main').getByRole('link', { name: stampName }));
      await staffer.page.waitForURL((url) => url.pathname === `/stamps/${stamp.id}`);
      await staffer.guard.check('the stamp', staffer.page.getByRole('heading', { level: 1, name: stampName }));
      const onPhotos = staffer.page.getByRole('region', { name: 'На фотографиях' });
      // The crop is the link's picture: its alt says where the link leads.
      const crop = onPhotos.getByRole('img', { name: `Открыть фото №${photo.id} на этом месте` });
      await eventually(() => loadedWidth(crop)).toBeGreaterThan(0);
      await screenshot(staffer.page, `regions-stamp-${device.label}`);
      await press(device, onPhotos.getByRole('link', { name: `Открыть фото №${photo.id} на этом месте` }));
      await staffer.page.waitForURL((url) => url.pathname === `/photos/${photo.id}` && url.searchParams.has('region'));
      await staffer.guard.check('the photo at the region', staffer.page.getByRole('heading', { level: 1, name: `Фото №${photo.id}` }));
      // The viewer opens at the region, zoomed in, its outline labelled with a link back to the stamp.
      await staffer.page.locator('.deep-zoom__stage[data-status="ready"]').waitFor();
      await eventually(async () => Number(await staffer.page.locator('.deep-zoom__canvas').getAttribute('data-zoom'))).toBeGreaterThan(1);
      const label = staffer.page.locator('.deep-zoom__mark-label').getByRole('link', { name: `Клеймо: ${stampName}` });
      await screenshot(staffer.page, `regions-photo-${device.label}`);
      await press(device, label);
      await staffer.page.waitForURL((url) => url.pathname === `/stamps/${stamp.id}`);
      await staffer.guard.check('back on the stamp from the outline');
      // The outlines hide and show again from the viewer's bar.
      await staffer.page.goBack();
      const toggle = staffer.page.getByRole('button', { name: 'Скрыть отмеченное' });
      await press(device, toggle);
      await staffer.page.getByRole('button', { name: 'Показать отмеченное (1)' }).waitFor();
      expect(await staffer.page.locator('.deep-zoom__mark').count()).toBe(0);
      await staffer.context.close();
    });
  }
});
