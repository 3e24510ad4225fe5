import type { RevisionDto } from '@museum/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, problem, renderWithProviders } from '../../../test/render';
import { HISTORY_PAGE_SIZE, HistorySection } from './history-section';

const revision = (id: number, extra: Partial<RevisionDto> = {}): RevisionDto => ({
  id,
  entityType: 'PRODUCT',
  entityId: 4,
  action: 'UPDATE',
  before: { name: `Пулемёт ${id - 1}`, manufacturerId: null, photoIds: [] },
  after: { name: `Пулемёт ${id}`, manufacturerId: null, photoIds: [] },
  user: { username: 'ivan' },
  at: '2026-11-20T10:15:00Z',
  changeRequestId: null,
  ...extra,
});

function serve(history: Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (url === '/api/archive/products/4/history') return history.clone();
      if (url.startsWith('/api/archive/manufacturers')) return jsonResponse(200, [{ id: 2, name: 'ТОЗ' }]);
      if (url.startsWith('/api/archive/detail-types') || url.startsWith('/api/archive/stamps')) return jsonResponse(200, []);
      return jsonResponse(404, {});
    }),
  );
  return calls;
}

describe('HistorySection', () => {
  it('loads nothing until opened, then shows who changed which field and when, newest first', async () => {
    const calls = serve(
      jsonResponse(200, [
        revision(3, {
          before: { name: 'Пулемёт', manufacturerId: null, photoIds: [] },
          after: { name: 'Пулемёт', manufacturerId: 2, photoIds: [] },
          user: { username: 'maria' },
          changeRequestId: 9,
        }),
        revision(2, { action: 'CREATE', before: null, after: { name: 'Пулемёт', year: 1910 }, user: null }),
      ]),
    );
    const user = userEvent.setup();
    renderWithProviders(<HistorySection entity="products" id={4} />);
    expect(screen.getByRole('heading', { name: 'История изменений' })).toBeInTheDocument();
    expect(calls.filter((url) => url.includes('/history'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Показать историю изменений' }));
    const list = await screen.findByRole('list', { name: 'История изменений' });
    const [latest, first] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(latest).toHaveTextContent('Изменение · maria · по заявке № 9');
    expect(within(latest).getByRole('rowheader', { name: 'Производитель' })).toBeInTheDocument();
    expect(within(latest).getByRole('insertion')).toHaveTextContent('ТОЗ');
    expect(within(latest).queryByRole('rowheader', { name: 'Название' })).toBeNull();
    expect(within(latest).getByText(/2026/).closest('time')).toHaveAttribute('datetime', '2026-11-20T10:15:00Z');
    expect(first).toHaveTextContent('Создание · неизвестный пользователь');
    expect(
      within(first)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Название', 'Год']);

    await user.click(screen.getByRole('button', { name: 'Скрыть историю изменений' }));
    expect(screen.queryByRole('list', { name: 'История изменений' })).toBeNull();
  });

  it('shows a page at a time and the next page on «Показать ещё»', async () => {
    const total = HISTORY_PAGE_SIZE + 3;
    serve(
      jsonResponse(
        200,
        Array.from({ length: total }, (_, i) => revision(total - i)),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<HistorySection entity="products" id={4} />);
    await user.click(screen.getByRole('button', { name: 'Показать историю изменений' }));
    const list = await screen.findByRole('list', { name: 'История изменений' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(HISTORY_PAGE_SIZE);
    expect(within(list).getAllByRole('insertion')[0]).toHaveTextContent(`Пулемёт ${total}`);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(total);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('says so when the history cannot be read (a deleted item, for a visitor)', async () => {
    serve(problem(404, 'NOT_FOUND', 'История изменений не найдена'));
    const user = userEvent.setup();
    renderWithProviders(<HistorySection entity="products" id={4} />);
    await user.click(screen.getByRole('button', { name: 'Показать историю изменений' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить историю изменений.');
  });
});
