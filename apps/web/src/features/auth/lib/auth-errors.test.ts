import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { forgotErrorMessage, loginErrorMessage, registerErrorMessage, resendErrorMessage } from './auth-errors';

const problem = (status: number, code: string, detail = 'Текст сервера', errors: unknown[] = []) =>
  new ApiError(status, { status, code, detail, errors });

const OFFLINE = 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.';

describe('account error messages', () => {
  it('maps login failures by code', () => {
    expect(loginErrorMessage(problem(403, 'ACCOUNT_NOT_CONFIRMED'))).toEqual({
      message: 'Аккаунт не подтверждён. Можно отправить письмо ещё раз.',
      offerResend: true,
    });
    expect(loginErrorMessage(problem(401, 'BAD_CREDENTIALS'))).toEqual({ message: 'Неверный логин или пароль', offerResend: false });
    expect(loginErrorMessage(problem(429, 'RATE_LIMITED')).message).toBe('Слишком много попыток входа. Попробуйте позже.');
    const waited = new ApiError(429, { status: 429, code: 'RATE_LIMITED', detail: 'x' }, 893);
    expect(loginErrorMessage(waited).message).toBe('Слишком много попыток входа. Попробуйте через 15 минут.');
    expect(loginErrorMessage(new ApiError(429, {}, 40)).message).toBe('Слишком много попыток входа. Попробуйте через 40 секунд.');
    expect(loginErrorMessage(new TypeError('a bug'))).toEqual({ message: 'Не удалось войти. Попробуйте позже.', offerResend: false });
  });

  it('says there is no connection when a call got no answer, whatever the form', () => {
    const offline = new NetworkError(new TypeError('Failed to fetch'));
    expect(loginErrorMessage(offline)).toEqual({ message: OFFLINE, offerResend: false });
    expect(resendErrorMessage(offline)).toBe(OFFLINE);
    expect(registerErrorMessage(offline)).toBe(OFFLINE);
    expect(forgotErrorMessage(offline)).toBe(OFFLINE);
  });

  it('maps resend failures: a limit, or anything else', () => {
    expect(resendErrorMessage(problem(429, 'RATE_LIMITED'))).toBe('Слишком много запросов. Попробуйте позже.');
    expect(resendErrorMessage(problem(500, 'INTERNAL'))).toBe('Ошибка при повторной отправке письма.');
  });

  it('says «Такой пользователь не найден» for a reset link only when the answer says so', () => {
    const notFound = 'Ошибка при запросе сброса пароля. Такой пользователь не найден.';
    expect(forgotErrorMessage(problem(404, 'NOT_FOUND'))).toBe(notFound);
    expect(forgotErrorMessage(problem(400, 'USER_NOT_FOUND'))).toBe(notFound);
    expect(forgotErrorMessage(problem(429, 'RATE_LIMITED'))).toBe('Слишком много запросов. Попробуйте позже.');
    expect(forgotErrorMessage(problem(400, 'VALIDATION_FAILED', 'Укажите e-mail или логин'))).toBe('Укажите e-mail или логин');
    expect(forgotErrorMessage(problem(500, 'INTERNAL'))).toBe('Не удалось запросить ссылку для сброса пароля. Попробуйте позже.');
  });

  it('shows the server text of a registration failure, with field messages, else a generic text', () => {
    expect(registerErrorMessage(problem(409, 'EMAIL_TAKEN', 'Этот e-mail уже зарегистрирован'))).toBe('Этот e-mail уже зарегистрирован');
    expect(
      registerErrorMessage(
        problem(400, 'VALIDATION_FAILED', 'Проверьте поля', [{ path: '/password', message: 'Пароль: не короче 8 символов' }]),
      ),
    ).toBe('Проверьте поля. Пароль: не короче 8 символов.');
    // The server's detail joins the field sentences already: they are not repeated.
    const joined = 'Логин: от 3 до 32 символов. Пароль: не короче 8 символов.';
    const errors = [
      { path: '/body/username', message: 'Логин: от 3 до 32 символов' },
      { path: '/body/password', message: 'Пароль: не короче 8 символов' },
    ];
    expect(registerErrorMessage(problem(400, 'VALIDATION_FAILED', joined, errors))).toBe(joined);
    expect(registerErrorMessage('Просто строка')).toBe('Просто строка');
    expect(registerErrorMessage(new TypeError('a bug'))).toBe('Ошибка регистрации');
  });
});
