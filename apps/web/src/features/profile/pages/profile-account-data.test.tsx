import type { MeDto, Problem, SessionListDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { buildMe } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, noContent, recordRequests, server } from '../../../test/server';
import { ProfilePage } from './profile-page';

/** A 400 problem on a body field, as the server refuses a wrong password or code. */
const onField = (field: string, message: string) =>
  HttpResponse.json(
    {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'BAD_PASSWORD',
      detail: message,
      errors: [{ path: `/body/${field}`, message }],
    } satisfies Problem,
    { status: 400, headers: { 'content-type': 'application/problem+json' } },
  );

function mockAccount(secondFactor = false) {
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ username: 'ivan', email: 'ivan@example.org', secondFactor })),
    api.get<SessionListDto>('/api/auth/sessions', () => []),
  );
  return recordRequests();
}

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the profile’s «Ваши данные»', () => {
  it('downloads the account’s export with the session’s token, under the server’s file name', async () => {
    const requests = mockAccount();
    server.use(
      api.get<never>(
        '/api/auth/me/export',
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="account-export-2026-11-29.zip"' },
          }),
      ),
    );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Скачать мои данные' }));
    await waitFor(() => expect(clicked).toEqual(['blob:export account-export-2026-11-29.zip']));
    expect(created).toHaveBeenCalledOnce();
    const asked = requests.find((request) => new URL(request.url).pathname === '/api/auth/me/export');
    expect(asked?.headers.get('authorization')).toBe('Bearer t');
  });

  it('deletes the account after the password and the code: signed out, home, told so', async () => {
    expectConsoleErrors();
    const requests = mockAccount(true);
    let tries = 0;
    server.use(api.delete<never>('/api/auth/me', () => (++tries === 1 ? onField('password', 'Неверный пароль') : noContent())));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Удалить аккаунт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аккаунт?' });
    await user.type(within(dialog).getByLabelText('Текущий пароль'), 'wrong-password');
    await user.type(within(dialog).getByLabelText('Код из приложения'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Текущий пароль')).toHaveAccessibleDescription('Неверный пароль'));
    expect(getSession()).not.toBeNull();

    await user.clear(within(dialog).getByLabelText('Текущий пароль'));
    await user.type(within(dialog).getByLabelText('Текущий пароль'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить навсегда' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
    expect(getToasts().map((toast) => toast.text)).toContain('Аккаунт удалён.');
    expect(await bodiesSent(requests, 'DELETE', '/api/auth/me')).toEqual([
      { password: 'wrong-password', code: '123456' },
      { password: 'right-password', code: '123456' },
    ]);
  });

  it('asks only the password when the second factor is off', async () => {
    mockAccount(false);
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    await user.click(await screen.findByRole('button', { name: 'Удалить аккаунт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аккаунт?' });
    expect(within(dialog).queryByLabelText('Код из приложения')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getSession()).not.toBeNull();
  });

  it('turns the want list’s mails off with a checkbox, and shows the setting the account answers', async () => {
    let wantedMail = true;
    server.use(
      api.get<MeDto>('/api/auth/me', () => buildMe({ username: 'ivan', wantedMail })),
      api.get<SessionListDto>('/api/auth/sessions', () => []),
      api.put<never>('/api/auth/wanted-mail', async ({ request }) => {
        wantedMail = ((await request.json()) as { wantedMail: boolean }).wantedMail;
        return noContent();
      }),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ProfilePage />);
    const box = await screen.findByRole('checkbox', { name: 'Присылать письмо, когда в каталоге появляется номер из списка «Ищу»' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(await bodiesSent(requests, 'PUT', '/api/auth/wanted-mail')).toEqual([{ wantedMail: false }]);
    await waitFor(() => expect(box).not.toBeChecked());
    await waitFor(() => expect(box).toBeEnabled());
  });
});
