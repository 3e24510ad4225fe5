import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, screenshot, useChromium } from '../src/chromium';
import { logIn, signInAs } from '../src/sign-in';
import { freshSeed, testJpeg } from '../src/test-image';

/** A product made and then changed by the moderator through the API: two revisions to read. */
async function productWithHistory(name: string): Promise<number> {
  const baseUrl = inject('baseUrl');
  const { token } = await logIn(baseUrl, inject('accounts').moderator);
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as { id: number };
  };
  const write = { name, description: '<p>Пулемёт из собрания музея</p>', belongsTo: 'максим', number: '1234', year: 1910, photos: [] };
  const { id } = await send('POST', '/api/archive/products', write);
  await send('PUT', `/api/archive/products/${id}`, { ...write, year: 1915 });
  return id;
}

const two = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${two(now.getDate())}.${two(now.getMonth() + 1)}.${now.getFullYear()}`;
};

async function shoot(page: Page, name: string, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: a sticky header scrolled along would sit in the middle of a full-page shot.
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      await document.fonts.ready;
    });
    await screenshot(page, `${name}-${width}`);
  }
}

describe.skipIf(!inject('chromium'))('a researcher on a product page', () => {
  const browser = useChromium();

  it('finds a product, reads its history, copies its citation and exports the search it came from', async () => {
    const baseUrl = inject('baseUrl');
    const name = `Пулемёт «Исследователь» ${Date.now().toString(36)}`;
    const id = await productWithHistory(name);
    const { context, page, errors } = await newPage(browser(), baseUrl);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });

    // The search it came from.
    await page.goto(`/search?q=${encodeURIComponent(name)}&searchType=all`);
    await page.locator('.result').first().waitFor();
    await page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await page.waitForURL(new RegExp(`/products/${id}$`));
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // Its history: newest first, field by field, with who made each change.
    await page.getByRole('button', { name: 'Показать историю изменений' }).click();
    const history = page.getByRole('list', { name: 'История изменений' });
    await history.waitFor();
    const entries = history.locator(':scope > li');
    expect(await entries.count()).toBe(2);
    const latest = entries.nth(0);
    expect(await latest.locator('.history__meta').innerText()).toContain('Изменение · e2e_moderator');
    expect(await latest.getByRole('row').nth(1).innerText()).toMatch(/Год\s+1910\s+1915/);
    expect(await entries.nth(1).locator('.history__meta').innerText()).toContain('Создание · e2e_moderator');
    expect(await entries.nth(1).getByRole('rowheader', { name: 'Название' }).count()).toBe(1);

    // Its citation, copied to the clipboard: ГОСТ with the permanent URL and today's date.
    await page.getByRole('button', { name: 'Цитировать' }).click();
    const dialog = page.getByRole('dialog', { name: 'Цитировать' });
    await dialog.getByRole('button', { name: 'Копировать: ГОСТ Р 7.0.100-2018' }).click();
    await page.getByText('Скопировано в буфер обмена').waitFor();
    const citation = await page.evaluate(() => navigator.clipboard.readText());
    expect(citation).toBe(
      `${name} № 1234. – Текст : электронный // Музей «Тульский Максим» : электронный каталог. – URL: ${baseUrl}/products/${id} (дата обращения: ${today()}).`,
    );
    await dialog.getByRole('button', { name: 'Копировать: BibTeX' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`@misc{maxim-product-${id},`);
    await page.setViewportSize({ width: 390, height: 900 });
    await screenshot(page, 'research-cite-dialog-390');
    await page.keyboard.press('Escape');
    await shoot(page, 'research-product', [1280, 390, 320]);

    // Back to the search, and its CSV: UTF-8 with the BOM, the product's row with its permanent URL.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goBack();
    await page.waitForURL(/\/search\?/);
    await page.locator('.result').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV' }).click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.subarray(3).toString('utf8');
    expect(text).toContain(name);
    expect(text).toContain(`${baseUrl}/products/${id}`);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    await shoot(page, 'research-search', [1280, 390, 320]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('reports a mistake as a signed-in reader; the moderator reads it in the queue and closes it', async () => {
    const baseUrl = inject('baseUrl');
    const id = await productWithHistory(`Станок «Отчёт» ${Date.now().toString(36)}`);
    const note = `Год указан неверно: на клейме 1916 (${Date.now().toString(36)})`;

    const reader = await newPage(browser(), baseUrl, { width: 390, height: 844 });
    await reader.page.goto(`/products/${id}`);
    await reader.page.getByRole('button', { name: 'Сообщить об ошибке' }).click();
    await reader.page.getByRole('dialog', { name: 'Сообщить об ошибке' }).getByText('Войдите, чтобы сообщить об ошибке').waitFor();
    await reader.context.close();

    const user = await newPage(browser(), baseUrl, { width: 390, height: 844 });
    await signInAs(user.context, baseUrl, inject('accounts').user);
    await user.page.goto(`/products/${id}`);
    await user.page.getByRole('button', { name: 'Сообщить об ошибке' }).click();
    const dialog = user.page.getByRole('dialog', { name: 'Сообщить об ошибке' });
    await dialog.getByLabel('Что не так в этой записи?').fill(note);
    await screenshot(user.page, 'research-report-dialog-390');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    await user.page.getByText('Спасибо! Сообщение отправлено модераторам.').waitFor();
    expect(user.errors).toEqual([]);
    await user.context.close();

    const moderator = await newPage(browser(), baseUrl);
    await signInAs(moderator.context, baseUrl, inject('accounts').moderator);
    await moderator.page.goto('/moderation');
    const card = moderator.page.getByRole('article').filter({ hasText: note });
    await card.waitFor();
    expect(await card.getByRole('heading').innerText()).toBe('Сообщение об ошибке');
    expect(await card.getByRole('link', { name: 'Открыть запись' }).getAttribute('href')).toBe(`/products/${id}`);
    await screenshot(moderator.page, 'research-moderation-comment-1280');
    await card.getByRole('button', { name: 'Закрыть' }).click();
    await moderator.page.getByText('Сообщение закрыто').waitFor();
    await card.waitFor({ state: 'detached' });
    expect(moderator.errors).toEqual([]);
    await moderator.context.close();
  });

  it("shows a photo's credit and licence with the deed linked, and lets a moderator change them", async () => {
    const baseUrl = inject('baseUrl');
    const { token } = await logIn(baseUrl, inject('accounts').moderator);
    const form = new FormData();
    form.append('credit', 'Фонд музея');
    form.append('licence', 'CC-BY-4.0');
    form.append('file', new Blob([new Uint8Array(await testJpeg(freshSeed()))], { type: 'image/jpeg' }), 'licence.jpg');
    const upload = await fetch(`${baseUrl}/api/archive/photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBeLessThan(300);
    const { id } = (await upload.json()) as { id: number };

    const { context, page, errors } = await newPage(browser(), baseUrl);
    await signInAs(context, baseUrl, inject('accounts').moderator);
    await page.goto(`/photos/${id}`);
    await page.getByText('Автор: Фонд музея').first().waitFor();
    expect(await page.getByRole('link', { name: 'CC BY 4.0' }).first().getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    await page.getByRole('button', { name: 'Изменить автора и лицензию' }).click();
    const editor = page.getByRole('form', { name: 'Изменить автора и лицензию' });
    await editor.getByLabel('Лицензия').selectOption('CC-BY-SA-4.0');
    await editor.getByLabel('Автор или источник').fill('И. Петров');
    await editor.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Автор: И. Петров').first().waitFor();
    const saved = (await (
      await fetch(`${baseUrl}/api/archive/photos/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      credit: string;
      licence: string;
    };
    expect(saved).toMatchObject({ credit: 'И. Петров', licence: 'CC-BY-SA-4.0' });
    await shoot(page, 'research-photo', [1280, 390, 320]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
