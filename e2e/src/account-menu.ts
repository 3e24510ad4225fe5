import type { Locator, Page } from 'playwright-core';

/**
 * An entry of the signed-in account's menu in the header (Профиль, Мои заявки, Выйти): on a
 * wide screen the entries sit under the user's name, so the menu is opened first.
 */
export async function accountMenuEntry(page: Page, role: 'link' | 'button', name: string): Promise<Locator> {
  const header = page.locator('header.site-header');
  await header.getByRole('button', { name: /^Меню пользователя / }).click();
  return header.getByRole(role, { name });
}
