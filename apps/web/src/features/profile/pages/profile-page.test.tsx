import type { MeDto, Problem, RecoveryCodesDto, SessionListDto, TotpSetupDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, type RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { buildMe } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, inTurn, noContent, problemAnswer, recordRequests, requestLine, server } from '../../../test/server';
import { ProfilePage } from './profile-page';

const sessions: SessionListDto = [
  { id: 7, createdAt: '2026-11-20T09:00:00Z', lastUsedAt: '2026-11-23T10:00:00Z', agent: 'Firefox 133, Linux', current: true },
  { id: 3, createdAt: '2026-11-01T09:00:00Z', lastUsedAt: '2026-11-10T18:30:00Z', agent: 'Safari 17, iOS', current: false },
];

/** A 400 problem that names the field it is about, as the server answers a failed re-authentication. */
const onField = (code: string, field: string, message: string) => {
  const problem = {
    type: 'about:blank',
    title: 'Bad Request',
    status: 400,
    code,
    detail: message,
    errors: [{ path: `/body/${field}`, message }],
  };
  return HttpResponse.json(problem satisfies Problem, { status: 400, headers: { 'content-type': 'application/problem+json' } });
};

/** The account API, with `overrides` put before it; returns every request, to read what was sent. */
function mockApi(overrides: RequestHandler[] = [], secondFactor = false) {
  const state = { secondFactor };
  server.use(
    ...overrides,
    api.get<MeDto>('/api/auth/me', () =>
      buildMe({ username: 'ivan', email: 'ivan@example.org', roles: ['ROLE_USER'], secondFactor: state.secondFactor }),
    ),
    api.get<SessionListDto>('/api/auth/sessions', () => sessions),
    api.post<never>('/api/auth/change-password', noContent),
    api.delete<never>('/api/auth/sessions/:id', ({ params }) => (['3', '7'].includes(String(params.id)) ? noContent() : undefined)),
    api.post<TotpSetupDto>('/api/auth/totp/setup', () => ({
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/ivan?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    })),
    api.post<RecoveryCodesDto>('/api/auth/totp/enable', () => {
      state.secondFactor = true;
      return { recoveryCodes: ['abcde-fghjk', 'mnpqr-stuvw'] };
    }),
    api.post<never>('/api/auth/totp/disable', () => {
      state.secondFactor = false;
      return noContent();
    }),
    api.post<RecoveryCodesDto>('/api/auth/totp/recovery-codes', () => ({ recoveryCodes: ['zzzzz-yyyyy', 'xxxxx-wwwww'] })),
  );
  return recordRequests();
}

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
});

describe('ProfilePage', () => {
  it('asks a visitor to sign in to see the profile', async () => {
    setSession(null);
    mockApi();
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(screen.getByText('Войдите, чтобы увидеть свой профиль: пароль, сеансы входа и второй фактор.')).toBeInTheDocument();
    expect(screen.queryByText(/материал/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('changes the password, sending both fields, and shows the server’s reason when refused', async () => {
    expectConsoleErrors();
    const requests = mockApi([
      api.post<never>(
        '/api/auth/change-password',
        inTurn(problemAnswer(400, 'BAD_CURRENT_PASSWORD', 'Неверный текущий пароль'), noContent()),
      ),
    ]);
    renderWithProviders(<ProfilePage />);
    await userEvent.type(await screen.findByLabelText('Текущий пароль'), 'старый пароль');
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'новый длинный пароль');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный текущий пароль');
    expect(getToasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароль изменён. Входы на других устройствах завершены.')).toBeInTheDocument();
    expect(await bodiesSent(requests, 'POST', '/api/auth/change-password')).toEqual([
      { currentPassword: 'старый пароль', newPassword: 'новый длинный пароль' },
      { currentPassword: 'старый пароль', newPassword: 'новый длинный пароль' },
    ]);
    expect(screen.getByLabelText('Текущий пароль')).toHaveValue('');
  });

  it('lists sessions, marks this browser, and ends another one with «Завершить»', async () => {
    const requests = mockApi();
    renderWithProviders(<ProfilePage />);
    const other = (await screen.findByText('Safari 17, iOS')).closest('li') as HTMLElement;
    const current = screen.getByText('Firefox 133, Linux').closest('li') as HTMLElement;
    expect(within(current).getByText('Этот браузер')).toBeInTheDocument();
    expect(within(other).queryByText('Этот браузер')).toBeNull();
    await userEvent.click(within(other).getByRole('button', { name: /Завершить/ }));
    await waitFor(() => expect(requests.map(requestLine)).toContain('DELETE /api/auth/sessions/3'));
    expect(getSession()).not.toBeNull();
  });

  it('ending this browser’s own session signs out cleanly: to the home page, with a message', async () => {
    // As on the server: once session 7 has ended, its token is refused everywhere.
    let ended = false;
    const refusedOnceEnded = () => (ended ? problemAnswer(401, 'UNAUTHORIZED', 'Нужно войти') : undefined);
    const requests = mockApi([
      api.get<never>('/api/auth/me', refusedOnceEnded),
      api.get<never>('/api/auth/sessions', refusedOnceEnded),
      api.delete<never>('/api/auth/sessions/7', () => {
        ended = true;
        return noContent();
      }),
    ]);
    const { router } = renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile' });
    const current = (await screen.findByText('Firefox 133, Linux')).closest('li') as HTMLElement;
    await userEvent.click(within(current).getByRole('button', { name: /Завершить/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getSession()).toBeNull();
    expect(getToasts().map((toast) => `${toast.kind}: ${toast.text}`)).toEqual([
      'success: Сеанс в этом браузере завершён: вы вышли из аккаунта.',
    ]);
    // Nothing was asked again with the ended session, and nobody is asked to sign in again.
    expect(requests.map(requestLine).slice(-1)).toEqual(['DELETE /api/auth/sessions/7']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sets the second factor up: QR and key, a code to confirm, then the recovery codes once', async () => {
    const requests = mockApi();
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText('Выключен. При входе спрашивается только пароль.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Включить второй фактор' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR-код для приложения-аутентификатора' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await userEvent.type(screen.getByLabelText('Код из приложения'), '123456');
    const setupForm = screen.getByRole('button', { name: 'Подтвердить' }).closest('form') as HTMLElement;
    await userEvent.type(within(setupForm).getByLabelText('Текущий пароль'), 'мой пароль');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('abcde-fghjk')).toBeInTheDocument();
    expect(screen.getByText('mnpqr-stuvw')).toBeInTheDocument();
    expect(await bodiesSent(requests, 'POST', '/api/auth/totp/enable')).toEqual([{ code: '123456', currentPassword: 'мой пароль' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Я сохранил коды' }));
    expect(screen.queryByText('abcde-fghjk')).toBeNull();
    expect(await screen.findByText(/^Включён\./)).toBeInTheDocument();
  });

  it('shows a refused confirmation code once, in one sentence, and lets the setup be cancelled', async () => {
    expectConsoleErrors();
    // The server's answer: the detail, and the field's own message, which the detail already says.
    const refused = {
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      code: 'BAD_SECOND_FACTOR',
      detail: 'Код не подошёл. Проверьте время на телефоне и введите новый код.',
      errors: [{ path: '/body/code', message: 'Код не подошёл' }],
    } satisfies Problem;
    mockApi([
      api.post<RecoveryCodesDto>('/api/auth/totp/enable', () =>
        HttpResponse.json(refused, { status: 400, headers: { 'content-type': 'application/problem+json' } }),
      ),
    ]);
    renderWithProviders(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Включить второй фактор' }));
    await userEvent.type(await screen.findByLabelText('Код из приложения'), '000000');
    const setupForm = screen.getByRole('button', { name: 'Подтвердить' }).closest('form') as HTMLElement;
    await userEvent.type(within(setupForm).getByLabelText('Текущий пароль'), 'мой пароль');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Код не подошёл. Проверьте время на телефоне и введите новый код.');
    expect(getToasts()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByRole('button', { name: 'Включить второй фактор' })).toBeInTheDocument();
  });

  it('turns the second factor off with the current password and a code', async () => {
    const requests = mockApi([], true);
    renderWithProviders(<ProfilePage />);
    expect(await screen.findByText(/^Включён\./)).toBeInTheDocument();
    const form = screen.getByRole('heading', { name: 'Выключить второй фактор' }).closest('form') as HTMLElement;
    await userEvent.type(within(form).getByLabelText('Текущий пароль'), 'мой пароль');
    await userEvent.type(within(form).getByLabelText('Код из приложения'), '654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Выключить' }));
    expect(await screen.findByText('Выключен. При входе спрашивается только пароль.')).toBeInTheDocument();
    expect(await bodiesSent(requests, 'POST', '/api/auth/totp/disable')).toEqual([
      { currentPassword: 'мой пароль', currentCode: '654321' },
    ]);
  });

  it('with the factor on, asks the password change for a code too, and shows the server’s message under that field', async () => {
    expectConsoleErrors();
    const requests = mockApi(
      [
        api.post<never>(
          '/api/auth/change-password',
          inTurn(onField('BAD_SECOND_FACTOR', 'currentCode', 'Неверный или уже использованный код'), noContent()),
        ),
      ],
      true,
    );
    renderWithProviders(<ProfilePage />);
    const form = (await screen.findByRole('heading', { name: 'Смена пароля' })).closest('section') as HTMLElement;
    await userEvent.type(within(form).getByLabelText('Текущий пароль'), 'мой пароль');
    await userEvent.type(within(form).getByLabelText('Код из приложения'), '111111');
    await userEvent.type(within(form).getByLabelText('Новый пароль'), 'новый длинный пароль');
    await userEvent.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    // Said once, under the code, which is marked invalid.
    expect((await within(form).findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['Неверный или уже использованный код']);
    expect(within(form).getByLabelText('Код из приложения')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Текущий пароль')).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(within(form).getByLabelText('Код из приложения'));
    await userEvent.type(within(form).getByLabelText('Код из приложения'), 'abcde-fghjk');
    await userEvent.click(within(form).getByRole('button', { name: 'Сменить пароль' }));
    expect(await within(form).findByText('Пароль изменён. Входы на других устройствах завершены.')).toBeInTheDocument();
    expect(await bodiesSent(requests, 'POST', '/api/auth/change-password')).toEqual([
      { currentPassword: 'мой пароль', currentCode: '111111', newPassword: 'новый длинный пароль' },
      { currentPassword: 'мой пароль', currentCode: 'abcde-fghjk', newPassword: 'новый длинный пароль' },
    ]);
    expect(within(form).getByLabelText('Код из приложения')).toHaveValue('');
  });

  it('shows a wrong current password under «Текущий пароль» when turning the factor on', async () => {
    expectConsoleErrors();
    mockApi([
      api.post<never>('/api/auth/totp/enable', () => onField('BAD_CURRENT_PASSWORD', 'currentPassword', 'Неверный текущий пароль')),
    ]);
    renderWithProviders(<ProfilePage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Включить второй фактор' }));
    await userEvent.type(await screen.findByLabelText('Код из приложения'), '123456');
    const setupForm = screen.getByRole('button', { name: 'Подтвердить' }).closest('form') as HTMLElement;
    await userEvent.type(within(setupForm).getByLabelText('Текущий пароль'), 'чужой пароль');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect((await within(setupForm).findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['Неверный текущий пароль']);
    expect(within(setupForm).getByLabelText('Текущий пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/^Выключен\./)).toBeInTheDocument();
  });

  it('gives new recovery codes after the password and a code, and shows them once', async () => {
    const requests = mockApi([], true);
    renderWithProviders(<ProfilePage />);
    const form = (await screen.findByRole('heading', { name: 'Новые коды восстановления' })).closest('form') as HTMLElement;
    await userEvent.type(within(form).getByLabelText('Текущий пароль'), 'мой пароль');
    await userEvent.type(within(form).getByLabelText('Код из приложения'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Получить новые коды' }));
    expect(await screen.findByText('zzzzz-yyyyy')).toBeInTheDocument();
    expect(await bodiesSent(requests, 'POST', '/api/auth/totp/recovery-codes')).toEqual([
      { currentPassword: 'мой пароль', currentCode: '123456' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Я сохранил коды' }));
    expect(screen.queryByText('zzzzz-yyyyy')).toBeNull();
  });
});
