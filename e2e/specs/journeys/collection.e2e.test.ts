import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { paths } from '../../../apps/web/src/config/paths';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { screenshot, useChromium } from '../../src/chromium';
import {
  eventually,
  followHeaderLink,
  JOURNEY_DEVICES,
  JOURNEY_TIMEOUT,
  type JourneyDevice,
  press,
  searchFor,
  signInByClicks,
  startJourney,
} from '../../src/journey';
import { waitForMailLink } from '../../src/outbox';
import { type Account, confirmedAccount } from '../../src/sign-in';

/** The demo gun № 17420 (apps/server/src/db/demo-data/imperial-guns-data.ts): an all-digit number the table dates. */
const GUN_NUMBER = '17420';
const GUN_NAME = 'Пулемёт Максима обр. 1910 года';
/** A gun the collector brings in from a spreadsheet of their own. */
const SHEET_GUN = 'Максим из таблицы';
/** The collector's two parts of that gun, by their demo part types. */
const PART_TYPES = ['Замок', 'Кожух'] as const;
/** A real 48×32 PNG for the private photo's upload. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwC18tMFrnUH2PPOFgAET03NF/drCtAQdGhmiFsWdbxg2CMDtUMYcuyDiF80KJDNUPYssihCMY6HRwe1wd7XCxq9g07XgAAAABJRU5ErkJggg==',
  'base64',
);

/** A number no demo item carries, another for each run: what the collector seeks. */
function soughtNumber(): string {
  return `9${Date.now().toString().slice(-6)}`;
}

/** A lock carrying `number`, proposed by a plain member and approved by a moderator through the API. */
async function approvedPartWithNumber(number: string): Promise<{ id: number; name: string }> {
  const { user, moderator } = inject('accounts');
  const member = await catalogueAs(inject('baseUrl'), user);
  const staff = await catalogueAs(inject('baseUrl'), moderator);
  const types = await staff.get<{ id: number; name: string; belongsTo: string }[]>('/detail-types');
  const lock = types.find((type) => type.name === 'Замок') ?? types[0];
  const name = uniqueWord('Замок ');
  const request = await member.post('/change-requests', {
    action: 'CREATE',
    entityType: 'DETAIL',
    payload: { type: { id: lock?.id }, belongsTo: lock?.belongsTo, name, number, year: 1915 },
  });
  const approved = await staff.post<{ entityId: number }>(`/change-requests/${request.id}/approve`, {});
  return { id: approved.entityId, name };
}

/** A confirmed account of the journey's own, made through the API: the journey deletes it at the end. */
async function newCollector(baseUrl: string, dataDir: string): Promise<Account & { email: string }> {
  const username = uniqueWord('собиратель_');
  const email = `${username.length}${Date.now().toString(36)}@example.ru`;
  return { ...(await confirmedAccount(baseUrl, dataDir, { username, password: 'пулемёт-в-сарае-1910', email })), email };
}

/** A screenshot of the page as printed on A4 (210 mm at 96 dpi is 794 px), then the screen again. */
async function printedOnA4(page: Page, device: JourneyDevice, name: string) {
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  await screenshot(page, name);
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize(device.viewport);
}

/** Picks an option of a searchable select by its typed name. */
async function choose(page: Page, device: JourneyDevice, label: string, name: string) {
  const select = page.getByRole('combobox', { name: label });
  await press(device, select);
  await select.fill(name);
  await press(device, page.getByRole('listbox').getByRole('option', { name, exact: true }));
}

// Issue 54: a collector keeps their own gun and two of its parts beside the catalogue, sees the dating and
// the number check, adds a sought number and finds it once a moderator approves a part carrying it,
// brings in a gun from a spreadsheet, then deletes the account, moving by clicks and taps.
describe.skipIf(!inject('chromium'))(
  'journey: a collector records a gun from the catalogue and two of its parts, then deletes the account',
  () => {
    const browser = useChromium();

    for (const device of JOURNEY_DEVICES) {
      it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
        const account = await newCollector(inject('baseUrl'), inject('dataDir'));
        const { context, page, guard } = await startJourney(browser(), inject('baseUrl'), device);
        await signInByClicks(page, device, account);
        await guard.check('signed in');

        // The catalogue's gun, then «В мою коллекцию»: the form comes filled from it.
        await searchFor(page, device, guard, GUN_NUMBER);
        await press(device, page.locator('.result').getByRole('link', { name: GUN_NAME, exact: true }));
        await page.waitForURL((url) => url.pathname.startsWith('/products/'));
        const catalogueGun = new URL(page.url()).pathname.replace('/products/', 'product:');
        // The catalogue gun's dossier (ADR 089): its photos and its citation on one printable page.
        await press(device, page.getByRole('link', { name: 'Досье' }));
        await page.waitForURL((url) => url.pathname.endsWith('/dossier'));
        await page.getByRole('heading', { level: 1, name: `Досье: ${GUN_NAME} № ${GUN_NUMBER}` }).waitFor();
        await page.getByRole('heading', { level: 2, name: /^Фотографии/ }).waitFor();
        await guard.check('the catalogue dossier');
        await screenshot(page, `catalogue-dossier-${device.label}`);
        if (!device.phone) await printedOnA4(page, device, 'catalogue-dossier-print-a4');
        await page.goBack();
        await page.waitForURL((url) => url.pathname.startsWith('/products/') && !url.pathname.endsWith('/dossier'));
        await press(device, page.getByRole('link', { name: 'В мою коллекцию' }));
        await page.waitForURL((url) => url.pathname === '/collection');
        const gunForm = page.getByRole('form', { name: 'Новая запись' });
        await gunForm.getByText(`Из каталога: ${GUN_NAME}`).waitFor();
        await expect(gunForm.getByRole('textbox', { name: 'Номер', exact: true }).inputValue()).resolves.toBe(GUN_NUMBER);
        await guard.check('the form filled from the catalogue gun', gunForm);
        await gunForm.getByRole('combobox', { name: 'Состояние' }).selectOption('хорошее');
        await gunForm.getByRole('spinbutton', { name: 'Цена' }).fill('150000');
        await press(device, gunForm.getByRole('button', { name: 'Сохранить' }));
        await gunForm.waitFor({ state: 'detached' });

        // Two parts of that gun with the gun's number.
        for (const part of PART_TYPES) {
          await press(device, page.getByRole('button', { name: 'Добавить запись' }));
          const partForm = page.getByRole('form', { name: 'Новая запись' });
          await press(device, partForm.getByRole('radio', { name: 'Деталь' }));
          await choose(page, device, 'Тип', part);
          await partForm.getByRole('textbox', { name: 'Номер', exact: true }).fill(GUN_NUMBER);
          const partOf = partForm.getByRole('combobox', { name: 'Пулемёт, к которому относится' });
          await eventually(() => partOf.locator('option').count()).toBe(2);
          await partOf.selectOption({ label: `${GUN_NAME} № ${GUN_NUMBER}` });
          await screenshot(page, `collection-part-form-${part}-${device.label}`);
          await press(device, partForm.getByRole('button', { name: 'Сохранить' }));
          await partForm.waitFor({ state: 'detached' });
        }

        // The gun opened on /collection: its dating and its parts' numbers against its own.
        // The gun's own row (its parts' rows name it too, as the gun it belongs to).
        const gun = page.locator('.collection-row').filter({ has: page.locator('.collection-row__kind--product') });
        await press(device, gun.getByRole('button', { name: 'Подробнее' }));
        const dating = gun.getByRole('region', { name: 'Год по номеру' });
        await dating
          .getByText(/^(Точный год|Примерно|До|После|Оценка)/)
          .first()
          .waitFor();
        const check = gun.getByRole('region', { name: 'Номера деталей' });
        await eventually(() => check.getByText(`совпадает: № ${GUN_NUMBER} = ${GUN_NUMBER}`).count()).toBe(PART_TYPES.length);
        await check.getByText('номера совпадают').waitFor();
        await guard.check('the gun with its dating and number check', gun);

        // A private photo of the gun: uploaded, then its thumbnail drawn from the owner-only route (ADR 088).
        const photos = gun.getByRole('region', { name: 'Фотографии' });
        await photos.getByLabel('Добавить фотографии').setInputFiles({ name: 'мой-максим.png', mimeType: 'image/png', buffer: SMALL_PNG });
        const thumbnail = photos.getByRole('button', { name: 'Открыть фотографию 1' }).locator('img');
        await eventually(() => thumbnail.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
        // The thumbnail until the worker has made the sizes, then the smallest size: either from the owner-only route.
        await expect(thumbnail.getAttribute('src')).resolves.toMatch(
          /^\/api\/collection\/photos\/\d+\/(thumb\.jpg|size-\d+\.(jpg|webp|avif))$/,
        );
        await guard.check('the gun with its private photo', gun);
        // Once the server's worker has made its sizes and tiles, it opens in the deep-zoom viewer, whose
        // tiles come from the owner-only route with the photo cookie (the record stays opened on a reload).
        const viewer = gun.locator('.deep-zoom');
        await eventually(async () => {
          await page.reload();
          await press(device, gun.getByRole('button', { name: 'Открыть фотографию 1' }));
          // The viewer (its code on demand) once the tiles are made; before, the lightbox at the large size.
          await viewer.or(page.getByRole('dialog')).first().waitFor();
          return viewer.count();
        }).toBe(1);
        await viewer.dispatchEvent('pointerover');
        await eventually(() => viewer.getByRole('button', { name: 'Приблизить' }).isEnabled()).toBe(true);
        await guard.check('the private photo in the deep-zoom viewer', gun);
        await screenshot(page, `collection-list-${device.label}`);

        // The gun's dossier (ADR 089): its dating on one printable page, the price only once ticked.
        await press(device, gun.getByRole('link', { name: 'Досье' }));
        await page.waitForURL((url) => /^\/collection\/\d+\/dossier$/.test(url.pathname));
        await page.getByRole('heading', { level: 1, name: `Досье: ${GUN_NAME} № ${GUN_NUMBER}` }).waitFor();
        await page
          .getByRole('region', { name: 'Год по номеру' })
          .getByText(/^(Точный год|Примерно|До|После|Оценка)/)
          .first()
          .waitFor();
        await expect(page.getByRole('region', { name: 'Из личных записей владельца' }).count()).resolves.toBe(0);
        await press(device, page.getByRole('checkbox', { name: 'Цена' }));
        await page
          .getByRole('region', { name: 'Из личных записей владельца' })
          .getByText(/^150\s000/)
          .waitFor();
        await guard.check('the dossier with the price ticked');
        await screenshot(page, `collection-dossier-${device.label}`);
        if (!device.phone) await printedOnA4(page, device, 'collection-dossier-print-a4');

        // Back to the opened gun, then compared with the catalogue gun it was taken from.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/collection');
        await press(device, gun.getByRole('link', { name: 'Сравнить' }));
        await page.waitForURL((url) => url.pathname === '/compare');
        const second = page.getByRole('textbox', { name: 'Второй' });
        await second.fill(catalogueGun);
        await press(device, page.getByRole('button', { name: 'Сравнить' }));
        const table = page.getByRole('table', { name: 'Строки, где значения различаются, отмечены.' });
        await table.getByRole('rowheader', { name: 'Номер', exact: true }).waitFor();
        await expect(table.getByRole('columnheader', { name: /Изделие каталога/ }).count()).resolves.toBe(1);
        await guard.check('the comparison with the catalogue gun', table);
        await screenshot(page, `collection-compare-${device.label}`);
        await page.goBack();
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/collection');

        // A sought number on the want list: none in the catalogue yet.
        const sought = soughtNumber();
        const wanted = page.getByRole('form', { name: 'Ищу' });
        await wanted.getByRole('combobox', { name: 'Что' }).selectOption('detail');
        await wanted.getByRole('textbox', { name: 'Номер', exact: true }).fill(sought);
        await wanted.getByRole('textbox', { name: 'Заметка' }).fill(`замок от № ${sought}`);
        await press(device, wanted.getByRole('button', { name: 'Добавить номер' }));
        const entry = page.locator('.collection-wanted__entry').filter({ hasText: `№ ${sought}` });
        await entry.getByText('В каталоге пока не найден.').waitFor();
        await guard.check('the sought number');

        // A member proposes a lock carrying it and a moderator approves it (ADR 091): the collector,
        // back on «Моя коллекция» from the account menu, finds it there, and in a mail linking to it.
        const part = await approvedPartWithNumber(sought);
        await followHeaderLink(page, device, 'Профиль', 'account');
        await page.waitForURL((url) => url.pathname === '/profile');
        await followHeaderLink(page, device, 'Моя коллекция', 'account');
        await page.waitForURL((url) => url.pathname === '/collection');
        await entry.getByText('Найдено в каталоге: 1').waitFor();
        await guard.check('the sought number found', entry);
        await screenshot(page, `collection-wanted-found-${device.label}`);
        await waitForMailLink(inject('dataDir'), account.email, paths.detail(part.id));
        await press(device, entry.getByRole('link', { name: part.name }));
        await page.waitForURL((url) => url.pathname === paths.detail(part.id));
        await page.getByRole('heading', { level: 1, name: part.name }).waitFor();
        await guard.check('the found part opened');

        // Back on «Моя коллекция», a spreadsheet of the collector's own (ADR 092): checked first, then
        // written by a confirmation.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/collection');
        const importer = page.getByRole('region', { name: 'Загрузить из таблицы' });
        await importer.locator('input[type="file"]').setInputFiles({
          name: 'моя-коллекция.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(`Вид;Название;Номер;Год;Цена;Валюта\nизделие;${SHEET_GUN};30211;1916 г.;90 000;руб.\n`, 'utf8'),
        });
        await importer.getByText('Добавится: 1').waitFor();
        await guard.check('the spreadsheet checked', importer);
        await press(device, importer.getByRole('button', { name: 'Загрузить 1 запись' }));
        await importer.getByText('Готово: добавлено 1, изменено 0.').waitFor();
        await page.locator('.collection-row').filter({ hasText: SHEET_GUN }).waitFor();
        await guard.check('the spreadsheet written');

        // The account deleted from the profile: home, signed out.
        await followHeaderLink(page, device, 'Профиль', 'account');
        await page.waitForURL((url) => url.pathname === '/profile');
        await press(device, page.getByRole('button', { name: 'Удалить аккаунт' }));
        const dialog = page.getByRole('dialog', { name: 'Удалить аккаунт?' });
        await dialog.getByLabel('Текущий пароль').fill(account.password);
        await guard.check('the deletion asked for', dialog);
        await press(device, dialog.getByRole('button', { name: 'Удалить навсегда' }));
        await page.waitForURL((url) => url.pathname === '/');
        await page.getByText('Аккаунт удалён.').waitFor();
        await eventually(() => page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
        await guard.check('signed out at home');
        await context.close();
      });
    }
  },
);
