import type { Locator } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accountMenuEntry } from '../src/account-menu';
import { axeViolations } from '../src/axe';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { signInAs } from '../src/sign-in';
import { freshSeed, testJpeg } from '../src/test-image';

/** The pixels an `<img>` has drawn: 0 until it has loaded, and for one that failed. */
const loadedWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

describe.skipIf(!inject('chromium'))('a proposal from a plain user through moderation', () => {
  const browser = useChromium();

  it('a user proposes a detail with a photo, a moderator approves it, and it can be found', async () => {
    const baseUrl = inject('baseUrl');
    const accounts = inject('accounts');
    const name = `Щит проверочный ${Date.now().toString(36)}`;

    const user = await newPage(browser(), baseUrl, DESKTOP);
    await signInAs(user.context, baseUrl, accounts.user);
    await user.page.goto('/add');
    await user.page.getByRole('heading', { level: 1, name: 'Добавить в архив' }).waitFor();
    await user.page.getByRole('tab', { name: 'Деталь', selected: true }).waitFor();

    // Required fields first: nothing is sent without them.
    await user.page.getByRole('button', { name: 'Сохранить' }).click();
    // Counted once the form has answered the click (the messages render after it).
    await expect.poll(() => user.page.getByText('Это поле обязательно').count()).toBe(2);

    await user.page.getByLabel('Назначение').selectOption('станок');
    const type = user.page.getByRole('combobox', { name: 'Тип' });
    await type.click();
    await user.page.getByRole('listbox').getByRole('option').first().click();
    await user.page.getByRole('textbox', { name: 'Название' }).fill(name);
    await user.page.getByRole('textbox', { name: 'Год' }).fill('1915');
    await user.page.locator('.ql-editor').fill('Найден на складе в Туле.');
    // A fresh picture: the same bytes published by another spec would be that published photo,
    // whose file everyone may fetch (the check on the pending file below).
    await user.page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'shield.jpg', mimeType: 'image/jpeg', buffer: await testJpeg(freshSeed()) });
    await user.page.getByText('Фотографий: 1').waitFor();
    await screenshot(user.page, 'add-detail-filled');
    expect(await axeViolations(user.page, { include: 'main' })).toEqual([]);
    await user.page.getByRole('button', { name: 'Сохранить' }).click();
    await user.page.getByText('Заявка отправлена на модерацию').waitFor();
    // The form is reset after success.
    expect(await user.page.getByRole('textbox', { name: 'Название' }).inputValue()).toBe('');
    expect(await user.page.getByText('Фотографий: 0').count()).toBe(1);

    await (await accountMenuEntry(user.page, 'link', 'Мои заявки')).click();
    const mine = user.page.locator('article', { hasText: name });
    await mine.getByText(/на рассмотрении/).waitFor();
    // The pending photo is drawn for its uploader, and its file is nobody else's (ADR 048).
    const pendingThumb = mine.locator('img').first();
    await expect.poll(() => loadedWidth(pendingThumb)).toBeGreaterThan(0);
    const thumbUrl = new URL((await pendingThumb.getAttribute('src')) ?? '', baseUrl).href;
    expect((await fetch(thumbUrl)).status).toBe(404);

    const moderator = await newPage(browser(), baseUrl, DESKTOP);
    await signInAs(moderator.context, baseUrl, accounts.moderator);
    await moderator.page.goto('/moderation');
    const card = moderator.page.locator('article', { hasText: name });
    await card.waitFor();
    await card.getByText('Деталь · создание').waitFor();
    await card.getByText('1915').waitFor();
    await expect.poll(() => loadedWidth(card.locator('img').first())).toBeGreaterThan(0);
    await screenshot(moderator.page, 'moderation-pending');
    await card.getByRole('button', { name: 'Одобрить' }).click();
    await moderator.page.getByText('Заявка одобрена').waitFor();
    await card.waitFor({ state: 'detached' });
    await moderator.page.locator('.status-filter label', { hasText: 'Одобренные' }).click();
    expect(await moderator.page.getByLabel('Одобренные').isChecked()).toBe(true);
    await moderator.page.locator('article', { hasText: name }).waitFor();

    const found = (await (await fetch(`${baseUrl}/api/archive/search/all?q=${encodeURIComponent(name)}`)).json()) as {
      content: { kind: string; name: string; year: number; photos: unknown[] }[];
    };
    const hit = found.content.find((item) => item.name === name);
    expect(hit).toMatchObject({ kind: 'detail', year: 1915 });
    expect(hit?.photos).toHaveLength(1);
    const published = await fetch(thumbUrl);
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toContain('immutable');

    await user.page.reload();
    await user.page
      .locator('article', { hasText: name })
      .getByText(/одобрена/)
      .waitFor();
    await screenshot(user.page, 'my-requests');
    expect([...user.errors, ...moderator.errors]).toEqual([]);
    await user.context.close();
    await moderator.context.close();
  });

  it('asks a visitor at /moderation to sign in where they are, keeping the address', async () => {
    const { context, page } = await newPage(browser(), inject('baseUrl'), PHONE);
    await page.goto('/moderation');
    await page.getByText('Раздел модерации доступен только модераторам.').waitFor();
    await page.locator('main').getByRole('button', { name: 'Войти' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/moderation');
    await screenshot(page, 'moderation-visitor-390', { fullPage: false });
    await context.close();
  });
});
