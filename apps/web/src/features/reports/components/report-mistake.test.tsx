import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { jsonResponse, problem, renderWithProviders } from '../../../test/render';
import { ReportMistake } from './report-mistake';

type Sent = { url: string; body: unknown };

function serve(answer: () => Response, signedIn = true) {
  if (signedIn) setSession({ token: 't', role: 'USER' });
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/me' && signedIn) return jsonResponse(200, { id: 1, username: 'ivan', email: 'i@x.ru', roles: ['ROLE_USER'] });
      if (init?.method === 'POST') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return answer();
      }
      return jsonResponse(401, {});
    }),
  );
  return sent;
}

const created = () =>
  jsonResponse(201, {
    id: 3,
    status: 'PENDING',
    entityType: 'PRODUCT',
    action: 'COMMENT',
    entityId: 4,
    payloadJson: '{"text":"x"}',
    createdBy: { username: 'ivan' },
    createdAt: '2026-11-23T06:00:00Z',
    reviewedBy: null,
    reviewedAt: null,
    reason: null,
  });

describe('ReportMistake', () => {
  it('sends the note as a COMMENT about the item, thanks the reader and closes', async () => {
    const sent = serve(created);
    const user = userEvent.setup();
    renderWithProviders(<ReportMistake entityType="PRODUCT" entityId={4} />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Сообщить об ошибке' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщить об ошибке' });
    await user.type(within(dialog).getByLabelText('Что не так в этой записи?'), '  Год не 1916, а 1915  ');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      {
        url: '/api/archive/change-requests',
        body: { action: 'COMMENT', entityType: 'PRODUCT', entityId: 4, payload: { text: 'Год не 1916, а 1915' } },
      },
    ]);
    expect(getToasts().map((toast) => toast.text)).toContain('Спасибо! Сообщение отправлено модераторам');
  });

  it('sends nothing empty, and keeps the text with the server refusal in Russian', async () => {
    expectConsoleErrors();
    const sent = serve(() => problem(429, 'RATE_LIMITED', 'Слишком много сообщений, попробуйте позже'));
    const user = userEvent.setup();
    renderWithProviders(<ReportMistake entityType="MANUFACTURER" entityId={2} />);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Сообщить об ошибке' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщить об ошибке' });
    const field = within(dialog).getByLabelText('Что не так в этой записи?');
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Опишите ошибку');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(field, 'Страна указана неверно');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Не удалось отправить сообщение. Ошибка 429: Слишком много сообщений, попробуйте позже',
    );
    expect(field).toHaveValue('   Страна указана неверно');
    expect(sent).toHaveLength(1);
  });

  it('asks a visitor to sign in and opens the sign-in dialog', async () => {
    const sent = serve(created, false);
    const user = userEvent.setup();
    renderWithProviders(<ReportMistake entityType="DETAIL" entityId={7} />);
    await user.click(screen.getByRole('button', { name: 'Сообщить об ошибке' }));
    const dialog = screen.getByRole('dialog', { name: 'Сообщить об ошибке' });
    expect(dialog).toHaveTextContent('Войдите, чтобы сообщить об ошибке');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('dialog', { name: /Вход/ })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
