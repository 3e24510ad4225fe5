import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { signInAs } from '../src/sign-in';

/**
 * What collectors record (issue 31): a moderator adds a detail with its condition and inscription
 * by clicks, and a visitor finds it by the inscription typed with Latin look-alikes and a hyphen,
 * then narrows the search by condition.
 */
describe.skipIf(!inject('chromium'))('a detail with its condition and inscription', () => {
  const browser = useChromium();
  const baseUrl = inject('baseUrl');
  const accounts = inject('accounts');
  // Digits of this run, so the inscription is found only here.
  const digits = String(Date.now()).slice(-6);
  const name = `Щит с клеймом ${digits}`;
  let detailPath = '';

  it('a moderator adds it from the form, and its page shows the condition, inscriptions and provenance', async () => {
    const { context, page, errors } = await newPage(browser(), baseUrl, DESKTOP);
    await signInAs(context, baseUrl, accounts.moderator);
    await page.goto('/add');
    await page.getByRole('tab', { name: 'Деталь' }).click();
    await page.getByLabel(/Назначение/).selectOption('станок');
    await page.getByRole('combobox', { name: /^Тип/ }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByRole('textbox', { name: 'Название' }).fill(name);
    await page.getByRole('combobox', { name: 'Состояние' }).selectOption('раскопочное');
    await page.getByRole('textbox', { name: 'Надписи и маркировка' }).fill(`Клеймо приёмки\nАЕ ${digits} ТОЗ`);
    await page.getByRole('textbox', { name: 'Происхождение' }).fill('Найден поисковиками под Ржевом в 1998 году.\nКоллекция И. Петрова.');
    await screenshot(page, 'recorded-fields-form-1280');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Добавлено сразу: вы модератор.').waitFor();
    await page.getByRole('link', { name: 'Открыть' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    detailPath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'раскопочное' }).waitFor();
    await page.getByRole('heading', { name: 'Надписи и маркировка' }).waitFor();
    await page.getByText('Коллекция И. Петрова.').waitFor();
    await screenshot(page, 'recorded-fields-detail-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor on a phone finds it by «AE-<digits>» in Latin letters, and filters by its condition', async () => {
    expect(detailPath).toMatch(/^\/details\/\d+$/);
    const { context, page, errors } = await newPage(browser(), baseUrl, PHONE);
    await page.goto(detailPath);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await screenshot(page, 'recorded-fields-detail-390');

    await page.goto('/search');
    await page.getByLabel('Что искать').fill(`AE-${digits}`);
    await page.getByRole('button', { name: 'Найти' }).click();
    const result = page.getByRole('link', { name });
    await result.waitFor();
    await expect.poll(() => page.locator('.result').filter({ has: result }).textContent()).toContain('Состояние:раскопочное');

    await page.getByRole('button', { name: 'Показать фильтры' }).click();
    await page.getByLabel('Состояние').selectOption('хорошее');
    await page.getByRole('button', { name: 'Применить фильтры' }).click();
    await page.getByText('Ничего не найдено.').waitFor();
    expect(new URL(page.url()).searchParams.get('condition')).toBe('хорошее');

    await page.getByLabel('Состояние').selectOption('раскопочное');
    await page.getByRole('button', { name: 'Применить фильтры' }).click();
    await result.waitFor();
    await screenshot(page, 'recorded-fields-search-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
