import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { jsonResponse, problem, renderWithProviders } from '../../../test/render';
import { useAuthDialogs } from './auth-dialogs';

function Opener() {
  const dialogs = useAuthDialogs();
  return (
    <button type="button" onClick={() => dialogs.open('login')}>
      открыть
    </button>
  );
}

/** Answers each request path with the given responses, in order. */
function routeFetch(routes: Record<string, () => Response>) {
  const mock = vi.fn(async (url: string) => routes[url]?.() ?? jsonResponse(404, { code: 'NOT_FOUND', detail: 'нет' }));
  vi.stubGlobal('fetch', mock);
  return mock;
}

async function openLogin() {
  renderWithProviders(<Opener />);
  await userEvent.click(screen.getByRole('button', { name: 'открыть' }));
  return screen.getByRole('dialog', { name: 'Вход' });
}

async function submitLogin(username = 'ivan', password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText('Логин или e-mail'), username);
  await userEvent.type(screen.getByLabelText('Пароль'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('account dialogs', () => {
  it('switch login → register → login and login → forgot, each starting empty', async () => {
    routeFetch({});
    await openLogin();
    await userEvent.type(screen.getByLabelText('Логин или e-mail'), 'ivan');
    await userEvent.click(screen.getByRole('button', { name: 'Нет аккаунта? Зарегистрироваться' }));
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Уже есть аккаунт? Войти' }));
    expect(screen.getByLabelText('Логин или e-mail')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    expect(screen.getByRole('dialog', { name: 'Сброс пароля' })).toBeInTheDocument();
  });

  it('closing resets fields and notices, and returns focus to the opener', async () => {
    expectConsoleErrors();
    routeFetch({ '/api/auth/login': () => problem(401, 'BAD_CREDENTIALS', 'Неверно') });
    await openLogin();
    await submitLogin();
    await screen.findByText('Неверный логин или пароль');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'открыть' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'открыть' }));
    expect(screen.getByLabelText('Логин или e-mail')).toHaveValue('');
    expect(screen.queryByText('Неверный логин или пароль')).not.toBeInTheDocument();
  });

  it('keeps focus inside the dialog', async () => {
    routeFetch({});
    const dialog = await openLogin();
    expect(screen.getByLabelText('Логин или e-mail')).toHaveFocus();
    for (let i = 0; i < 10; i++) {
      await userEvent.tab({ shift: i % 3 === 0 });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('logs in: stores {token, role} and closes', async () => {
    routeFetch({
      '/api/auth/login': () => jsonResponse(200, { token: 'tok', role: 'USER', username: 'ivan', roles: ['ROLE_USER'] }),
      '/api/auth/me': () => jsonResponse(200, { id: 1, username: 'ivan', email: 'i@x.ru', roles: ['ROLE_USER'] }),
    });
    await openLogin();
    await submitLogin();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('auth') ?? '')).toEqual({ token: 'tok', role: 'USER' });
  });

  it('asks for the second factor after the password, and starts over when the challenge expired', async () => {
    expectConsoleErrors();
    const secondAnswers = [
      () => problem(401, 'BAD_SECOND_FACTOR', 'Неверный или уже использованный код'),
      () => jsonResponse(200, { token: 'tok2', role: 'ADMIN', username: 'ivan', roles: ['ROLE_USER'] }),
    ];
    const mock = routeFetch({
      '/api/auth/login': () => jsonResponse(200, { secondFactorRequired: true, challenge: 'c'.repeat(43) }),
      '/api/auth/login/second-factor': () => (secondAnswers.shift() as () => Response)(),
      '/api/auth/me': () => jsonResponse(200, { id: 1, username: 'ivan', email: 'i@x.ru', roles: ['ROLE_USER'], secondFactor: true }),
    });
    await openLogin();
    await submitLogin();
    const code = await screen.findByLabelText('Код');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный или уже использованный код')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('auth') ?? '')).toEqual({ token: 'tok2', role: 'ADMIN' });
    const calls = mock.mock.calls as unknown as [string, RequestInit][];
    const secondCall = calls.find(([url]) => url === '/api/auth/login/second-factor');
    expect(JSON.parse(String(secondCall?.[1].body))).toEqual({ challenge: 'c'.repeat(43), code: '123456' });
  });

  it('goes back to the password when the second-factor challenge has expired', async () => {
    expectConsoleErrors();
    routeFetch({
      '/api/auth/login': () => jsonResponse(200, { secondFactorRequired: true, challenge: 'c'.repeat(43) }),
      '/api/auth/login/second-factor': () =>
        problem(401, 'CHALLENGE_EXPIRED', 'Время на ввод кода истекло. Введите логин и пароль ещё раз'),
    });
    await openLogin();
    await submitLogin();
    await userEvent.type(await screen.findByLabelText('Код'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Время на ввод кода истекло. Введите логин и пароль ещё раз')).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toBeInTheDocument();
  });

  it('offers the resend link only for an unconfirmed account, and reports each resend answer', async () => {
    expectConsoleErrors();
    const resendAnswers = [
      () => jsonResponse(200, { message: 'ok' }),
      () => problem(429, 'RATE_LIMITED', 'Много'),
      () => problem(500, 'INTERNAL', 'Сбой'),
    ];
    routeFetch({
      '/api/auth/login': () => problem(403, 'ACCOUNT_NOT_CONFIRMED', 'Не подтверждён'),
      '/api/auth/resend-confirmation': () => (resendAnswers.shift() as () => Response)(),
    });
    await openLogin();
    await submitLogin();
    await screen.findByText('Аккаунт не подтверждён. Можно отправить письмо ещё раз.');
    const resend = screen.getByRole('button', { name: 'Отправить письмо ещё раз' });
    for (const text of [
      'Если аккаунт ждёт подтверждения, мы отправили письмо ещё раз.',
      'Слишком много запросов. Попробуйте позже.',
      'Ошибка при повторной отправке письма.',
    ]) {
      await userEvent.click(resend);
      await screen.findByText(text);
    }
  });

  it('maps bad credentials, rate limiting and anything else to their messages, without the resend link', async () => {
    expectConsoleErrors();
    const answers = [
      () => problem(401, 'BAD_CREDENTIALS', 'Неверно'),
      () => jsonResponse(429, { code: 'RATE_LIMITED', detail: 'Часто' }, { 'retry-after': '30' }),
      () => problem(500, 'INTERNAL', 'Сбой'),
    ];
    routeFetch({ '/api/auth/login': () => (answers.shift() as () => Response)() });
    await openLogin();
    await submitLogin();
    await screen.findByText('Неверный логин или пароль');
    expect(screen.queryByRole('button', { name: 'Отправить письмо ещё раз' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByText('Слишком много попыток входа. Попробуйте через 30 секунд.');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByText('Не удалось войти. Попробуйте позже.');
    expect(localStorage.getItem('auth')).toBeNull();
    // Every failed call also raises the global error toast.
    expect(getToasts().some((toast) => toast.text.startsWith('Ошибка 500: '))).toBe(true);
  });

  it('registration shows the server text on failure and the check-your-mail notice on success', async () => {
    expectConsoleErrors();
    const answers = [() => problem(409, 'USERNAME_TAKEN', 'Этот логин уже занят'), () => jsonResponse(201, { message: 'ok' })];
    const mock = routeFetch({ '/api/auth/register': () => (answers.shift() as () => Response)() });
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Нет аккаунта? Зарегистрироваться' }));
    await userEvent.type(screen.getByLabelText('Логин'), 'ivan');
    await userEvent.type(screen.getByLabelText('Пароль'), 'long-password-1');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ivan@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByText('Этот логин уже занят');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByText(/подтвердите адрес по ссылке из него/);
    const body = JSON.parse((mock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ username: 'ivan', password: 'long-password-1', email: 'ivan@example.ru' });
  });

  it('forgot password: success closes the dialog with a notice; failure shows the spec text', async () => {
    expectConsoleErrors();
    const answers = [() => jsonResponse(400, { code: 'VALIDATION_FAILED', detail: 'x' }), () => jsonResponse(200, { message: 'ok' })];
    routeFetch({ '/api/auth/forgot-password': () => (answers.shift() as () => Response)() });
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    await userEvent.type(screen.getByLabelText('E-mail или логин'), 'ivan');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await screen.findByText('Ошибка при запросе сброса пароля. Такой пользователь не найден');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToasts().some((toast) => toast.kind === 'success' && toast.text.includes('«Спам»'))).toBe(true);
  });
});
