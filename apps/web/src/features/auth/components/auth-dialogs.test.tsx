import type { LoginAnswer, LoginDto, MessageDto, RegisterBody, SecondFactorChallengeDto } from '@museum/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { meHandler } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, inTurn, problemAnswer, recordRequests, server } from '../../../test/server';
import { useAuth } from '../lib/use-auth';
import { useAuthDialogs } from './auth-dialogs';

function Opener() {
  const dialogs = useAuthDialogs();
  return (
    <button type="button" onClick={() => dialogs.open('login')}>
      открыть
    </button>
  );
}

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

const OK = { message: 'ok' } satisfies MessageDto;
const OFFLINE = 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.';
const CHALLENGE = { secondFactorRequired: true, challenge: 'c'.repeat(43) } satisfies SecondFactorChallengeDto;
const ivan = (secondFactor = false) => meHandler({ username: 'ivan', email: 'i@x.ru', roles: ['ROLE_USER'], secondFactor });

async function openLogin() {
  renderWithProviders(<Opener />);
  await userEvent.click(screen.getByRole('button', { name: 'открыть' }));
  return screen.findByRole('dialog', { name: 'Вход' });
}

async function submitLogin(username = 'ivan', password = 'secret-pass') {
  await userEvent.type(screen.getByLabelText('Логин или e-mail'), username);
  await userEvent.type(screen.getByLabelText('Пароль'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('account dialogs', () => {
  it('switch login → register → login and login → forgot, each starting empty', async () => {
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
    server.use(api.post<LoginAnswer>('/api/auth/login', () => problemAnswer(401, 'BAD_CREDENTIALS', 'Неверно')));
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
    const dialog = await openLogin();
    expect(screen.getByLabelText('Логин или e-mail')).toHaveFocus();
    for (let i = 0; i < 10; i++) {
      await userEvent.tab({ shift: i % 3 === 0 });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('logs in: stores {token, role} and closes', async () => {
    server.use(
      api.post<LoginAnswer>('/api/auth/login', () => ({ token: 'tok', role: 'USER', username: 'ivan', roles: ['ROLE_USER'] })),
      ivan(),
    );
    await openLogin();
    await submitLogin();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('auth') ?? '')).toEqual({ token: 'tok', role: 'USER' });
  });

  it('asks for the second factor after the password, and starts over when the challenge expired', async () => {
    expectConsoleErrors();
    server.use(
      api.post<LoginAnswer>('/api/auth/login', () => CHALLENGE),
      api.post<LoginDto>(
        '/api/auth/login/second-factor',
        inTurn<LoginDto | Response>(problemAnswer(401, 'BAD_SECOND_FACTOR', 'Неверный или уже использованный код'), {
          token: 'tok2',
          role: 'ADMIN',
          username: 'ivan',
          roles: ['ROLE_USER'],
        }),
      ),
      ivan(true),
    );
    const requests = recordRequests();
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
    const sent = await bodiesSent(requests, 'POST', '/api/auth/login/second-factor');
    expect(sent[0]).toEqual({ challenge: 'c'.repeat(43), code: '123456' });
  });

  it('goes back to the password when the second-factor challenge has expired', async () => {
    expectConsoleErrors();
    server.use(
      api.post<LoginAnswer>('/api/auth/login', () => CHALLENGE),
      api.post<LoginDto>('/api/auth/login/second-factor', () =>
        problemAnswer(401, 'CHALLENGE_EXPIRED', 'Время на ввод кода истекло. Введите логин и пароль ещё раз'),
      ),
    );
    await openLogin();
    await submitLogin();
    await userEvent.type(await screen.findByLabelText('Код'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Время на ввод кода истекло. Введите логин и пароль ещё раз')).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toBeInTheDocument();
  });

  it('offers the resend link only for an unconfirmed account, and reports each resend answer', async () => {
    expectConsoleErrors();
    server.use(
      api.post<LoginAnswer>('/api/auth/login', () => problemAnswer(403, 'ACCOUNT_NOT_CONFIRMED', 'Не подтверждён')),
      api.post<MessageDto>(
        '/api/auth/resend-confirmation',
        inTurn<MessageDto | Response>(OK, problemAnswer(429, 'RATE_LIMITED', 'Много'), problemAnswer(500, 'INTERNAL', 'Сбой')),
      ),
    );
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
    server.use(
      api.post<LoginAnswer>(
        '/api/auth/login',
        inTurn(
          problemAnswer(401, 'BAD_CREDENTIALS', 'Неверно'),
          problemAnswer(429, 'RATE_LIMITED', 'Часто', { 'retry-after': '30' }),
          problemAnswer(500, 'INTERNAL', 'Сбой'),
        ),
      ),
    );
    await openLogin();
    await submitLogin();
    await screen.findByText('Неверный логин или пароль');
    expect(screen.queryByRole('button', { name: 'Отправить письмо ещё раз' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByText('Слишком много попыток входа. Попробуйте через 30 секунд.');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByText('Не удалось войти. Попробуйте позже.');
    expect(localStorage.getItem('auth')).toBeNull();
    // The dialog says it once: no toast repeats it in other words.
    expect(getToasts()).toEqual([]);
  });

  it('says there is no connection when the server cannot be reached, in the dialog alone', async () => {
    expectConsoleErrors();
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    const dialog = await openLogin();
    await submitLogin();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(getToasts()).toEqual([]);
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

  it('registration shows the server text on failure and the check-your-mail notice on success', async () => {
    expectConsoleErrors();
    server.use(
      api.post<MessageDto>(
        '/api/auth/register',
        inTurn(problemAnswer(409, 'USERNAME_TAKEN', 'Этот логин уже занят'), HttpResponse.json(OK, { status: 201 })),
      ),
    );
    const requests = recordRequests();
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Нет аккаунта? Зарегистрироваться' }));
    await userEvent.type(screen.getByLabelText('Логин'), 'ivan');
    await userEvent.type(screen.getByLabelText('Пароль'), 'long-password-1');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ivan@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByText('Этот логин уже занят');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByText(/подтвердите адрес по ссылке из него/);
    const sent = await bodiesSent(requests, 'POST', '/api/auth/register');
    expect(sent.at(-1)).toEqual({ username: 'ivan', password: 'long-password-1', email: 'ivan@example.ru' } satisfies RegisterBody);
    expect(getToasts()).toEqual([]);
  });

  it('registration after a failure: a double click sends once, and its second press does not close «Почти готово!»', async () => {
    expectConsoleErrors();
    server.use(
      api.post<MessageDto>(
        '/api/auth/register',
        inTurn(problemAnswer(409, 'USERNAME_TAKEN', 'Этот логин уже занят'), HttpResponse.json(OK, { status: 201 })),
      ),
    );
    const requests = recordRequests();
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Нет аккаунта? Зарегистрироваться' }));
    await userEvent.type(screen.getByLabelText('Логин'), 'ivan');
    await userEvent.type(screen.getByLabelText('Пароль'), 'long-password-1');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ivan@example.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByText('Этот логин уже занят');
    // Two submits before React has re-rendered the button as disabled: one request.
    const form = screen.getByRole('button', { name: 'Зарегистрироваться' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    const done = await screen.findByText(/^Почти готово!/);
    expect(await bodiesSent(requests, 'POST', '/api/auth/register')).toHaveLength(2);
    // The notice is shorter than the form: the double click's second press lands on the backdrop.
    const backdrop = screen.getByRole('dialog', { name: 'Регистрация' }).parentElement as HTMLElement;
    // Nor does it select text (fireEvent answers false when the default was prevented).
    expect(fireEvent.mouseDown(backdrop, { detail: 2 })).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toContainElement(done);
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toContainElement(document.activeElement as HTMLElement);
    // A press of its own on the backdrop still closes the dialog.
    fireEvent.mouseDown(backdrop, { detail: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('forgot password: success closes the dialog with a notice; «not found» shows the spec text', async () => {
    expectConsoleErrors();
    server.use(
      api.post<MessageDto>(
        '/api/auth/forgot-password',
        inTurn<MessageDto | Response>(problemAnswer(404, 'USER_NOT_FOUND', 'Нет такого пользователя'), OK),
      ),
    );
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    await userEvent.type(screen.getByLabelText('E-mail или логин'), 'ivan');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await screen.findByText('Ошибка при запросе сброса пароля. Такой пользователь не найден');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getToasts().some((toast) => toast.kind === 'success' && toast.text.includes('«Спам»'))).toBe(true);
  });

  it('forgot password offline: says there is no connection, never that the user does not exist', async () => {
    expectConsoleErrors();
    server.use(http.post('/api/auth/forgot-password', () => HttpResponse.error()));
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));
    await userEvent.type(screen.getByLabelText('E-mail или логин'), 'ivan');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    const dialog = screen.getByRole('dialog', { name: 'Сброс пароля' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(screen.queryByText(/не найден/)).toBeNull();
    expect(getToasts()).toEqual([]);
  });
});
