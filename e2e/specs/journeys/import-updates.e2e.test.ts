import { windows1251 } from '@museum/test-kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { useChromium } from '../../src/chromium';
import {
  eventually,
  followHeaderLink,
  JOURNEY_DEVICES,
  JOURNEY_TIMEOUT,
  type JourneyDevice,
  press,
  signInByClicks,
  startJourney,
} from '../../src/journey';

/** Two presses as fast as a hand makes them: a double click, or two taps of a finger where the button was. */
async function pressTwice(page: Page, device: JourneyDevice, button: Locator) {
  if (!device.phone) return button.dblclick();
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on the screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  // The screen's own taps: the second lands wherever the button was, as a finger's would, whatever the page did with the first.
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

describe.skipIf(!inject('chromium'))(
  'journey: a moderator imports a collector’s Excel file, maps its unknown column, updates a record (issue 50, point 8)',
  () => {
    const browser = useChromium();

    for (const device of JOURNEY_DEVICES) {
      it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
        const baseUrl = inject('baseUrl');
        const { moderator } = inject('accounts');
        const word = uniqueWord('Амбар');
        const [gun, mount, origin] = [`Пулемёт ${word}`, `Станок ${word}`, `Из собрания ${uniqueWord('Двор')}`];
        const staff = await catalogueAs(baseUrl, moderator);
        const { id } = await staff.post('/products', { name: gun, belongsTo: 'максим', year: 1916 });

        // What a Russian Excel saves as «CSV (разделители — точка с запятой)»: Windows-1251, a column of the collector's own.
        const file = windows1251(
          ['Вид;Номер записи;Название;Год;Откуда', `изделие;${id};${gun};1917;`, '', `изделие;;${mount};1915;${origin}`].join('\r\n'),
        );

        const { context, page, guard } = await startJourney(browser(), baseUrl, device);
        await signInByClicks(page, device, moderator);
        await guard.check('the moderator signed in');
        await followHeaderLink(page, device, 'Импорт таблицы', 'account');
        await page.getByRole('heading', { level: 1, name: 'Импорт таблицы' }).waitFor();
        await guard.check('the import page');

        const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(device, page.getByText('Выбрать файл'))]);
        await chooser.setFiles({ name: 'коллекция.csv', mimeType: 'text/csv', buffer: file });
        await page.getByRole('heading', { name: 'Готово к импорту: 2 · с замечаниями: 0' }).waitFor();
        const rows = page.getByRole('table', { name: 'Строки файла' }).getByRole('row');
        // The blank line keeps the file's own numbering: the new record is on line 4.
        await rows.filter({ hasText: gun }).getByText('Год: 1916 → 1917').waitFor();
        await rows.filter({ hasText: mount }).getByRole('cell', { name: '4', exact: true }).waitFor();
        await guard.check('the preview of the file');

        // The column the catalogue does not know is read into the field chosen for it, and the file read again.
        const column = page.getByRole('group', { name: 'Прочие столбцы файла' }).getByLabel('«Откуда»');
        expect(await column.inputValue()).toBe('');
        await column.selectOption({ label: 'Происхождение' });
        // The select shows the field once the file has been read with it.
        await eventually(() => column.inputValue()).toBe('provenance');
        await rows.filter({ hasText: gun }).getByText('Год: 1916 → 1917').waitFor();
        await guard.check('the column mapped');

        await pressTwice(page, device, page.getByRole('button', { name: 'Импортировать 2 записи' }));
        const done = page.getByText('Добавлено в каталог: 1 запись. Изменено в каталоге: 1 запись.');
        await done.waitFor();
        await guard.check('the file imported');
        expect(await done.count()).toBe(1);
        expect(await page.locator('.import-page .notice').allInnerTexts()).toEqual([expect.stringContaining('Добавлено в каталог')]);

        // The new record carries the mapped column; the updated one its new year.
        await press(device, page.locator('.import-result__list').getByRole('link', { name: new RegExp(mount) }));
        await page.getByRole('heading', { level: 1, name: mount }).waitFor();
        await page.getByText(origin).waitFor();
        await guard.check('the new record’s page');
        expect(await staff.get<{ year: number | null }>(`/products/${id}`)).toMatchObject({ year: 1917 });
        await context.close();
      });
    }
  },
);
