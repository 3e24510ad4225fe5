import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemAnswer, recordRequests, server } from '../test/server';
import { ApiError, apiFetch, NetworkError, onSessionEnded } from './api-client';
import { describeError } from './error-text';
import { getSession, setSession } from './session';

describe('apiFetch', () => {
  afterEach(() => setSession(null));

  it('sends JSON with the bearer token of the stored session', async () => {
    server.use(http.post('/api/x', () => HttpResponse.json({ ok: true })));
    const requests = recordRequests();
    setSession({ token: 'abc', role: 'USER' });
    await expect(apiFetch('/api/x', { method: 'POST', body: { a: 1 }, query: { q: '', page: 0, skip: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [request] = requests;
    const url = new URL(request?.url ?? '');
    expect(`${url.pathname}${url.search}`).toBe('/api/x?q=&page=0');
    expect(request?.headers.get('authorization')).toBe('Bearer abc');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(await request?.text()).toBe('{"a":1}');
    expect(JSON.parse(localStorage.getItem('auth') ?? '')).toEqual({ token: 'abc', role: 'USER' });
  });

  it('sends no authorization header without a session', async () => {
    server.use(http.get('/api/y', () => HttpResponse.json([])));
    const requests = recordRequests();
    await apiFetch('/api/y');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has('authorization')).toBe(false);
  });

  it('turns problem+json into a typed ApiError', async () => {
    server.use(
      http.get('/api/z', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Error',
            status: 400,
            code: 'VALIDATION_FAILED',
            detail: 'Проверьте поля',
            errors: [{ path: '/year', message: 'Год числом' }],
          },
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        ),
      ),
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
    server.use(http.all('/api/*', () => problemAnswer(401, 'UNAUTHORIZED', 'Нужно войти')));
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

  it('tells a call that got no answer (NetworkError) from one its caller cancelled (AbortError)', async () => {
    server.use(http.get('/api/offline', () => HttpResponse.error()));
    await expect(apiFetch('/api/offline')).rejects.toBeInstanceOf(NetworkError);
    const controller = new AbortController();
    server.use(http.get('/api/slow', () => new Promise<Response>(() => undefined)));
    const cancelled = apiFetch('/api/slow', { signal: controller.signal }).catch((failure: unknown) => failure);
    controller.abort();
    expect(await cancelled).toMatchObject({ name: 'AbortError' });
  });

  it('reads Retry-After of a 429', async () => {
    server.use(http.get('/api/login', () => problemAnswer(429, 'RATE_LIMITED', 'x', { 'retry-after': '42' })));
    await expect(apiFetch('/api/login')).rejects.toMatchObject({ status: 429, retryAfter: 42 });
  });
});

describe('the global error toast text', () => {
  it('shows a string as is, an HTTP answer with its status and JSON body, no answer as no connection, anything else as unknown', () => {
    expect(describeError('Сломалось')).toBe('Сломалось');
    expect(describeError(new ApiError(404, { code: 'NOT_FOUND', detail: 'Нет' }))).toBe('Ошибка 404: Нет');
    expect(describeError(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      'Нет связи с сервером. Проверьте подключение к интернету и попробуйте ещё раз.',
    );
    expect(describeError(new TypeError('x is undefined'))).toBe('Неизвестная ошибка');
  });
});
