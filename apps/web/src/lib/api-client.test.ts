import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, problem } from '../test/render';
import { ApiError, apiFetch, onSessionEnded } from './api-client';
import { describeError } from './error-text';
import { getSession, setSession } from './session';

describe('apiFetch', () => {
  afterEach(() => setSession(null));

  it('sends JSON with the bearer token of the stored session', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setSession({ token: 'abc', role: 'USER' });
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 }, query: { q: '', page: 0, skip: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?q=&page=0');
    expect(init.headers).toMatchObject({ authorization: 'Bearer abc', 'content-type': 'application/json' });
    expect(init.body).toBe('{"a":1}');
    expect(JSON.parse(localStorage.getItem('auth') ?? '')).toEqual({ token: 'abc', role: 'USER' });
  });

  it('sends no authorization header without a session', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, []));
    vi.stubGlobal('fetch', fetchMock);
    await apiFetch('/api/y');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('turns problem+json into a typed ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      problem(400, 'VALIDATION_FAILED', 'Проверьте поля', { errors: [{ path: '/year', message: 'Год числом' }] }),
    );
    const error = await apiFetch('/api/z').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'Проверьте поля',
      errors: [{ path: '/year', message: 'Год числом' }],
    });
  });

  it('ends the stored session on a 401 to a call that carried it, telling the listeners once', async () => {
    vi.stubGlobal('fetch', async () => problem(401, 'UNAUTHORIZED', 'Нужно войти'));
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    setSession({ token: 'abc', role: 'USER' });
    const errors = await Promise.all([apiFetch('/api/a').catch((e: unknown) => e), apiFetch('/api/b').catch((e: unknown) => e)]);
    expect(getSession()).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(errors.map((e) => (e as ApiError).sessionEnded)).toEqual([true, false]);
    // The start-up check only clears a stale session, quietly.
    setSession({ token: 'stale', role: 'USER' });
    await apiFetch('/api/auth/me', { sessionCheck: true }).catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);
    setSession(null);
    // Without a session a 401 (a wrong password) is its caller's business.
    await apiFetch('/api/auth/login').catch(() => undefined);
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('reads Retry-After of a 429', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(429, { code: 'RATE_LIMITED', detail: 'x' }, { 'retry-after': '42' }));
    await expect(apiFetch('/api/login')).rejects.toMatchObject({ status: 429, retryAfter: 42 });
  });
});

describe('the global error toast text', () => {
  it('shows a string as is, an HTTP answer with its status and JSON body, anything else as unknown', () => {
    expect(describeError('Сломалось')).toBe('Сломалось');
    expect(describeError(new ApiError(404, { code: 'NOT_FOUND', detail: 'Нет' }))).toBe('Ошибка 404: Нет');
    expect(describeError(new TypeError('Failed to fetch'))).toBe('Неизвестная ошибка');
  });
});
