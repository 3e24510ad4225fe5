import { describe, expect, inject, it } from 'vitest';
import { uniqueWord } from '../../src/catalogue';
import { useChromium } from '../../src/chromium';
import {
  eventually,
  fillLogin,
  followHeaderLink,
  JOURNEY_DEVICES,
  JOURNEY_TIMEOUT,
  press,
  pressHeaderButton,
  startJourney,
} from '../../src/journey';
import { waitForMailLink } from '../../src/outbox';
import { freshSeed, testJpeg } from '../../src/test-image';

describe.skipIf(!inject('chromium'))('journey: a newcomer registers, confirms by mail and proposes a detail with two photos', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const username = uniqueWord('путь_');
      const account = { username, password: 'пулемёт-в-сарае-1910' };
      const email = `${Date.now().toString(36)}@example.ru`;
      const name = `Щит ${uniqueWord('Находка')}`;
      const { context, page, guard } = await startJourney(browser(), inject('baseUrl'), device);

      await pressHeaderButton(page, device, 'Регистрация');
      const signUp = page.getByRole('dialog', { name: 'Регистрация' });
      await signUp.getByLabel('Логин').fill(account.username);
      await signUp.getByLabel('Пароль').fill(account.password);
      await signUp.getByLabel('E-mail').fill(email);
      await press(device, signUp.getByRole('button', { name: 'Зарегистрироваться' }));
      await signUp.getByText(/подтвердите адрес по ссылке/).waitFor();
      await guard.check('registered');
      await press(device, signUp.getByRole('button', { name: 'Закрыть' }));
      await signUp.waitFor({ state: 'detached' });

      // The mailed link, opened as a mail program opens it.
      await page.goto(await waitForMailLink(inject('dataDir'), email, '/confirm-email'));
      await page.getByText('Адрес подтверждён. Теперь можно войти.').waitFor();
      await guard.check('the address confirmed');
      await press(device, page.locator('main').getByRole('button', { name: 'Войти' }));
      await fillLogin(page, device, account);
      await guard.check('signed in');

      await followHeaderLink(page, device, 'Добавить');
      await page.getByRole('heading', { level: 1, name: 'Добавить в архив' }).waitFor();
      await page.getByRole('tab', { name: 'Деталь', selected: true }).waitFor();
      await page.locator('.ql-editor').waitFor();
      await guard.check('the add page');
      await page.getByLabel('Назначение').selectOption('станок');
      await press(device, page.getByRole('combobox', { name: 'Тип' }));
      await press(device, page.getByRole('listbox').getByRole('option').first());
      await page.getByRole('textbox', { name: 'Название' }).fill(name);
      await page.getByRole('textbox', { name: 'Год' }).fill('1915');
      await page.locator('.ql-editor').fill('Нашёлся в сарае под Тулой, с клеймом на обороте.');
      const seed = freshSeed();
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), press(device, page.getByText('Выбрать файлы'))]);
      await chooser.setFiles([
        { name: 'щит-спереди.jpg', mimeType: 'image/jpeg', buffer: await testJpeg(seed) },
        { name: 'щит-сзади.jpg', mimeType: 'image/jpeg', buffer: await testJpeg(seed + 1) },
      ]);
      await page.getByText('Фотографий: 2', { exact: true }).waitFor();
      await guard.check('two photos uploaded');
      await press(device, page.getByRole('button', { name: 'Сохранить' }));
      await page.getByText('Заявка отправлена на модерацию').first().waitFor();
      await guard.check('the proposal sent');

      await followHeaderLink(page, device, 'Мои заявки', 'account');
      await page.getByRole('heading', { level: 1, name: 'Мои заявки' }).waitFor();
      const request = page.getByRole('article').filter({ hasText: name });
      await request.getByText(/Деталь · создание · на рассмотрении/).waitFor();
      const photos = request.locator('.request__photos img');
      await eventually(() => photos.count()).toBe(2);
      for (const photo of await photos.all()) {
        await photo.scrollIntoViewIfNeeded();
        await eventually(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
      expect(await request.getByText('1915').count()).toBe(1);
      await guard.check('the proposal in «Мои заявки»');
      await context.close();
    });
  }
});
