import { zipOf } from '@museum/test-kit';
import { parse } from 'csv-parse/sync';
import type { Download } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { uniqueWord } from '../../src/catalogue';
import { useChromium } from '../../src/chromium';
import {
  eventually,
  followHeaderLink,
  JOURNEY_DEVICES,
  JOURNEY_TIMEOUT,
  press,
  searchFor,
  signInByClicks,
  startJourney,
} from '../../src/journey';
import { freshSeed, testJpeg } from '../../src/test-image';

/** A CSV as spreadsheet programs write it: a byte-order mark, CRLF, cells quoted when they need it. */
const csvOf = (rows: string[][]) =>
  `\uFEFF${rows.map((cells) => cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',')).join('\r\n')}\r\n`;

async function bytesOf(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.skipIf(!inject('chromium'))('journey: a collector imports a spreadsheet, a moderator approves the whole file', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      const { user, moderator } = inject('accounts');
      const types = (await (await fetch(`${baseUrl}/api/archive/detail-types`)).json()) as { name: string }[];
      const word = uniqueWord('Сарай');
      const [gun, shield, maker] = [`Пулемёт ${word}`, `Щит ${word}`, `Завод ${uniqueWord('Вал')}`];

      // The collector: from the home page to the import page by the account's links.
      const collector = await startJourney(browser(), baseUrl, device);
      let { page, guard } = collector;
      await signInByClicks(page, device, user);
      await guard.check('the collector signed in');
      await followHeaderLink(page, device, 'Импорт таблицы', 'account');
      await page.getByRole('heading', { level: 1, name: 'Импорт таблицы' }).waitFor();
      await guard.check('the import page');

      // The empty template, downloaded by its link and filled in as a spreadsheet program would.
      const [template] = await Promise.all([page.waitForEvent('download'), press(device, page.getByRole('link', { name: 'CSV' }))]);
      const [header] = parse(await bytesOf(template), { bom: true }) as string[][];
      expect(header).toEqual(expect.arrayContaining(['Вид', 'Название', 'Год', 'Производитель', 'Тип']));
      const row = (cells: Record<string, string>) => (header ?? []).map((label) => cells[label] ?? '');
      const file = csvOf([
        header ?? [],
        row({ Вид: 'изделие', Название: gun, Год: '1915' }),
        row({ Вид: 'деталь', Название: shield, Год: '1916', Тип: types[0]?.name ?? '' }),
        row({ Вид: 'изделие', Название: `Станок ${word}`, Производитель: maker }),
      ]);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(device, page.getByText('Выбрать файл'))]);
      await chooser.setFiles({ name: 'моя коллекция.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      // A maker the catalogue lacks is no problem: it is proposed with the rows (issue 50, point 2).
      await page.getByRole('heading', { name: 'Готово к импорту: 3 · с замечаниями: 0' }).waitFor();
      const rows = page.getByRole('table', { name: 'Строки файла' }).getByRole('row');
      expect(await rows.filter({ hasText: `Станок ${word}` }).innerText()).toContain('Нет');
      await guard.check('the preview of the file');

      await press(device, page.getByRole('button', { name: 'Отправить на проверку 3 записи' }));
      await page.getByText(/На проверку отправлено: 3 записи/).waitFor();
      await guard.check('the rows sent for review');
      await collector.context.close();

      // The moderator: the queue shows the file as one batch, approved with one press.
      const reviewer = await startJourney(browser(), baseUrl, device);
      ({ page, guard } = reviewer);
      await signInByClicks(page, device, moderator);
      await guard.check('the moderator signed in');
      await followHeaderLink(page, device, 'Модерация', 'sections');
      await page.getByRole('heading', { level: 1, name: 'Модерация' }).waitFor();
      const batch = page.getByRole('region', { name: `Импорт таблицы: ${user.username}` }).filter({ hasText: gun });
      await batch.getByText('3 записи из файла · на рассмотрении: 3').waitFor();
      await batch.getByRole('heading', { name: shield }).waitFor();
      await batch.getByText(`Добавятся в справочники при одобрении: производитель «${maker}».`).waitFor();
      await guard.check('the queue with the batch');
      await press(device, batch.getByRole('button', { name: 'Одобрить все' }));
      await page.locator('.toast--success', { hasText: 'Одобрено: 3 записи' }).waitFor();
      await batch.waitFor({ state: 'detached' });
      await guard.check('the batch approved');

      await searchFor(page, device, guard, word);
      const results = page.locator('.result');
      await results.filter({ hasText: gun }).waitFor();
      await results.filter({ hasText: shield }).waitFor();
      await results.filter({ hasText: `Станок ${word}` }).waitFor();
      expect(await results.count()).toBe(3);
      await guard.check('the imported records found');
      await reviewer.context.close();
    });
  }
});

describe.skipIf(!inject('chromium'))('journey: a moderator imports a ZIP of a sheet and its photo (ADR 087, 090)', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      const { moderator } = inject('accounts');
      const gun = `Пулемёт ${uniqueWord('Архив')}`;
      const archive = zipOf([
        {
          name: 'коллекция/таблица.csv',
          content: Buffer.from(
            csvOf([
              ['Вид', 'Название', 'Год', 'Фотографии'],
              ['изделие', gun, '1915', 'вид слева.jpg'],
            ]),
          ),
        },
        { name: 'коллекция/вид слева.jpg', content: await testJpeg(freshSeed()) },
      ]);

      const { page, guard, context } = await startJourney(browser(), baseUrl, device);
      await signInByClicks(page, device, moderator);
      await followHeaderLink(page, device, 'Импорт таблицы', 'account');
      await page.getByRole('heading', { level: 1, name: 'Импорт таблицы' }).waitFor();
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(device, page.getByText('Выбрать файл'))]);
      await chooser.setFiles({ name: 'коллекция.zip', mimeType: 'application/zip', buffer: archive });
      await page.getByRole('heading', { name: 'Готово к импорту: 1 · с замечаниями: 0' }).waitFor();
      const row = page.getByRole('table', { name: 'Строки файла' }).getByRole('row').filter({ hasText: gun });
      await row.getByText('Фотографии: вид слева.jpg').waitFor();
      await guard.check('the preview of the ZIP');

      await press(device, page.getByRole('button', { name: 'Импортировать 1 запись' }));
      await page.getByText('Добавлено в каталог: 1 запись.').waitFor();
      await guard.check('the ZIP imported');
      await press(device, page.getByRole('link', { name: new RegExp(gun) }));
      await page.getByRole('heading', { level: 1, name: gun }).waitFor();
      const photo = page.getByRole('button', { name: /Открыть фото 1 из 1/ }).locator('img');
      await photo.scrollIntoViewIfNeeded();
      await eventually(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await guard.check('the imported photo on the item page');
      await context.close();
    });
  }
});
