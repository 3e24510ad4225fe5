import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accountMenuEntry } from '../src/account-menu';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { confirmedAccount } from '../src/sign-in';

const header = (page: Page) => page.locator('header.site-header');

/** A fresh confirmed account through the API, so changing its password touches no other spec. */
function freshAccount(baseUrl: string) {
  const username = `e2e_pr_${Date.now().toString(36)}`;
  return confirmedAccount(baseUrl, inject('dataDir'), {
    username,
    email: `${username}@example.ru`,
    password: 'первый-пароль-профиля-1910',
  });
}

async function fillLogin(page: Page, username: string, password: string) {
  await header(page).getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await dialog.getByLabel('Логин или e-mail').fill(username);
  await dialog.getByLabel('Пароль').fill(password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  return dialog;
}

/** The code the authenticator app would show now. */
const STEP_MS = 30_000;
/** The code of a 30-second step, as an authenticator app shows it then. */
const codeOfStep = (secret: string, step: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * STEP_MS });
const stepNow = () => Math.floor(Date.now() / STEP_MS);

describe.skipIf(!inject('chromium'))('the profile page', () => {
  const browser = useChromium();

  it('changes the password, sets up TOTP with a scanned key, and signs in with a code', async () => {
    const baseUrl = inject('baseUrl');
    const account = await freshAccount(baseUrl);
    const newPassword = 'второй-пароль-профиля-1941';
    const { page, errors } = await newPage(browser(), baseUrl, DESKTOP);

    await page.goto('/');
    await (await fillLogin(page, account.username, account.password)).waitFor({ state: 'detached' });
    await (await accountMenuEntry(page, 'link', 'Профиль')).click();
    await page.getByRole('heading', { level: 1, name: 'Профиль' }).waitFor();
    await page.getByText('Этот браузер').waitFor();

    await page.getByLabel('Текущий пароль').fill(account.password);
    await page.getByLabel('Новый пароль').fill(newPassword);
    await page.getByRole('button', { name: 'Сменить пароль' }).click();
    await page.getByText('Пароль изменён. Входы на других устройствах завершены.').waitFor();

    await page.getByRole('button', { name: 'Включить второй фактор' }).click();
    const secret = (await page.locator('.totp__secret code').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByRole('img', { name: 'QR-код для приложения-аутентификатора' }).waitFor();
    for (const [viewport, name] of [
      [DESKTOP, 'profile-1280'],
      [PHONE, 'profile-390'],
      [{ width: 320, height: 700 }, 'profile-320'],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, name);
    }
    await page.setViewportSize(DESKTOP);
    const enableStep = stepNow();
    await page.getByLabel('Код из приложения').fill(codeOfStep(secret, enableStep));
    // Turning the factor on asks for the password too (ADR 046).
    const setupForm = page.locator('form', { has: page.getByRole('button', { name: 'Подтвердить' }) });
    await setupForm.getByLabel('Текущий пароль').fill(newPassword);
    await page.getByRole('button', { name: 'Подтвердить' }).click();

    await page.getByRole('heading', { name: 'Коды восстановления' }).waitFor();
    expect(await page.locator('.totp__code-list li').count()).toBe(10);
    await screenshot(page, 'profile-recovery-codes');
    await page.getByRole('button', { name: 'Я сохранил коды' }).click();
    await page.getByText(/^Включён\./).waitFor();
    // With the factor on, every change asks for the password and a code (ADR 046).
    await page.getByRole('heading', { name: 'Новые коды восстановления' }).waitFor();
    for (const [viewport, name] of [
      [DESKTOP, 'profile-factor-on-1280'],
      [PHONE, 'profile-factor-on-390'],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, name);
    }
    await page.setViewportSize(DESKTOP);

    await (await accountMenuEntry(page, 'button', 'Выйти')).click();
    // A step's code is accepted once, and the server takes the steps next to now (a phone's clock a
    // little ahead): still in the step that turned the factor on, sign in with the next step's code.
    const dialog = await fillLogin(page, account.username, newPassword);
    await dialog.getByLabel('Код').fill(codeOfStep(secret, Math.max(enableStep + 1, stepNow())));
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await dialog.waitFor({ state: 'detached' });
    await header(page).getByText(account.username).waitFor();
    expect(errors).toEqual([]);
  }, 150_000);

  it('«Завершить» on this browser’s own session signs out to the home page and says so', async () => {
    const baseUrl = inject('baseUrl');
    const { username, password } = inject('accounts').user;
    for (const [viewport, name] of [
      [DESKTOP, '1280'],
      [PHONE, '390'],
    ] as const) {
      const { context, page, errors } = await newPage(browser(), baseUrl, viewport);
      // The page prompts a visitor to sign in for what this page holds.
      await page.goto('/profile');
      await page.getByText('Войдите, чтобы увидеть свой профиль: пароль, сеансы входа и второй фактор.').waitFor();
      await screenshot(page, `profile-sign-in-prompt-${name}`);
      await page.locator('main').getByRole('button', { name: 'Войти' }).click();
      const dialog = page.getByRole('dialog', { name: 'Вход' });
      await dialog.getByLabel('Логин или e-mail').fill(username);
      await dialog.getByLabel('Пароль').fill(password);
      await dialog.getByRole('button', { name: 'Войти' }).click();
      await dialog.waitFor({ state: 'detached' });
      const current = page.locator('.sessions__item', { hasText: 'Этот браузер' });
      await current.getByRole('button', { name: /^Завершить/ }).click();

      await page.waitForURL((url) => url.pathname === '/');
      await page.getByText('Сеанс в этом браузере завершён: вы вышли из аккаунта.').waitFor();
      await screenshot(page, `profile-ended-own-session-${name}`, { fullPage: false });
      await page.getByRole('heading', { name: 'Новинки на сайте' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.locator('.toast--error').count()).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('gives an admin «Пользователи» in the account menu, where a second factor is reset after a confirmation', async () => {
    const baseUrl = inject('baseUrl');
    const { admin, user } = inject('accounts');
    const { context, page, errors } = await newPage(browser(), baseUrl, DESKTOP);
    await page.goto('/');
    await (await fillLogin(page, admin.username, admin.password)).waitFor({ state: 'detached' });
    await (await accountMenuEntry(page, 'link', 'Пользователи')).click();
    await page.getByRole('heading', { level: 1, name: 'Пользователи' }).waitFor();
    await page.getByLabel('Логин').fill(user.username);
    const confirmed = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      });
    });
    await page.getByRole('button', { name: 'Сбросить второй фактор' }).click();
    expect(await confirmed).toContain(`Сбросить второй фактор пользователя «${user.username}»?`);
    // That account has no factor: the server says so, beside the form.
    await page.getByText(`У пользователя «${user.username}» второй фактор не включён`).waitFor();
    for (const [viewport, name] of [
      [DESKTOP, 'admin-users-1280'],
      [PHONE, 'admin-users-390'],
    ] as const) {
      await page.setViewportSize(viewport);
      await screenshot(page, name);
    }
    // The browser reports the refused call (409), and the app logs the failure it shows; nothing else went wrong.
    expect(errors.filter((error) => !error.includes('409') && !error.includes('второй фактор не включён'))).toEqual([]);
    await context.close();
  });

  it('asks a visitor on «Мои заявки» to sign in to see their proposals', async () => {
    const { context, page } = await newPage(browser(), inject('baseUrl'), PHONE);
    await page.goto('/my-requests');
    await page.getByText('Войдите, чтобы увидеть свои заявки и решения модераторов по ним.').waitFor();
    expect(await page.getByText(/материал/).count()).toBe(0);
    await screenshot(page, 'my-requests-sign-in-prompt-390');
    await context.close();
  });
});
