import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../../test/console';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { DetailAddForm } from './detail-add-form';
import { ProductAddForm } from './product-add-form';

const TYPES = [
  { id: 1, name: 'Щит', description: null, belongsTo: 'станок', subtypes: [{ id: 11, name: 'Ранний', description: null }] },
  { id: 2, name: 'Кожух', description: null, belongsTo: 'максим', subtypes: [] },
  { id: 3, name: 'Колесо', description: null, belongsTo: 'станок', subtypes: [] },
];

function mockApi(answer: (body: unknown) => Response = () => jsonResponse(201, { id: 5, status: 'PENDING', entityId: null })) {
  const posted: unknown[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/archive/detail-types')) return jsonResponse(200, TYPES);
    if (url.startsWith('/api/archive/stamps')) return jsonResponse(200, [{ id: 7, name: 'Орёл', description: null }]);
    if (url.startsWith('/api/archive/manufacturers')) return jsonResponse(200, []);
    if (url.startsWith('/api/archive/products'))
      return jsonResponse(200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 50 });
    if (url === '/api/archive/change-requests' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      return answer(body);
    }
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return posted;
}

describe('DetailAddForm', () => {
  it('requires belongsTo and type and sends nothing without them', async () => {
    const posted = mockApi();
    renderWithProviders(<DetailAddForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getAllByText('Это поле обязательно')).toHaveLength(2);
    expect(posted).toHaveLength(0);
  });

  it('narrows types by belongsTo, clears the type, shows subtypes only when the type has them', async () => {
    mockApi();
    renderWithProviders(<DetailAddForm />);
    await screen.findByRole('option', { name: 'станок' });
    await userEvent.selectOptions(screen.getByLabelText(/Назначение/), 'станок');
    const type = screen.getByRole('combobox', { name: /Тип/ });
    await userEvent.click(type);
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Колесо', 'Щит']);
    await userEvent.click(screen.getByRole('option', { name: 'Щит' }));
    expect(screen.getByRole('combobox', { name: 'Подтип' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Назначение/), 'максим');
    expect(type).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Подтип' })).not.toBeInTheDocument();
  });

  it('sends a CREATE change request with only the filled fields, says so and resets', async () => {
    const posted = mockApi();
    renderWithProviders(<DetailAddForm />);
    await screen.findByRole('option', { name: 'станок' });
    await userEvent.selectOptions(screen.getByLabelText(/Назначение/), 'станок');
    await userEvent.click(screen.getByRole('combobox', { name: /Тип/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Колесо' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Год' }), '1915');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await screen.findByText('Заявка отправлена на модерацию');
    expect(posted).toEqual([
      { action: 'CREATE', entityType: 'DETAIL', entityId: null, payload: { type: { id: 3 }, year: 1915, belongsTo: 'станок' } },
    ]);
    expect(screen.getByRole('textbox', { name: 'Год' })).toHaveValue('');
  });
});

describe('ProductAddForm', () => {
  it('requires a name', async () => {
    const posted = mockApi();
    renderWithProviders(<ProductAddForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByText('Это поле обязательно')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('tells a moderator the product was added at once and links to it', async () => {
    const posted = mockApi(() => jsonResponse(201, { id: 9, status: 'APPROVED', entityId: 42 }));
    renderWithProviders(<ProductAddForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /Название/ }), 'Пулемёт');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(/Добавлено сразу/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Открыть' })).toHaveAttribute('href', '/products/42');
    expect(posted).toEqual([{ action: 'CREATE', entityType: 'PRODUCT', entityId: null, payload: { name: 'Пулемёт', year: null } }]);
  });

  it('shows the spec error when creation fails', async () => {
    expectConsoleErrors();
    mockApi(() => jsonResponse(500, { detail: 'x' }));
    renderWithProviders(<ProductAddForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /Название/ }), 'Пулемёт');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getByText('Ошибка при создании изделия')).toBeInTheDocument());
  });
});
