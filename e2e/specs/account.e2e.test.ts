import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accountMenuEntry } from '../src/account-menu';
import { axeViolations } from '../src/axe';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { waitForMailLink } from '../src/outbox';

const header = (page: Page) => page.locator('header.site-header');

/** Resolves once the page has drawn two more frames: whatever a click made React do is on screen. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

async function fillLogin(page: Page, username: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('Логин или e-mail').fill(username);
  await dialog.getByLabel('Пароль').fill(password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  return dialog;
}

describe.skipIf(!inject('chromium'))('an account from sign-up to logout', () => {
  const browser = useChromium();

  it('signs up, confirms through the mailed link, logs in and logs out', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
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
    const { context, page } = await newPage(browser(), inject('baseUrl'), PHONE);
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

  it('after a failed registration, a double click whose second press lands outside the shrunk dialog keeps «Почти готово!»', async () => {
    const { context, page } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    // The site's own user account holds this name already (registrations are limited per address).
    const taken = inject('accounts').user.username;
    const fresh = `e2t_${Date.now().toString(36)}`;

    await page.goto('/');
    await header(page).getByRole('button', { name: 'Регистрация' }).click();
    const signUp = page.getByRole('dialog', { name: 'Регистрация' });
    await signUp.getByLabel('Логин').fill(taken);
    await signUp.getByLabel('Пароль').fill('каштаны-на-площади-1910');
    await signUp.getByLabel('E-mail').fill(`${fresh}@example.ru`);
    const submit = signUp.getByRole('button', { name: 'Зарегистрироваться' });
    await submit.click();
    await signUp.getByRole('alert').waitFor();
    // One message, in the dialog: no toast repeats it.
    expect(await page.locator('.toast').count()).toBe(0);

    await signUp.getByLabel('Логин').fill(fresh);
    const box = await submit.boundingBox();
    if (!box) throw new Error('no submit button');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // The first click of a double click sends the form; the answer replaces it with the short notice...
    await page.mouse.click(x, y);
    await signUp.getByText(/^Почти готово!/).waitFor();
    // ...so the second press of the same double click falls on the backdrop, where the button was.
    expect(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.className, [x, y] as const)).toBe('dialog-backdrop');
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });
    await afterTwoFrames(page);
    expect(await signUp.getByText(/^Почти готово!/).isVisible()).toBe(true);
    await screenshot(page, 'account-registered-after-failure-1280', { fullPage: false });
    await page.setViewportSize(PHONE);
    await screenshot(page, 'account-registered-after-failure-390', { fullPage: false });
    await context.close();
  });

  it('on /en, after a refused password, a quick double click on «Register» keeps the dialog and says the account was made', async () => {
    const { context, page, errors } = await newPage(browser(), inject('baseUrl'), DESKTOP);
    const fresh = `e2d_${Date.now().toString(36)}`;
    await page.goto('/en/');
    await header(page).getByRole('button', { name: 'Register' }).click();
    const signUp = page.getByRole('dialog', { name: 'Register' });
    await signUp.getByLabel('Username').fill(fresh);
    await signUp.getByLabel('Password').fill('password');
    await signUp.getByLabel('E-mail').fill(`${fresh}@example.com`);
    const submit = signUp.getByRole('button', { name: 'Register' });
    await submit.click();
    await signUp
      .getByRole('alert')
      .getByText(/too common/)
      .waitFor();

    await signUp.getByLabel('Password').fill('chestnuts-on-the-square-1910');
    // Both presses before any answer: the first sends, the second must neither send again nor
    // follow the «Sign in» link that a shrinking form would have moved under the pointer.
    await submit.dblclick();
    await signUp.getByText(/^Almost done!/).waitFor();
    expect(await page.getByRole('dialog', { name: 'Sign in' }).count()).toBe(0);
    await waitForMailLink(inject('dataDir'), `${fresh}@example.com`, '/en/confirm-email');
    await screenshot(page, 'account-en-double-click-1280', { fullPage: false });
    expect(errors.filter((error) => !/\b400\b|too common/.test(error))).toEqual([]);
    await context.close();
  });

  it('after signing in, focus is on the account menu (wide) or stays on the menu button (phone), never on the body', async () => {
    const baseUrl = inject('baseUrl');
    const { username, password } = inject('accounts').user;
    const focused = (page: Page) =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active === document.body || !active ? 'body' : (active.getAttribute('aria-label') ?? active.textContent ?? '');
      });

    const wide = await newPage(browser(), baseUrl, DESKTOP);
    await wide.page.goto('/');
    await header(wide.page).getByRole('button', { name: 'Войти' }).click();
    await (await fillLogin(wide.page, username, password)).waitFor({ state: 'detached' });
    await header(wide.page)
      .getByRole('button', { name: `Меню пользователя ${username}` })
      .waitFor();
    await expect.poll(() => focused(wide.page)).toBe(`Меню пользователя ${username}`);
    await wide.context.close();

    const phone = await newPage(browser(), baseUrl, PHONE);
    await phone.page.goto('/');
    await phone.page.getByRole('button', { name: 'Открыть меню' }).click();
    await phone.page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Войти' }).click();
    await (await fillLogin(phone.page, username, password)).waitFor({ state: 'detached' });
    await phone.page.getByText(`Добро пожаловать, ${username}!`).waitFor();
    await expect.poll(() => focused(phone.page)).not.toBe('body');
    await phone.context.close();
  });

  it('offline, the reset dialog says there is no connection (not «не найден»), and the home page shows its own states without a toast', async () => {
    for (const [viewport, name] of [
      [DESKTOP, '1280'],
      [PHONE, '390'],
    ] as const) {
      const { context, page } = await newPage(browser(), inject('baseUrl'), viewport);
      // A visitor arriving while the server cannot be reached: each block says what it could not show.
      await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await page.goto('/');
      await page.getByText('Не удалось загрузить новинки').waitFor();
      expect(await page.locator('.toast').count()).toBe(0);
      await screenshot(page, `offline-home-${name}`);

      if (name === '1280') await header(page).getByRole('button', { name: 'Войти' }).click();
      else {
        await page.getByRole('button', { name: 'Открыть меню' }).click();
        await page.getByRole('dialog', { name: 'Меню' }).getByRole('button', { name: 'Войти' }).click();
      }
      await page.getByRole('dialog', { name: 'Вход' }).getByRole('button', { name: 'Забыли пароль?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Сброс пароля' });
      await forgot.getByLabel('E-mail или логин').fill('кто-то@example.ru');
      await forgot.getByRole('button', { name: 'Отправить ссылку' }).click();
      await forgot.getByText('Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.').waitFor();
      expect(await page.getByText(/не найден/).count()).toBe(0);
      expect(await page.locator('.toast').count()).toBe(0);
      await screenshot(page, `offline-forgot-${name}`, { fullPage: false });
      await context.close();
    }
  });
});
