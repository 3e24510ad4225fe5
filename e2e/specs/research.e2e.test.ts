import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newPage, screenshot } from '../src/chromium';
import { logIn } from '../src/sign-in';

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
    await page.evaluate(() => document.fonts.ready);
    await screenshot(page, `${name}-${width}`);
  }
}

describe.skipIf(!inject('chromium'))('a researcher on a product page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a product, reads its history, copies its citation and exports the search it came from', async () => {
    const baseUrl = inject('baseUrl');
    const name = `Пулемёт «Исследователь» ${Date.now().toString(36)}`;
    const id = await productWithHistory(name);
    const { context, page, errors } = await newPage(browser, baseUrl);
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
});
