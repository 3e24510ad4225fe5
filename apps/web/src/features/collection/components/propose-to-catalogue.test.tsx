import type { ChangeRequestDto } from '@museum/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { meHandler } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { fieldProblem } from '../test/fixtures';
import { ProposeToCatalogue } from './propose-to-catalogue';

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
  server.use(meHandler({ id: 5 }));
});

describe('«Предложить в каталог»', () => {
  it('says what stays private, sends the record once and links to the owner’s requests', async () => {
    server.use(
      api.post<ChangeRequestDto>('/api/collection/items/:id/propose', () =>
        HttpResponse.json({ id: 9, status: 'PENDING' } as ChangeRequestDto, { status: 201 }),
      ),
    );
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ProposeToCatalogue id={7} />);
    expect(screen.getByText(/Цена, источник, место хранения, страховая сумма и заметки останутся только у вас/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Предложить в каталог' }));
    expect(await screen.findByText('Предложение отправлено модераторам.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мои заявки' })).toHaveAttribute('href', '/my-requests');
    expect(screen.queryByRole('button', { name: 'Предложить в каталог' })).toBeNull();
    expect(requests.filter((r) => r.method === 'POST').map((r) => new URL(r.url).pathname)).toEqual(['/api/collection/items/7/propose']);
  });

  it('shows the server’s refusal and keeps the button', async () => {
    expectConsoleErrors();
    server.use(api.post<never>('/api/collection/items/:id/propose', () => fieldProblem('type', 'Тип детали обязателен')));
    const user = userEvent.setup();
    renderWithProviders(<ProposeToCatalogue id={7} />);
    await user.click(screen.getByRole('button', { name: 'Предложить в каталог' }));
    expect(await screen.findByText(/Не удалось отправить предложение/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Предложить в каталог' })).toBeEnabled();
  });
});
