import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchChromium, newPage, PHONE, screenshot } from '../src/chromium';
import { logIn, signInAs } from '../src/sign-in';

describe.skipIf(!inject('chromium'))('editing a detail', () => {
  let browser: Browser;
  let detailId = 0;
  const baseUrl = inject('baseUrl');
  const accounts = inject('accounts');
  /** What an anonymous visitor is served (the server keeps these answers until a write). */
  const anonymousName = async () => {
    const response = await fetch(`${baseUrl}/api/archive/details/${detailId}`);
    return { name: ((await response.json()) as { name: string }).name, cache: response.headers.get('x-cache') };
  };

  beforeAll(async () => {
    browser = await launchChromium();
    const { token } = await logIn(baseUrl, accounts.moderator);
    const types = (await (await fetch(`${baseUrl}/api/archive/detail-types`)).json()) as { id: number; belongsTo: string }[];
    const type = types.find((candidate) => candidate.belongsTo === 'станок') ?? types[0];
    const created = await fetch(`${baseUrl}/api/archive/details`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Хобот до правки', year: 1916, belongsTo: 'станок', type: { id: type?.id } }),
    });
    expect(created.status).toBe(201);
    detailId = ((await created.json()) as { id: number }).id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a moderator saves a new name, and every visitor sees it at once', async () => {
    await anonymousName();
    expect(await anonymousName()).toEqual({ name: 'Хобот до правки', cache: 'hit' });

    const { context, page, errors } = await newPage(browser, baseUrl, DESKTOP);
    await signInAs(context, baseUrl, accounts.moderator);
    await page.goto(`/details/${detailId}/edit`);
    const name = page.getByRole('textbox', { name: 'Название' });
    await expect.poll(() => name.inputValue()).toBe('Хобот до правки');
    await name.fill('Хобот после правки');
    await screenshot(page, 'edit-detail-moderator');
    await page.getByRole('button', { name: 'Сохранить' }).click();

    await page.getByText('Изменения сохранены').waitFor();
    await page.waitForURL((url) => url.pathname === `/details/${detailId}`);
    await page.getByRole('heading', { level: 1, name: /Хобот после правки/ }).waitFor();
    expect((await anonymousName()).name).toBe('Хобот после правки');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a plain user on a phone proposes a change instead, and nothing changes until it is approved', async () => {
    const { context, page, errors } = await newPage(browser, baseUrl, PHONE);
    await signInAs(context, baseUrl, accounts.user);
    await page.goto(`/details/${detailId}/edit`);
    const name = page.getByRole('textbox', { name: 'Название' });
    await expect.poll(() => name.inputValue()).toBe('Хобот после правки');
    await name.fill('Хобот по мнению посетителя');
    await page.getByRole('button', { name: 'Сохранить' }).click();

    await page.getByText('Заявка на изменение отправлена на модерацию').waitFor();
    expect((await anonymousName()).name).toBe('Хобот после правки');
    await screenshot(page, 'edit-detail-proposal-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
