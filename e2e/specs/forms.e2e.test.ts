import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { logIn, signInAs } from '../src/sign-in';

/** Issue 16: forms that refuse bad years, photo actions by role, upload limits, ended sessions. */
describe.skipIf(!inject('chromium'))('forms that keep what people give them', () => {
  const browser = useChromium();
  const baseUrl = inject('baseUrl');
  const accounts = inject('accounts');
  const api = async <T>(path: string, init?: RequestInit): Promise<T> => (await (await fetch(`${baseUrl}${path}`, init)).json()) as T;

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`a plain user at ${label} px sees only what they may do with a photo, and «Создать изделие» opens the product tab at the top`, async () => {
      const { content } = await api<{ content: { id: number }[] }>('/api/archive/photos/page?size=1');
      const photoId = content[0]?.id;
      const { context, page, errors } = await newPage(browser(), baseUrl, viewport);
      await signInAs(context, baseUrl, accounts.user);
      await page.goto(`/photos/${photoId}`);
      const create = page.getByRole('button', { name: 'Создать изделие с этим фото' });
      await create.waitFor();
      expect(await page.getByRole('button', { name: 'Привязать изделие по ID' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Удалить фото' }).count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await create.click();
      await page.waitForURL((url) => url.pathname === '/add');
      expect(new URL(page.url()).searchParams.get('tab')).toBe('product');
      const tab = page.getByRole('tab', { name: 'Изделие' });
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await page.getByText('Фотографий: 1').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(page, `forms-create-from-photo-${label}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the edit page refuses letters as a year with its own message and the stored year stays', async () => {
    const { token } = await logIn(baseUrl, accounts.moderator);
    const types = await api<{ id: number }[]>('/api/archive/detail-types');
    const created = await api<{ id: number }>('/api/archive/details', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Щит с годом', year: 1904, belongsTo: 'станок', type: { id: types[0]?.id } }),
    });
    const { context, page, errors } = await newPage(browser(), baseUrl, PHONE);
    await signInAs(context, baseUrl, accounts.moderator);
    await page.goto(`/details/${created.id}/edit`);
    const year = page.getByRole('textbox', { name: 'Год' });
    await expect.poll(() => year.inputValue()).toBe('1904');
    await year.fill('abcd');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Год — четыре цифры, например 1910').waitFor();
    await screenshot(page, 'forms-year-refused-390');
    expect(new URL(page.url()).pathname).toBe(`/details/${created.id}/edit`);
    expect((await api<{ year: number | null }>(`/api/archive/details/${created.id}`)).year).toBe(1904);
    // The server refuses it too, whoever sends it.
    const direct = await fetch(`${baseUrl}/api/archive/details/${created.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: { id: types[0]?.id }, year: 99 }),
    });
    expect(direct.status).toBe(400);
    expect(errors).toEqual([]);
    await context.close();
  });

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
    ['320', { width: 320, height: 700 }],
  ] as const) {
    it(`the description's link button asks in a dialog of the site at ${label} px, and a dropped GIF is refused in words`, async () => {
      const { context, page, errors } = await newPage(browser(), baseUrl, viewport);
      await signInAs(context, baseUrl, accounts.user);
      page.on('dialog', (dialog) => errors.push(`browser dialog: ${dialog.message()}`));
      await page.goto('/add');
      const editor = page.locator('.ql-editor').first();
      // All three tabs of the add page are in view, the last one («Производитель») not cut off.
      const tabs = page.getByRole('tablist');
      expect(await tabs.evaluate((list) => `${list.scrollWidth} of ${list.clientWidth} px`)).toMatch(/^(\d+) of \1 px$/);
      await editor.click();
      await page.keyboard.type('Щит образца 1910 года');
      await page.keyboard.press('Shift+Home');
      await page.locator('.ql-link').first().click();
      const dialog = page.getByRole('dialog', { name: 'Вставить ссылку' });
      await dialog.getByRole('textbox', { name: 'Адрес ссылки' }).fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Вставить' }).click();
      await dialog.getByText('Адрес должен начинаться с http:// или https://').waitFor();
      await screenshot(page, `forms-link-dialog-${label}`);
      await dialog.getByRole('textbox', { name: 'Адрес ссылки' }).fill('https://example.ru/shchit');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      expect(await editor.locator('a').getAttribute('href')).toBe('https://example.ru/shchit');
      expect(await editor.locator('a').textContent()).toBe('Щит образца 1910 года');
      // Enter in the dialog inserted the link; it did not send the item form around the editor.
      expect(new URL(page.url()).pathname).toBe('/add');

      await editor.evaluate((element) => {
        const data = new DataTransfer();
        data.items.add(new File(['GIF89a'], 'щит.gif', { type: 'image/gif' }));
        const box = element.getBoundingClientRect();
        element.dispatchEvent(
          new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, clientX: box.x + 5, clientY: box.y + 5 }),
        );
      });
      await page.getByText('«щит.gif» не вставлен: такой формат не принимается, можно вставить только PNG или JPEG').waitFor();
      expect(await editor.locator('img').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the photo picker refuses a file over the server’s limit before sending it', async () => {
    const limits = await api<{ maxBytes: number }>('/api/archive/photos/upload-limits');
    const { context, page, errors } = await newPage(browser(), baseUrl, DESKTOP);
    await signInAs(context, baseUrl, accounts.user);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/archive/photos')) uploads.push(request.url());
    });
    await page.goto('/add');
    // The limits are asked for when the form opens.
    await page.waitForResponse((response) => response.url().endsWith('/api/archive/photos/upload-limits'));
    await page.locator('input[type=file]').setInputFiles({
      name: 'огромное.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(limits.maxBytes + 1, 0xff),
    });
    await page.getByText(/^Файл слишком большой: .+, можно не больше 20,0 МБ$/).waitFor();
    expect(uploads).toEqual([]);
    await screenshot(page, 'forms-upload-too-large-1280');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an ended session says so, opens the login dialog, and the form keeps what was typed', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await signInAs(context, baseUrl, accounts.user);
    await page.goto('/add');
    await page.getByRole('tab', { name: 'Изделие' }).click();
    const name = page.getByRole('textbox', { name: /Название/ });
    await name.fill('Пулемёт для проверки сеанса');
    // The session ends elsewhere (logout in another tab, expiry): the stored token stops working.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').token as string);
    expect((await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(204);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Сеанс закончился. Войдите снова — введённое на странице не пропадёт.').waitFor();
    await page.getByRole('dialog', { name: 'Вход' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await screenshot(page, 'forms-session-ended-390');
    await page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Закрыть' }).click();
    expect(await name.inputValue()).toBe('Пулемёт для проверки сеанса');
    await context.close();
  });
});
