import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeError, loadErrorText } from './error-text';

describe('error toast text', () => {
  it('shows the problem detail in the spec shape, never the raw JSON', () => {
    const problem = {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Сессия истекла, войдите снова',
      code: 'UNAUTHORIZED',
    };
    const text = describeError(new ApiError(401, problem));
    expect(text).toBe('Ошибка 401: Сессия истекла, войдите снова');
    expect(text).not.toMatch(/[{}"]/);
  });

  it('says what the status means when the answer has no detail', () => {
    expect(describeError(new ApiError(502, '<html>Bad Gateway</html>'))).toBe('Ошибка 502: сервер не ответил, попробуйте позже');
    expect(describeError(new ApiError(404, ''))).toBe('Ошибка 404: не найдено');
    expect(describeError(new ApiError(400, { code: 'X' }))).toBe('Ошибка 400: сервер не принял запрос');
  });
});

describe('the load error text of a page', () => {
  it('shows the own words of the server for a refused request, and the fallback for a failure the reader cannot fix', () => {
    const windowed = {
      status: 400,
      detail: 'Страницы дальше 10 000-го результата не открываются: уточните поиск',
      code: 'RESULT_WINDOW_EXCEEDED',
    };
    expect(loadErrorText(new ApiError(400, windowed), 'Ошибка на сервере')).toBe(windowed.detail);
    expect(loadErrorText(new ApiError(429, { detail: 'Слишком много запросов' }), 'x')).toBe('Слишком много запросов');
    expect(loadErrorText(new ApiError(500, { detail: 'Internal Server Error' }), 'Ошибка на сервере')).toBe('Ошибка на сервере');
    expect(loadErrorText(new ApiError(400, '<html>Bad Request</html>'), 'Ошибка на сервере')).toBe('Ошибка на сервере');
    expect(loadErrorText(new TypeError('Failed to fetch'), 'Ошибка на сервере')).toBe('Ошибка на сервере');
  });
});
