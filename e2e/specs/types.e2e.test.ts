import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, newPage, PHONE, screenshot, useChromium } from '../src/chromium';
import { signInAs } from '../src/sign-in';

describe.skipIf(!inject('chromium'))('the types page', () => {
  const browser = useChromium();

  it('shows types by purpose to everyone, without admin controls', async () => {
    const { context, page } = await newPage(browser(), inject('baseUrl'), PHONE);
    await page.goto('/types');
    await page.getByRole('tab', { name: 'станок' }).click();
    await page.locator('.type-item').first().waitFor();
    expect(await page.getByRole('button', { name: /^Изменить/ }).count()).toBe(0);
    await page.locator('.type-item summary').first().click();
    await screenshot(page, 'types-phone');
    await context.close();
  });

  it('lets an admin edit a type', async () => {
    const baseUrl = inject('baseUrl');
    const { context, page, errors } = await newPage(browser(), baseUrl, DESKTOP);
    await signInAs(context, baseUrl, inject('accounts').admin);
    await page.goto('/types');
    await page.getByRole('tab', { name: 'станок' }).click();
    const first = page.locator('.type-item').first();
    const name = (await first.locator('.ref-row__name').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Изменить «${name}»` }).click();
    const form = page.getByRole('form', { name: `Изменить «${name}»` });
    const description = `Описание из проверки ${Date.now().toString(36)}`;
    await form.getByLabel('Описание').fill(description);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    // Saved: the form closes and the list shows the new text (the form's own field held it before).
    await form.waitFor({ state: 'detached' });
    await page.locator('.type-item').getByText(description).waitFor();
    await screenshot(page, 'types-admin');
    const types = (await (await fetch(`${baseUrl}/api/archive/detail-types`)).json()) as { name: string; description: string | null }[];
    expect(types.find((type) => type.name === name)?.description).toContain(description);
    expect(errors).toEqual([]);
    await context.close();
  });
});
