import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountMenuEntry } from '../src/account-menu';
import { axeViolations } from '../src/axe';
import { DESKTOP, launchChromium, newPage, PHONE, screenshot } from '../src/chromium';
import { waitForMailLink } from '../src/outbox';

const header = (page: Page) => page.locator('header.site-header');

async function fillLogin(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('Логин или e-mail').fill(username);
  await dialog.getByLabel('Пароль').fill(password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  return dialog;
}

describe.skipIf(!inject('chromium'))('an account from sign-up to logout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs up, confirms through the mailed link, logs in and logs out', async () => {
    const { context, page, errors } = await newPage(browser, inject('baseUrl'), DESKTOP);
    const username = `e2e_${Date.now().toString(36)}`;
    const email = `${username}@example.ru`;
    const password = 'каштаны-на-площади-1910';

    await page.goto('/');
    await header(page).getByRole('button', { name: 'Регистрация' }).click();
    const signUp = page.getByRole('dialog', { name: 'Регистрация' });
    await signUp.waitFor();
    expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await signUp.getByLabel('Логин').fill(username);
    await signUp.getByLabel('Пароль').fill(password);
    await signUp.getByLabel('E-mail').fill(email);
    await signUp.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await signUp.getByText(/подтвердите адрес по ссылке/).waitFor();
    await screenshot(page, 'account-registered');
    await page.keyboard.press('Escape');

    // Before confirming, login says so and offers to resend the mail.
    await header(page).getByRole('button', { name: 'Войти' }).click();
    const early = await fillLogin(page, username, password);
    await early.getByText('Аккаунт не подтверждён. Можно отправить письмо ещё раз.').waitFor();
    await early.getByRole('button', { name: 'Отправить письмо ещё раз' }).click();
    await early.getByText('Если аккаунт ждёт подтверждения, мы отправили письмо ещё раз.').waitFor();
    await page.keyboard.press('Escape');

    const link = await waitForMailLink(inject('dataDir'), email, '/confirm-email');
    expect(new URL(link).origin).toBe(inject('baseUrl'));
    await page.goto(link);
    await page.getByText('Адрес подтверждён. Теперь можно войти.').waitFor();
    await page.locator('main').getByRole('button', { name: 'Войти' }).click();
    const dialog = await fillLogin(page, username, password);
    await dialog.waitFor({ state: 'detached' });
    await header(page).getByText(username).waitFor();
    await header(page).getByRole('link', { name: 'Добавить' }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Модерация' }).count()).toBe(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    expect(stored).toMatchObject({ role: 'USER' });
    expect(typeof stored.token).toBe('string');

    // The session survives a new page load (the current user is loaded at start).
    await page.goto('/');
    await header(page).getByText(username).waitFor();
    await screenshot(page, 'account-logged-in');

    await (await accountMenuEntry(page, 'button', 'Выйти')).click();
    await header(page).getByRole('button', { name: 'Войти' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    expect(await header(page).getByRole('link', { name: 'Добавить' }).count()).toBe(0);
    // The old token no longer works on the server either.
    const status = await page.evaluate(
      (token) => fetch('/api/auth/me', { headers: { authorization: `Bearer ${token}` } }).then((res) => res.status),
      stored.token as string,
    );
    expect(status).toBe(401);
    // Failed calls (the unconfirmed login, the revoked token) are logged on purpose; nothing else may be.
    expect(errors.filter((error) => !error.startsWith('ApiError') && !error.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password through the mailed link, on a phone', async () => {
    const { context, page } = await newPage(browser, inject('baseUrl'), PHONE);
    const username = `e2r_${Date.now().toString(36)}`;
    const email = `${username}@example.ru`;
    await page.goto('/register');
    const main = page.locator('main');
    await main.getByLabel('Логин').fill(username);
    await main.getByLabel('Пароль').fill('первый-пароль-1905');
    await main.getByLabel('E-mail').fill(email);
    await main.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await main.getByText(/подтвердите адрес по ссылке/).waitFor();
    await page.goto(await waitForMailLink(inject('dataDir'), email, '/confirm-email'));
    await page.getByText('Адрес подтверждён. Теперь можно войти.').waitFor();

    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Войти' }).click();
    await page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Забыли пароль?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Сброс пароля' });
    await forgot.getByLabel('E-mail или логин').fill(email);
    await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
    await forgot.waitFor({ state: 'detached' });
    await page.getByText(/Ссылка для сброса пароля отправлена/).waitFor();

    await page.goto(await waitForMailLink(inject('dataDir'), email, '/reset-password'));
    await page.locator('main').getByLabel('Новый пароль').fill('второй-пароль-1910');
    await page.locator('main').getByRole('button', { name: 'Сохранить пароль' }).click();
    await page.getByText('Пароль изменён. Войдите с новым паролем.').waitFor();
    await screenshot(page, 'account-password-reset-phone');
    await page.locator('main').getByRole('button', { name: 'Войти' }).click();
    const dialog = await fillLogin(page, username, 'второй-пароль-1910');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'))).toMatchObject({ role: 'USER' });
    await context.close();
  });
});
