import type { LoginAnswer } from '@museum/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../../test/console';
import { renderWithProviders } from '../../../test/render';
import { api, problemAnswer, server } from '../../../test/server';
import { useAuth } from '../lib/use-auth';
import { ivan, Opener, openLogin, submitLogin } from './auth-dialog-test-kit';

/** A page whose opener, like the header's «Войти», is gone once the user is signed in. */
function SignedOutPage() {
  const { user } = useAuth();
  return (
    <main id="main">
      <h1>Страница</h1>
      {user ? <p>{user.username} вошёл</p> : <Opener />}
    </main>
  );
}

describe('account dialogs', () => {
  it('switch login → register → login and login → forgot, each starting empty', async () => {
    await openLogin();
    await userEvent.type(screen.getByLabelText(/^Логин или e-mail/), 'ivan');
    await userEvent.click(screen.getByRole('button', { name: 'Нет аккаунта? Зарегистрироваться' }));
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Пароль/)).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Уже есть аккаунт? Войти' }));
    expect(screen.getByLabelText(/^Логин или e-mail/)).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('dialog', { name: 'Сброс пароля' })).toBeInTheDocument();
  });

  it('closing resets fields and notices, and returns focus to the opener', async () => {
    expectConsoleErrors();
    server.use(api.post<LoginAnswer>('/api/auth/login', () => problemAnswer(401, 'BAD_CREDENTIALS', 'Неверно')));
    await openLogin();
    await submitLogin();
    await screen.findByText('Неверный логин или пароль');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'открыть' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'открыть' }));
    expect(screen.getByLabelText(/^Логин или e-mail/)).toHaveValue('');
    expect(screen.queryByText('Неверный логин или пароль')).not.toBeInTheDocument();
  });

  it('keeps focus inside the dialog', async () => {
    const dialog = await openLogin();
    expect(screen.getByLabelText(/^Логин или e-mail/)).toHaveFocus();
    for (let i = 0; i < 10; i++) {
      await userEvent.tab({ shift: i % 3 === 0 });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('moves focus to the page heading after a sign-in took away the control that opened the dialog', async () => {
    server.use(
      api.post<LoginAnswer>('/api/auth/login', () => ({ token: 'tok', role: 'USER', username: 'ivan', roles: ['ROLE_USER'] })),
      ivan(),
    );
    renderWithProviders(<SignedOutPage />);
    await userEvent.click(screen.getByRole('button', { name: 'открыть' }));
    await submitLogin();
    await screen.findByText('ivan вошёл');
    expect(screen.queryByRole('button', { name: 'открыть' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Страница' })));
  });
});
