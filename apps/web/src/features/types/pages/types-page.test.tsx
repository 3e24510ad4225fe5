import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { jsonResponse, problem, renderWithProviders } from '../../../test/render';
import { TypesPage } from './types-page';

const TYPES = [
  {
    id: 1,
    name: 'Кожух',
    description: '<p>Водяной кожух</p>',
    belongsTo: 'максим',
    subtypes: [{ id: 5, name: 'Гладкий', description: null }],
  },
  { id: 2, name: 'Щит', description: null, belongsTo: 'станок', subtypes: [] },
];

function mockApi(roles: string[], deleteAnswer: () => Response = () => new Response(null, { status: 204 })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`.trim());
      if (url.startsWith('/api/auth/me')) return jsonResponse(200, { username: 'a', roles });
      if (url.startsWith('/api/archive/detail-types') && (init?.method ?? 'GET') === 'GET') return jsonResponse(200, TYPES);
      if (url.startsWith('/api/archive/stamps') && (init?.method ?? 'GET') === 'GET')
        return jsonResponse(200, [{ id: 9, name: 'ОТК', description: null }]);
      if (init?.method === 'DELETE') return deleteAnswer();
      return jsonResponse(200, {});
    }),
  );
  return calls;
}

describe('TypesPage', () => {
  it('lists the types of the chosen purpose with expandable subtypes and no admin controls for a visitor', async () => {
    mockApi([]);
    renderWithProviders(<TypesPage />);
    expect(await screen.findByText('Кожух')).toBeInTheDocument();
    expect(screen.getByText('Водяной кожух')).toBeInTheDocument();
    expect(screen.getByText('Подтипы (1)')).toBeInTheDocument();
    expect(screen.queryByText('Щит')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'станок' }));
    expect(screen.getByText('Щит')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Изменить/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ЗИП' })).toBeInTheDocument();
  });

  it('lets an admin edit a type with its purpose kept', async () => {
    setSession({ token: 't', role: 'ROLE_ADMIN' });
    const calls = mockApi(['ROLE_USER', 'ROLE_ADMIN']);
    renderWithProviders(<TypesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить «Кожух»' }));
    const form = screen.getByRole('form', { name: 'Изменить «Кожух»' });
    const name = within(form).getByRole('textbox', { name: /Название/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Кожух ствола');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(calls).toContain(
        'PUT /api/archive/detail-types/1 {"belongsTo":"максим","name":"Кожух ствола","description":"<p>Водяной кожух</p>"}',
      ),
    );
  });

  it('shows Ошибка удаления with the server message, or неизвестная ошибка', async () => {
    setSession({ token: 't', role: 'ROLE_ADMIN' });
    let answer = () => problem(409, 'IN_USE', 'Подтип используется деталями');
    mockApi(['ROLE_ADMIN'], () => answer());
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<TypesPage />);
    await userEvent.click(await screen.findByText('Подтипы (1)'));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Гладкий»' }));
    const toastTexts = () => getToasts().map((toast) => toast.text);
    await waitFor(() => expect(toastTexts()).toContain('Ошибка удаления: Подтип используется деталями'));
    answer = () => new Response('', { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Гладкий»' }));
    await waitFor(() => expect(toastTexts()).toContain('Ошибка удаления: неизвестная ошибка'));
  });

  it('keeps a new type’s text until the server accepts it, and confirms a delete with a toast', { timeout: 30_000 }, async () => {
    setSession({ token: 't', role: 'ROLE_ADMIN' });
    const calls = mockApi(['ROLE_ADMIN']);
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation() as (u: string, i?: RequestInit) => Promise<Response>;
    let refuse = true;
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST' && refuse ? problem(409, 'CONFLICT', 'Такая запись уже есть') : original(String(input), init),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithProviders(<TypesPage />);
    const form = await screen.findByRole('form', { name: 'Добавить тип: максим' });
    const name = within(form).getByRole('textbox', { name: /Название/ });
    fireEvent.change(name, { target: { value: 'Затыльник' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    const toastTexts = () => getToasts().map((toast) => toast.text);
    await waitFor(() => expect(toastTexts()).toContain('Ошибка при сохранении'));
    expect(name).toHaveValue('Затыльник');
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(toastTexts()).toContain('Сохранено'));
    await waitFor(() => expect(name).toHaveValue(''));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2);
    expect(calls).toContain('POST /api/archive/detail-types {"name":"Затыльник","description":null,"belongsTo":"максим"}');
    await userEvent.click(screen.getByRole('button', { name: 'Удалить «Кожух»' }));
    await waitFor(() => expect(toastTexts()).toContain('«Кожух» удалено'));
  });
});
