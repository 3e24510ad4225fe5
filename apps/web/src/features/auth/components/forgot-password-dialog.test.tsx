import type { MessageDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { api, inTurn, problemAnswer, server } from '../../../test/server';
import { OFFLINE, OK, openLogin } from './auth-dialog-test-kit';

describe('forgot password dialog', () => {
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
    await screen.findByText('Ошибка при запросе сброса пароля. Такой пользователь не найден.');
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
