import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { expectConsoleErrors } from '../../../test/console';
import { meHandler } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, bodiesSent, recordRequests, server } from '../../../test/server';
import { collectionApi, fieldProblem } from '../test/fixtures';
import { WantedList } from './wanted-list';

beforeEach(() => {
  setSession({ token: 't', role: 'USER' });
  server.use(meHandler({ id: 5 }));
});

describe('WantedList («Ищу»)', () => {
  it('adds a sought number with its kind and note, lists it and removes it', async () => {
    const { handlers, state } = collectionApi(
      [],
      [{ id: 1, kind: 'product', number: '3551', note: null, createdAt: '2026-11-29T09:00:00Z', found: [], foundCount: 0 }],
    );
    server.use(...handlers);
    const requests = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<WantedList />);
    const list = await screen.findByRole('list');
    expect(list).toHaveTextContent('Пулемёт№ 3551');
    const form = screen.getByRole('form', { name: 'Ищу' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Что' }), 'Деталь');
    await user.type(within(form).getByRole('textbox', { name: /Номер/ }), '21105');
    await user.type(within(form).getByRole('textbox', { name: 'Заметка' }), 'замок');
    await user.click(within(form).getByRole('button', { name: 'Добавить номер' }));
    expect(await within(list).findByText('№ 21105')).toBeInTheDocument();
    expect(await bodiesSent(requests, 'POST', '/api/collection/wanted')).toEqual([{ kind: 'detail', number: '21105', note: 'замок' }]);
    expect(within(form).getByRole('textbox', { name: /Номер/ })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Убрать № 3551 из списка «Ищу»' }));
    await waitFor(() => expect(within(list).queryByText('№ 3551')).toBeNull());
    expect(state.wanted.map((entry) => entry.number)).toEqual(['21105']);
  });

  it('says the list is empty, and shows the API’s refusal under the number', async () => {
    expectConsoleErrors();
    server.use(
      api.post<never>('/api/collection/wanted', () => fieldProblem('number', 'Номер обязателен')),
      ...collectionApi().handlers,
    );
    const user = userEvent.setup();
    renderWithProviders(<WantedList />);
    expect(await screen.findByText('Вы пока не ищете ни одного номера.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить номер' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Номер/ })).toHaveAccessibleDescription('Номер обязателен'));
  });

  it('lists the catalogue items found for a number as links to their pages, and how many more there are', async () => {
    const found = [
      { kind: 'detail' as const, id: 41, name: 'Замок', nameEn: 'Lock', number: '№ 21105' },
      { kind: 'detail' as const, id: 42, name: 'Щит', nameEn: null, number: '21105' },
    ];
    server.use(
      ...collectionApi(
        [],
        [
          { id: 1, kind: 'detail', number: '21105', note: 'замок', createdAt: '2026-11-29T09:00:00Z', found, foundCount: 12 },
          { id: 2, kind: 'product', number: '3551', note: null, createdAt: '2026-11-29T09:00:00Z', found: [], foundCount: 0 },
        ],
      ).handlers,
    );
    renderWithProviders(<WantedList />);
    const lock = await screen.findByRole('link', { name: 'Замок' });
    expect(lock).toHaveAttribute('href', '/details/41');
    expect(screen.getByRole('link', { name: 'Щит' })).toHaveAttribute('href', '/details/42');
    expect(screen.getByText('Найдено в каталоге: 12')).toBeInTheDocument();
    expect(screen.getByText('и ещё 10 предметов')).toBeInTheDocument();
    expect(screen.getByText('В каталоге пока не найден.')).toBeInTheDocument();
  });
});
