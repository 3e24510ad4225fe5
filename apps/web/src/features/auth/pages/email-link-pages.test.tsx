import type { MessageDto, ResetPasswordBody } from '@museum/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, inTurn, problemAnswer, recordRequests, server } from '../../../test/server';
import { ConfirmEmailPage } from './confirm-email-page';
import { ResetPasswordPage } from './reset-password-page';

const OK = { message: 'ok' } satisfies MessageDto;

describe('/confirm-email', () => {
  it('confirms once (the token is single-use), then offers to log in', async () => {
    server.use(api.post<MessageDto>('/api/auth/confirm', () => OK));
    const requests = recordRequests();
    renderWithProviders(
      <StrictMode>
        <ConfirmEmailPage />
      </StrictMode>,
      { route: '/confirm-email?token=tok123-0123456789abcdef' },
    );
    await screen.findByText('Адрес подтверждён. Теперь можно войти.');
    expect(requests).toHaveLength(1);
    expect(await bodiesSent(requests, 'POST', '/api/auth/confirm')).toEqual([{ token: 'tok123-0123456789abcdef' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
  });

  it('explains an invalid link, and a link without a token', async () => {
    expectConsoleErrors();
    server.use(api.post<MessageDto>('/api/auth/confirm', () => problemAnswer(400, 'INVALID_TOKEN', 'Ссылка недействительна')));
    const first = renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email?token=old-0123456789abcdef' });
    await screen.findByText(/^Ссылка недействительна: она устарела или уже использована\. Если адрес уже подтверждён, просто войдите/);
    // The next step is at hand: logging in offers a new mail to an unconfirmed account.
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('dialog', { name: 'Вход' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email' });
    expect(screen.getByText(/^В ссылке нет кода подтверждения/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('says a cut-short link is damaged without asking the server, and offers to log in', async () => {
    server.use(api.post<MessageDto>('/api/auth/confirm', () => OK));
    const requests = recordRequests();
    renderWithProviders(<ConfirmEmailPage />, { route: '/confirm-email?token=abc%20' });
    expect(screen.getByText(/^Ссылка повреждена: похоже, она скопирована не целиком/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('/reset-password', () => {
  it('sends the token with the new password and then offers to log in', async () => {
    server.use(api.post<MessageDto>('/api/auth/reset-password', () => OK));
    const requests = recordRequests();
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=r1-0123456789abcdef' });
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'новый-пароль-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await screen.findByText('Пароль изменён. Войдите с новым паролем.');
    expect(await bodiesSent(requests, 'POST', '/api/auth/reset-password')).toEqual([
      { token: 'r1-0123456789abcdef', password: 'новый-пароль-1' } satisfies ResetPasswordBody,
    ]);
  });

  it('shows why a weak password or a used link failed', async () => {
    expectConsoleErrors();
    server.use(
      api.post<MessageDto>(
        '/api/auth/reset-password',
        inTurn(problemAnswer(400, 'WEAK_PASSWORD', 'Этот пароль слишком распространён'), problemAnswer(400, 'INVALID_TOKEN', 'x')),
      ),
    );
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=r2-0123456789abcdef' });
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await screen.findByText('Этот пароль слишком распространён');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await screen.findByText(/Запросите сброс ещё раз/);
    await userEvent.click(screen.getByRole('button', { name: 'Запросить новую ссылку' }));
    expect(screen.getByRole('dialog', { name: 'Сброс пароля' })).toBeInTheDocument();
  });

  it('says there is no connection when the server cannot be reached, beside the form alone', async () => {
    expectConsoleErrors();
    server.use(http.post('/api/auth/reset-password', () => HttpResponse.error()));
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=r4-0123456789abcdef' });
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'новый-пароль-1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    );
    expect(getToasts()).toEqual([]);
  });

  it('states the password rule by the field, and calls a damaged link damaged', async () => {
    const first = renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=r3-0123456789abcdef' });
    expect(screen.getByLabelText('Новый пароль')).toHaveAccessibleDescription(/Не короче 8 и не длиннее 128 символов/);
    first.unmount();
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=short' });
    expect(screen.getByText(/^Ссылка повреждена/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Новый пароль')).toBeNull();
    expect(screen.getByRole('button', { name: 'Запросить новую ссылку' })).toBeInTheDocument();
  });
});
