import type { MessageDto, RegisterBody } from '@museum/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { deferred } from '../../../test/render';
import { api, bodiesSent, inTurn, problemAnswer, recordRequests, server } from '../../../test/server';
import { OK, openLogin } from './auth-dialog-test-kit';

/** Sends the registration form once, the server answering «login taken» (it accepts the next); returns the recorded requests. */
async function registerWithTakenUsername() {
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
  return requests;
}

describe('registration dialog', () => {
  it('registration shows the server text on failure and the check-your-mail notice on success', async () => {
    expectConsoleErrors();
    const requests = await registerWithTakenUsername();
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await screen.findByText(/подтвердите адрес по ссылке из него/);
    const sent = await bodiesSent(requests, 'POST', '/api/auth/register');
    expect(sent.at(-1)).toEqual({ username: 'ivan', password: 'long-password-1', email: 'ivan@example.ru' } satisfies RegisterBody);
    expect(getToasts()).toEqual([]);
  });

  it('registration after a failure: a double click sends once, and its second press does not close «Почти готово!»', async () => {
    expectConsoleErrors();
    const requests = await registerWithTakenUsername();
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

  it('after a refusal, sending keeps the refusal in place until the answer, and the login link under the button ignores the second press', async () => {
    expectConsoleErrors();
    await registerWithTakenUsername();
    const answer = deferred<Response>();
    server.use(api.post<MessageDto>('/api/auth/register', () => answer.promise));
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    // Nothing moved under the pointer: the refusal is there while the form is sent.
    expect(screen.getByText('Этот логин уже занят')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Уже есть аккаунт? Войти' }), { detail: 2 });
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
    answer.resolve(HttpResponse.json(OK, { status: 201 }));
    expect(await screen.findByText(/^Почти готово!/)).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
  });

  it('tells in a toast of an account made after its dialog was closed', async () => {
    expectConsoleErrors();
    await registerWithTakenUsername();
    const answer = deferred<Response>();
    server.use(api.post<MessageDto>('/api/auth/register', () => answer.promise));
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer.resolve(HttpResponse.json(OK, { status: 201 }));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toEqual([expect.stringMatching(/^Почти готово!/)]));
  });
});
