import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeError } from './error-text';

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
