import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { logIn, signInAs } from '../src/sign-in';

describe.skipIf(!inject('chromium'))('editing a detail', () => {
  const browser = useChromium();
  let detailId = 0;
  let token = '';
  const baseUrl = inject('baseUrl');
  const accounts = inject('accounts');
  /** A new item made by the moderator through the API; answers its id. */
  const createItem = async (kind: 'products' | 'details', body: Record<string, unknown>) => {
    const created = await fetch(`${baseUrl}/api/archive/${kind}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    expect(created.status).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  let typeId = 0;
  /** What an anonymous visitor is served (the server keeps these answers until a write). */
  const anonymousName = async () => {
    const response = await fetch(`${baseUrl}/api/archive/details/${detailId}`);
    return { name: ((await response.json()) as { name: string }).name, cache: response.headers.get('x-cache') };
  };

  beforeAll(async () => {
    token = (await logIn(baseUrl, accounts.moderator)).token;
    const types = (await (await fetch(`${baseUrl}/api/archive/detail-types`)).json()) as { id: number; belongsTo: string }[];
    typeId = (types.find((candidate) => candidate.belongsTo === 'станок') ?? types[0])?.id ?? 0;
    detailId = await createItem('details', { name: 'Хобот до правки', year: 1916, belongsTo: 'станок', type: { id: typeId } });
  });

  it('a moderator saves a new name, and every visitor sees it at once', async () => {
    await anonymousName();
    expect(await anonymousName()).toEqual({ name: 'Хобот до правки', cache: 'hit' });

    const { context, page, errors } = await newPage(browser(), baseUrl, DESKTOP);
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
    const { context, page, errors } = await newPage(browser(), baseUrl, PHONE);
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

  // The item page has just read the item (fresh in the cache for 30 s) when «Редактировать» is clicked.
  for (const kind of ['products', 'details'] as const) {
    it(`«Редактировать» on a ${kind === 'products' ? 'product' : 'detail'} page opens the edit form at once`, async () => {
      const name = kind === 'products' ? 'Станок для правки' : 'Щит для правки';
      const id = await createItem(kind, kind === 'products' ? { name } : { name, belongsTo: 'станок', type: { id: typeId } });
      const { context, page, errors } = await newPage(browser(), baseUrl, DESKTOP);
      await signInAs(context, baseUrl, accounts.moderator);
      await page.goto(`/${kind}/${id}`);
      await page.getByRole('heading', { level: 1, name: new RegExp(name) }).waitFor();
      await page.getByRole('link', { name: 'Редактировать' }).click();
      await page.waitForURL((url) => url.pathname === `/${kind}/${id}/edit`);
      const field = page.getByRole('textbox', { name: 'Название' });
      await field.waitFor();
      expect(await field.inputValue()).toBe(name);
      expect(await page.title()).toBe(`Правка ${kind === 'products' ? 'изделия' : 'детали'} №${id} — Музей «Тульский Максим»`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('deleting from an edit page opened by a link lands on the list of details with a success message', async () => {
    const id = await createItem('details', { name: 'Щит на удаление', belongsTo: 'станок', type: { id: typeId } });
    const { context, page, errors } = await newPage(browser(), baseUrl, PHONE);
    await signInAs(context, baseUrl, accounts.moderator);
    await page.goto(`/details/${id}/edit`);
    await page.getByRole('textbox', { name: 'Название' }).waitFor();
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: 'Удалить' }).click();
    await page.waitForURL((url) => url.pathname === '/details');
    await page.getByText('Удалено', { exact: true }).waitFor();
    expect((await fetch(`${baseUrl}/api/archive/details/${id}`)).status).toBe(404);
    expect(errors).toEqual([]);
    await context.close();
  });
});
