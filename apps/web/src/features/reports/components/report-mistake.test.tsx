import type { ChangeRequestDto } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { buildChangeRequest } from '../../../test/factories';
import { meHandler } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, problemAnswer, recordRequests, requestLine, server } from '../../../test/server';
import { ReportMistake } from './report-mistake';

/** The change-request endpoint answering `answer`; signs in first unless told not to. Returns the requests seen. */
function serve(answer: () => ChangeRequestDto | Response, signedIn = true) {
  if (signedIn) {
    setSession({ token: 't', role: 'USER' });
    server.use(meHandler({ username: 'ivan', email: 'i@x.ru', roles: ['ROLE_USER'] }));
  }
  server.use(api.post<ChangeRequestDto>('/api/archive/change-requests', answer));
  return recordRequests();
}

/** The bodies posted as change requests. */
const posted = (requests: Request[]) => bodiesSent(requests, 'POST', '/api/archive/change-requests');
/** The account has been asked for. */
const meAsked = (requests: Request[]) => waitFor(() => expect(requests.map(requestLine)).toContain('GET /api/auth/me'));

const created = () =>
  buildChangeRequest({
    id: 3,
    entityType: 'PRODUCT',
    action: 'COMMENT',
    entityId: 4,
    payloadJson: '{"text":"x"}',
    createdBy: { username: 'ivan' },
    createdAt: '2026-11-23T06:00:00Z',
  });

describe('ReportMistake', () => {
  it('sends the note as a COMMENT about the item, thanks the reader and closes', async () => {
    const requests = serve(created);
    const user = userEvent.setup();
    renderWithProviders(<ReportMistake entityType="PRODUCT" entityId={4} />);
    await meAsked(requests);
    await user.click(screen.getByRole('button', { name: 'Сообщить об ошибке' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщить об ошибке' });
    await user.type(within(dialog).getByLabelText('Что не так в этой записи?'), '  Год не 1916, а 1915  ');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method !== 'GET').map(requestLine)).toEqual(['POST /api/archive/change-requests']);
    expect(await posted(requests)).toEqual([
      { action: 'COMMENT', entityType: 'PRODUCT', entityId: 4, payload: { text: 'Год не 1916, а 1915' } },
    ]);
    expect(getToasts().map((toast) => toast.text)).toContain('Спасибо! Сообщение отправлено модераторам.');
  });

  it('sends nothing empty, and keeps the text with the server refusal in Russian', async () => {
    expectConsoleErrors();
    const requests = serve(() => problemAnswer(429, 'RATE_LIMITED', 'Слишком много сообщений, попробуйте позже'));
    const user = userEvent.setup();
    renderWithProviders(<ReportMistake entityType="MANUFACTURER" entityId={2} />);
    await meAsked(requests);
    await user.click(screen.getByRole('button', { name: 'Сообщить об ошибке' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сообщить об ошибке' });
    const field = within(dialog).getByLabelText('Что не так в этой записи?');
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Опишите ошибку');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await posted(requests)).toEqual([]);

    await user.type(field, 'Страна указана неверно');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Не удалось отправить сообщение. Ошибка 429: Слишком много сообщений, попробуйте позже',
    );
    expect(field).toHaveValue('   Страна указана неверно');
    expect(await posted(requests)).toHaveLength(1);
  });

  it('asks a visitor to sign in and opens the sign-in dialog', async () => {
    const requests = serve(created, false);
    const user = userEvent.setup();
    renderWithProviders(<ReportMistake entityType="DETAIL" entityId={7} />);
    await user.click(screen.getByRole('button', { name: 'Сообщить об ошибке' }));
    const dialog = screen.getByRole('dialog', { name: 'Сообщить об ошибке' });
    expect(dialog).toHaveTextContent('Войдите, чтобы сообщить об ошибке');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('dialog', { name: /Вход/ })).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
