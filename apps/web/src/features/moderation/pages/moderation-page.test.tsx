import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session';
import { getToasts } from '../../../lib/toast-store';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ModerationPage } from './moderation-page';

const page = (content: unknown[]) => ({ content, totalElements: content.length, totalPages: 1, number: 0, size: 100 });
const request = (id: number, payloadJson: string, extra: Record<string, unknown> = {}) => ({
  id,
  status: 'PENDING',
  entityType: 'DETAIL',
  action: 'CREATE',
  entityId: null,
  payloadJson,
  createdBy: { username: 'ivan' },
  createdAt: '2025-01-01T00:00:00Z',
  reviewedBy: null,
  reviewedAt: null,
  reason: null,
  ...extra,
});

function mockApi(requests: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.startsWith('/api/auth/me')) return jsonResponse(200, { username: 'mod', roles: ['ROLE_USER', 'ROLE_MODERATOR'] });
      if (url.startsWith('/api/archive/change-requests?')) return jsonResponse(200, page(requests));
      if (url.startsWith('/api/archive/manufacturers')) return jsonResponse(200, [{ id: 2, name: 'ТОЗ' }]);
      if (url.startsWith('/api/archive/detail-types'))
        return jsonResponse(200, [{ id: 3, name: 'Щит', belongsTo: 'станок', subtypes: [] }]);
      if (url.startsWith('/api/archive/stamps')) return jsonResponse(200, []);
      if (url.startsWith('/api/archive/details/7'))
        return jsonResponse(200, { id: 7, name: 'Щит', year: 1910, type: { id: 3, name: 'Щит' }, stamps: [], photos: [] });
      if (init?.method === 'POST') return jsonResponse(200, {});
      return jsonResponse(404, {});
    }),
  );
  return calls;
}

beforeEach(() => {
  setSession({ token: 't', role: 'ROLE_MODERATOR' });
});

describe('ModerationPage', () => {
  it('says Нет заявок for an empty list and asks for PENDING first', async () => {
    const calls = mockApi([]);
    renderWithProviders(<ModerationPage />);
    expect(await screen.findByText('Нет заявок')).toBeInTheDocument();
    expect(calls.some((call) => call.includes('change-requests?status=PENDING'))).toBe(true);
    expect(screen.getByLabelText('На рассмотрении')).toBeChecked();
  });

  it('shows the title, facts and an 80-character description, or the JSON parse error', async () => {
    const long = 'д'.repeat(120);
    mockApi([
      request(
        1,
        JSON.stringify({
          name: 'Щит Соколова',
          year: 1915,
          number: '123',
          belongsTo: 'станок',
          manufacturer: { id: 2 },
          type: { id: 3 },
          description: `<p>${long}</p>`,
        }),
      ),
      request(2, '{broken'),
    ]);
    renderWithProviders(<ModerationPage />);
    const card = (await screen.findByRole('heading', { name: 'Щит Соколова' })).closest('article') as HTMLElement;
    expect(within(card).getByText('Деталь · создание', { exact: false })).toBeInTheDocument();
    for (const text of ['1915', '123', 'станок', 'ТОЗ']) expect(await within(card).findByText(text)).toBeInTheDocument();
    expect(within(card).getByText(`${'д'.repeat(80)}…`)).toBeInTheDocument();
    expect(screen.getByText('Ошибка парсинга JSON')).toBeInTheDocument();
  });

  it('sends nothing when the reject reason is empty or cancelled, and the reason when given', async () => {
    const calls = mockApi([request(5, JSON.stringify({ name: 'А', type: { id: 3 } }))]);
    renderWithProviders(<ModerationPage />);
    const reject = await screen.findByRole('button', { name: 'Отклонить' });
    const prompt = vi.spyOn(window, 'prompt');
    prompt.mockReturnValueOnce(null).mockReturnValueOnce('  ').mockReturnValueOnce('Дубликат');
    await userEvent.click(reject);
    await userEvent.click(reject);
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await userEvent.click(reject);
    await waitFor(() =>
      expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
        `POST /api/archive/change-requests/5/reject?reason=${encodeURIComponent('Дубликат')}`,
      ]),
    );
  });

  it('shows a field-by-field diff for an UPDATE request', async () => {
    mockApi([request(6, JSON.stringify({ name: 'Щит', year: 1912, type: { id: 3 } }), { action: 'UPDATE', entityId: 7 })]);
    renderWithProviders(<ModerationPage />);
    const table = await screen.findByRole('table', { name: 'Изменения' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Год19101912']);
  });

  it('shows a reported mistake with its note and a link to the item, and closes it', async () => {
    const note = 'Год неверный: на клейме 1915.\nСм. фото 3.';
    const calls = mockApi([
      request(8, JSON.stringify({ text: note }), { action: 'COMMENT', entityType: 'MANUFACTURER', entityId: 2 }),
      request(9, JSON.stringify({ text: 'Не тот тип' }), { action: 'COMMENT', entityType: 'DETAIL', entityId: 7 }),
    ]);
    renderWithProviders(<ModerationPage />);
    const cards = await screen.findAllByRole('article', { name: 'Сообщение об ошибке' });
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByText(/Год неверный/)).toHaveTextContent(note.replace('\n', ' '));
    expect(first).toHaveTextContent('Производитель · №2 · на рассмотрении · Автор: ivan');
    expect(within(first).getByRole('link', { name: 'Открыть запись' })).toHaveAttribute('href', '/manufacturers/2');
    expect(within(second).getByRole('link', { name: 'Открыть запись' })).toHaveAttribute('href', '/details/7');
    expect(within(first).queryByRole('button', { name: 'Одобрить' })).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(calls.filter((call) => call.startsWith('POST'))).toEqual(['POST /api/archive/change-requests/8/approve']));
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toContain('Сообщение закрыто'));
  });
});
