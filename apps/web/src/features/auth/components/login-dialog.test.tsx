import type { LoginAnswer, LoginDto, MessageDto, SecondFactorChallengeDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { api, bodiesSent, inTurn, problemAnswer, recordRequests, server } from '../../../test/server';
import { ivan, OFFLINE, OK, openLogin, submitLogin } from './auth-dialog-test-kit';

const CHALLENGE = { secondFactorRequired: true, challenge: 'c'.repeat(43) } satisfies SecondFactorChallengeDto;

describe('login dialog', () => {
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

  it('says under each empty field that it is required, in its own words, and sends nothing', async () => {
    const requests = recordRequests();
    const dialog = await openLogin();
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(screen.getAllByText('Это поле обязательно')).toHaveLength(2);
    expect(screen.getByLabelText(/^Логин или e-mail/)).toHaveAccessibleDescription('Это поле обязательно');
    await userEvent.type(screen.getByLabelText(/^Логин или e-mail/), 'ivan');
    expect(screen.getAllByText('Это поле обязательно')).toHaveLength(1);
    expect(screen.getByLabelText(/^Пароль/)).toHaveAccessibleDescription('Это поле обязательно');
    expect(await bodiesSent(requests, 'POST', '/api/auth/login')).toEqual([]);
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
    const code = await screen.findByLabelText(/^Код/);
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
        problemAnswer(401, 'CHALLENGE_EXPIRED', 'Время на ввод кода истекло. Введите логин и пароль ещё раз.'),
      ),
    );
    await openLogin();
    await submitLogin();
    await userEvent.type(await screen.findByLabelText(/^Код/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Время на ввод кода истекло. Введите логин и пароль ещё раз.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Пароль/)).toBeInTheDocument();
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
});
