import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { signedInAs } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, inTurn, noContent, problemAnswer, recordRequests, requestLine, server } from '../../../test/server';
import { AdminUsersPage } from './admin-users-page';

const RESET = '/api/admin/users/:username/reset-second-factor';

beforeEach(() => {
  setSession({ token: 't', role: 'ADMIN' });
});

describe('AdminUsersPage', () => {
  it('resets a user’s second factor after a confirmation, and says so', async () => {
    server.use(signedInAs('ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN'), api.post<never>(RESET, noContent));
    const requests = recordRequests();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<AdminUsersPage />);
    await userEvent.type(await screen.findByLabelText('Логин'), ' Иван_Петров ');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить второй фактор' }));
    expect(confirm).toHaveBeenLastCalledWith(
      'Сбросить второй фактор пользователя «Иван_Петров»? Все его сеансы завершатся, и ему придёт письмо.',
    );
    // Declined: nothing is sent.
    expect(requests.filter((request) => request.url.includes('reset-second-factor'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить второй фактор' }));
    expect(await screen.findByText('Второй фактор пользователя «Иван_Петров» сброшен, его сеансы завершены.')).toBeInTheDocument();
    expect(requests.map(requestLine)).toContain(`POST /api/admin/users/${encodeURIComponent('Иван_Петров')}/reset-second-factor`);
  });

  it('shows the server’s reason for a refusal beside the form, not as a toast', async () => {
    expectConsoleErrors();
    server.use(
      signedInAs('ROLE_USER', 'ROLE_MODERATOR', 'ROLE_ADMIN'),
      api.post<never>(RESET, inTurn(problemAnswer(404, 'USER_NOT_FOUND', 'Пользователь «nobody» не найден'))),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<AdminUsersPage />);
    await userEvent.type(await screen.findByLabelText('Логин'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить второй фактор' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Пользователь «nobody» не найден');
    expect(getToasts()).toEqual([]);
  });

  it('offers nothing to someone the server does not treat as an admin', async () => {
    server.use(signedInAs('ROLE_USER'));
    renderWithProviders(<AdminUsersPage />);
    expect(await screen.findByText('Эта страница только для администраторов.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Сбросить второй фактор' })).toBeNull();
  });
});
