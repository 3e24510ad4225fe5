import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession, setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { jsonResponse, problem, renderWithProviders } from '../../../test/render';
import { DetailEditPage } from './detail-edit-page';
import { ProductEditPage } from './product-edit-page';

const DETAIL = {
  id: 4,
  name: 'Щит',
  description: '<p>Броневой</p>',
  source: null,
  number: '77',
  serialNumber: '77',
  year: 1910,
  belongsTo: 'станок',
  type: { id: 3, name: 'Щит', belongsTo: 'станок' },
  subtype: null,
  manufacturer: null,
  product: null,
  stamps: [],
  photos: [{ id: 8, url: '/uploads/a.jpg', thumbnailUrl: '/uploads/thumbs/a_thumb.jpg' }],
  createdAt: '',
  updatedAt: '',
};
const PRODUCT = {
  id: 6,
  name: 'Станок Соколова',
  number: null,
  year: 1910,
  belongsTo: 'станок',
  manufacturer: null,
  parent: null,
  description: null,
  source: null,
  photos: [],
  details: [],
};

function mockApi(roles: string[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      if (method !== 'GET') calls.push(`${method} ${url} ${init?.body ?? ''}`.trim());
      if (url.startsWith('/api/auth/me')) return jsonResponse(200, { username: 'u', roles });
      if (url === '/api/archive/details/4' && method === 'GET') return jsonResponse(200, DETAIL);
      if (url === '/api/archive/products/6' && method === 'GET') return jsonResponse(200, PRODUCT);
      if (url.startsWith('/api/archive/detail-types'))
        return jsonResponse(200, [{ id: 3, name: 'Щит', belongsTo: 'станок', subtypes: [] }]);
      if (url.startsWith('/api/archive/products?'))
        return jsonResponse(200, {
          content: [PRODUCT, { id: 2, name: 'Пулемёт', number: null, year: null }],
          totalElements: 2,
          totalPages: 1,
          number: 0,
          size: 50,
        });
      if (url.startsWith('/api/archive/stamps') || url.startsWith('/api/archive/manufacturers')) return jsonResponse(200, []);
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(201, { id: 1, status: 'PENDING', entityId: 4 });
    }),
  );
  return calls;
}

describe('DetailEditPage', () => {
  it('a moderator saves the full detail with PUT and goes to the detail page', async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    const calls = mockApi(['ROLE_MODERATOR']);
    const { router } = renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    const year = await screen.findByRole('textbox', { name: 'Год' });
    expect(year).toHaveValue('1910');
    expect(year).toHaveAttribute('placeholder', '1916');
    expect(screen.getByText('Введите 4-значный год')).toBeInTheDocument();
    // Set in one change event: the lazily loaded rich-text editor may take focus from typed keys.
    fireEvent.change(year, { target: { value: '1915' } });
    await userEvent.click(screen.getByRole('button', { name: 'Убрать фото №8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/details/4'));
    const [put] = calls;
    expect(put?.startsWith('PUT /api/archive/details/4 ')).toBe(true);
    expect(JSON.parse(put?.slice(put.indexOf('{')) ?? '{}')).toMatchObject({
      year: 1915,
      number: '77',
      type: { id: 3 },
      photos: [],
      belongsTo: 'станок',
    });
  });

  it('refuses a year that is not four digits with its own message and saves nothing', { timeout: 30_000 }, async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    const calls = mockApi(['ROLE_MODERATOR']);
    const { router } = renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    const year = await screen.findByRole('textbox', { name: 'Год' });
    // Set in one change event: the lazily loaded rich-text editor may take focus from typed keys.
    fireEvent.change(year, { target: { value: 'abcd' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Год — четыре цифры, например 1910', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(year).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(year, { target: { value: '1700' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(year.parentElement).toHaveTextContent(/Год: от 1800 до \d{4}$/), { timeout: 5000 });
    expect(calls).toEqual([]);
    expect(router.state.location.pathname).toBe('/details/4/edit');
  });

  it('an ended session: the 401 clears it, says so, opens the login dialog, and the form keeps its input', {
    timeout: 30_000,
  }, async () => {
    setSession({ token: 'old', role: 'ROLE_MODERATOR' });
    mockApi(['ROLE_MODERATOR']);
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'PUT'
        ? problem(401, 'UNAUTHORIZED', 'Нужно войти')
        : (original as (u: string, i?: RequestInit) => Promise<Response>)(String(input), init),
    );
    const { router } = renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    const name = await screen.findByRole('textbox', { name: 'Название' });
    fireEvent.change(name, { target: { value: 'Щит ранний' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByRole('dialog', { name: 'Вход' }, { timeout: 5000 })).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    const texts = getToasts().map((toast) => toast.text);
    expect(texts).toEqual(['Сеанс закончился. Войдите снова — введённое на странице не пропадёт.']);
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveValue('Щит ранний');
    expect(router.state.location.pathname).toBe('/details/4/edit');
  });

  it('a plain user proposes the deletion after the confirmation', async () => {
    setSession({ token: 't', role: 'ROLE_USER' });
    const calls = mockApi(['ROLE_USER']);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderWithProviders(<DetailEditPage />, { route: '/details/4/edit', path: '/details/:id/edit' });
    expect(await screen.findByText('Изменения и удаление уйдут на модерацию как заявка.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    expect(confirm).toHaveBeenCalledWith('Удалить эту деталь?');
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить' }));
    await waitFor(() =>
      expect(calls).toEqual(['POST /api/archive/change-requests {"action":"DELETE","entityType":"DETAIL","entityId":4}']),
    );
  });
});

describe('ProductEditPage', () => {
  it('never offers the product as its own parent', async () => {
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    mockApi(['ROLE_MODERATOR']);
    renderWithProviders(<ProductEditPage />, { route: '/products/6/edit', path: '/products/:id/edit' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Входит в изделие' }));
    await screen.findByRole('option', { name: 'Пулемёт' });
    expect(screen.queryByRole('option', { name: 'Станок Соколова' })).not.toBeInTheDocument();
  });

  it('shows the spec error when saving fails', async () => {
    expectConsoleErrors();
    setSession({ token: 't', role: 'ROLE_MODERATOR' });
    mockApi(['ROLE_MODERATOR']);
    const fetchMock = globalThis.fetch as unknown as ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? jsonResponse(500, { detail: 'сбой' })
        : (original as (u: string, i?: RequestInit) => Promise<Response>)(url, init),
    );
    renderWithProviders(<ProductEditPage />, { route: '/products/6/edit', path: '/products/:id/edit' });
    await userEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Не удалось сохранить изменения')).toBeInTheDocument();
  });
});
