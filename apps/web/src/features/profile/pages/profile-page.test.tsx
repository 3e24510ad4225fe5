import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { jsonResponse, problem, renderWithProviders } from '../../../test/render';
import { ProfilePage } from './profile-page';

const sessions = [
  { id: 7, createdAt: '2026-11-20T09:00:00Z', lastUsedAt: '2026-11-23T10:00:00Z', agent: 'Firefox 133, Linux', current: true },
  { id: 3, createdAt: '2026-11-01T09:00:00Z', lastUsedAt: '2026-11-10T18:30:00Z', agent: 'Safari 17, iOS', current: false },
];

type Handler = (init: RequestInit | undefined) => Response;

/** Answers by "METHOD path"; records each call with its body. */
function mockApi(overrides: Record<string, Handler> = {}, secondFactor = false) {
  const calls: { call: string; body: unknown }[] = [];
  const state = { secondFactor };
  const handlers: Record<string, Handler> = {
    'GET /api/auth/me': () =>
      jsonResponse(200, { id: 1, username: 'ivan', email: 'ivan@example.org', roles: ['ROLE_USER'], secondFactor: state.secondFactor }),
    'GET /api/auth/sessions': () => jsonResponse(200, sessions),
    'POST /api/auth/change-password': () => new Response(null, { status: 204 }),
    'DELETE /api/auth/sessions/3': () => new Response(null, { status: 204 }),
    'DELETE /api/auth/sessions/7': () => new Response(null, { status: 204 }),
    'POST /api/auth/totp/setup': () =>
      jsonResponse(200, {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/ivan?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      }),
    'POST /api/auth/totp/enable': () => {
      state.secondFactor = true;
      return jsonResponse(200, { recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] });
    },
    'POST /api/auth/totp/disable': () => {
      state.secondFactor = false;
      return new Response(null, { status: 204 });
    },
    ...overrides,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = `${init?.method ?? 'GET'} ${url}`;
      calls.push({ call, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return handlers[call]?.(init) ?? jsonResponse(404, {});
    }),
  );
  return calls;
}

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
});

describe('ProfilePage', () => {
  it('asks a visitor to sign in', async () => {
    setSession(null);
    mockApi();
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('changes the password, sending both fields, and shows the server’s reason when refused', async () => {
    expectConsoleErrors();
    const answers = [() => problem(400, 'BAD_CURRENT_PASSWORD', 'Неверный текущий пароль'), () => new Response(null, { status: 204 })];
    const calls = mockApi({ 'POST /api/auth/change-password': () => (answers.shift() as () => Response)() });
    renderWithProviders(<ProfilePage />);
    await userEvent.type(await screen.findByLabelText('Текущий пароль'), 'старый пароль');
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'новый длинный пароль');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный текущий пароль');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль изменён. Входы на других устройствах завершены.')).toBeInTheDocument();
    expect(calls.filter((c) => c.call === 'POST /api/auth/change-password').map((c) => c.body)).toEqual([
      { currentPassword: 'старый пароль', newPassword: 'новый длинный пароль' },
      { currentPassword: 'старый пароль', newPassword: 'новый длинный пароль' },
    ]);
    expect(screen.getByLabelText('Текущий пароль')).toHaveValue('');
  });

  it('lists sessions, marks this browser, and ends another one with «Завершить»', async () => {
    const calls = mockApi();
    renderWithProviders(<ProfilePage />);
    const other = (await screen.findByText('Safari 17, iOS')).closest('li') as HTMLElement;
    const current = screen.getByText('Firefox 133, Linux').closest('li') as HTMLElement;
    expect(within(current).getByText('Этот браузер')).toBeInTheDocument();
    expect(within(other).queryByText('Этот браузер')).toBeNull();
    await userEvent.click(within(other).getByRole('button', { name: /Завершить/ }));
    await waitFor(() => expect(calls.some((c) => c.call === 'DELETE /api/auth/sessions/3')).toBe(true));
    expect(getSession()).not.toBeNull();
  });

  it('signs out when this browser’s own session is ended', async () => {
    mockApi();
    renderWithProviders(<ProfilePage />);
    const current = (await screen.findByText('Firefox 133, Linux')).closest('li') as HTMLElement;
    await userEvent.click(within(current).getByRole('button', { name: /Завершить/ }));
    await waitFor(() => expect(getSession()).toBeNull());
  });

  it('sets the second factor up: QR and key, a code to confirm, then the recovery codes once', async () => {
    const calls = mockApi();
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('Выключен. При входе спрашивается только пароль.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Включить второй фактор' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR-код для приложения-аутентификатора' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await userEvent.type(screen.getByLabelText('Код из приложения'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('abcde-fghjk')).toBeInTheDocument();
    expect(screen.getByText('mnpqr-stuvw')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/auth/totp/enable')?.body).toEqual({ code: '123456' });
    await userEvent.click(screen.getByRole('button', { name: 'Я сохранил коды' }));
    expect(screen.queryByText('abcde-fghjk')).toBeNull();
    expect(await screen.findByText(/^Включён\./)).toBeInTheDocument();
  });

  it('shows a refused confirmation code and lets the setup be cancelled', async () => {
    expectConsoleErrors();
    mockApi({
      'POST /api/auth/totp/enable': () =>
        problem(400, 'BAD_SECOND_FACTOR', 'Код не подошёл. Проверьте время на телефоне и введите новый код'),
    });
    renderWithProviders(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Включить второй фактор' }));
    await userEvent.type(await screen.findByLabelText('Код из приложения'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Код не подошёл');
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('button', { name: 'Включить второй фактор' })).toBeInTheDocument();
  });

  it('turns the second factor off with the current password', async () => {
    const calls = mockApi({}, true);
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText(/^Включён\./)).toBeInTheDocument();
    const form = screen.getByRole('heading', { name: 'Выключить второй фактор' }).closest('form') as HTMLElement;
    await userEvent.type(within(form).getByLabelText('Текущий пароль'), 'мой пароль');
    await userEvent.click(within(form).getByRole('button', { name: 'Выключить' }));
    expect(await screen.findByText('Выключен. При входе спрашивается только пароль.')).toBeInTheDocument();
    expect(calls.find((c) => c.call === 'POST /api/auth/totp/disable')?.body).toEqual({ currentPassword: 'мой пароль' });
  });
});
