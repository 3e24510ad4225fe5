import { describe, inject, it } from 'vitest';
import { catalogueAs, uniqueWord } from '../../src/catalogue';
import { useChromium } from '../../src/chromium';
import { followHeaderLink, JOURNEY_DEVICES, JOURNEY_TIMEOUT, press, signInByClicks, startJourney } from '../../src/journey';

describe.skipIf(!inject('chromium'))('journey: an admin edits a manufacturer and a type', () => {
  const browser = useChromium();

  for (const device of JOURNEY_DEVICES) {
    it(`at ${device.label} px`, { timeout: JOURNEY_TIMEOUT }, async () => {
      const baseUrl = inject('baseUrl');
      const admin = inject('accounts').admin;
      const staff = await catalogueAs(baseUrl, admin);
      const maker = uniqueWord('Завод ');
      const { id: makerId } = await staff.post('/manufacturers', { name: maker, description: '<p>Оружейный завод.</p>' });
      const typeName = uniqueWord('Ось ');
      await staff.post('/detail-types', { name: typeName, description: 'Ось колеса станка.', belongsTo: 'станок' });

      const { context, page, guard } = await startJourney(browser(), baseUrl, device);
      await signInByClicks(page, device, admin);
      await guard.check('signed in');

      await followHeaderLink(page, device, 'Производители', 'sections');
      await page.getByRole('heading', { level: 1, name: 'Производители' }).waitFor();
      await guard.check('the manufacturers');
      await press(device, page.locator('main').getByRole('link', { name: maker, exact: true }));
      await page.waitForURL((url) => url.pathname === `/manufacturers/${makerId}`);
      await page.getByRole('heading', { level: 1, name: maker }).waitFor();
      await guard.check('the manufacturer');
      await press(device, page.getByRole('button', { name: 'Редактировать' }));
      const renamed = `${maker} имени Ленина`;
      await page.getByLabel('Название', { exact: true }).fill(renamed);
      await page.getByLabel('Описание (HTML)').fill('<p>Оружейный завод, основан в 1712 году.</p>');
      await press(device, page.getByRole('button', { name: 'Сохранить' }));
      await page.locator('.toast--success', { hasText: 'Изменения сохранены.' }).waitFor();
      await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
      await page.getByText('Оружейный завод, основан в 1712 году.').waitFor();
      await guard.check('the manufacturer saved');
      // The list seen a minute ago shows the new name too.
      await followHeaderLink(page, device, 'Производители', 'sections');
      await page.locator('main').getByRole('link', { name: renamed, exact: true }).waitFor();
      await guard.check('the manufacturers after the change');

      await followHeaderLink(page, device, 'Типы деталей', 'sections');
      await page.getByRole('heading', { level: 1, name: 'Типы деталей' }).waitFor();
      await press(device, page.getByRole('tab', { name: 'станок' }));
      await guard.check('the types of mounts');
      await press(device, page.getByRole('button', { name: `Изменить «${typeName}»` }));
      const form = page.getByRole('form', { name: `Изменить «${typeName}»` });
      const retyped = `${typeName} передняя`;
      await form.getByRole('textbox', { name: 'Название', exact: true }).fill(retyped);
      await form.getByLabel('Описание').fill('Передняя ось колеса станка Соколова.');
      await press(device, form.getByRole('button', { name: 'Сохранить' }));
      await page.locator('.toast--success', { hasText: 'Сохранено' }).waitFor();
      const row = page.locator('.type-item').filter({ has: page.locator('.ref-row__name', { hasText: retyped }) });
      await row.getByText('Передняя ось колеса станка Соколова.').waitFor();
      await form.waitFor({ state: 'detached' });
      await guard.check('the type saved');
      await context.close();
    });
  }
});
