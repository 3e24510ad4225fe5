import type { RevisionDto, RevisionPage } from '@museum/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../../../test/console';
import { buildManufacturer } from '../../../test/factories';
import { referenceListHandlers } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, problemAnswer, recordRequests, server } from '../../../test/server';
import { HISTORY_PAGE_SIZE } from '../api/get-history';
import { HistorySection } from './history-section';

const revision = (id: number, extra: Partial<RevisionDto> = {}): RevisionDto => ({
  id,
  entityType: 'PRODUCT',
  entityId: 4,
  action: 'UPDATE',
  before: null,
  after: null,
  user: { username: 'ivan' },
  at: '2026-11-20T10:15:00Z',
  changeRequestId: null,
  changes: [{ field: 'name', before: `Пулемёт ${id - 1}`, after: `Пулемёт ${id}` }],
  ...extra,
});

const page = (content: RevisionDto[], number: number, totalElements: number): RevisionPage => ({
  content,
  number,
  size: HISTORY_PAGE_SIZE,
  totalElements,
  totalKind: 'exact',
  totalPages: Math.ceil(totalElements / HISTORY_PAGE_SIZE),
});

/** The product's history answered page by page, the lists the history names values from; returns the history pages asked, as `path?query`. */
function serve(history: (page: number) => RevisionPage | Response) {
  server.use(
    ...referenceListHandlers({ manufacturers: [buildManufacturer({ id: 2, name: 'ТОЗ' })] }),
    api.get<RevisionPage>('/api/archive/products/4/history/page', ({ request }) =>
      history(Number(new URL(request.url).searchParams.get('page'))),
    ),
  );
  const requests = recordRequests();
  return {
    historyAsked: () =>
      requests
        .map((request) => new URL(request.url))
        .filter((url) => url.pathname.includes('/history'))
        .map((url) => `${url.pathname}${url.search}`),
  };
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Показать историю изменений' }));
  return screen.findByRole('list', { name: 'История изменений' });
};

describe('HistorySection', () => {
  it('loads nothing until opened, then shows who changed which field and when, newest first', async () => {
    const calls = serve(() =>
      page(
        [
          revision(3, {
            user: { username: 'maria' },
            changeRequestId: 9,
            changes: [
              { field: 'manufacturerId', before: null, after: 2 },
              { field: 'photoIds', before: [1], after: [1, 5] },
            ],
          }),
          revision(2, {
            action: 'CREATE',
            user: null,
            changes: [
              { field: 'name', before: null, after: 'Пулемёт' },
              { field: 'year', before: null, after: 1910 },
              { field: 'description', before: null, after: '<p>Ствол <b>№ 1</b></p>' },
            ],
          }),
        ],
        0,
        2,
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<HistorySection entity="products" id={4} />);
    expect(screen.getByRole('heading', { name: 'История изменений' })).toBeInTheDocument();
    expect(calls.historyAsked()).toEqual([]);

    const list = await open(user);
    expect(calls.historyAsked()).toEqual(['/api/archive/products/4/history/page?page=0&size=10']);
    const [latest, first] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(latest).toHaveTextContent('Изменение · maria · по заявке № 9');
    const rows = within(latest).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Производитель', '—', 'ТОЗ'],
      ['Фотографии', '№ 1', '№ 1, № 5'],
    ]);
    expect(within(latest).getByText(/2026/).closest('time')).toHaveAttribute('datetime', '2026-11-20T10:15:00Z');
    expect(first).toHaveTextContent('Создание · неизвестный пользователь');
    expect(
      within(first)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Название', 'Год', 'Описание']);
    expect(within(first).getByText('Ствол № 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Скрыть историю изменений' }));
    expect(screen.queryByRole('list', { name: 'История изменений' })).toBeNull();
  });

  it('asks the server for the next page on «Показать ещё» and adds it below', async () => {
    const total = HISTORY_PAGE_SIZE + 3;
    const all = Array.from({ length: total }, (_, i) => revision(total - i));
    const calls = serve((n) => page(all.slice(n * HISTORY_PAGE_SIZE, (n + 1) * HISTORY_PAGE_SIZE), n, total));
    const user = userEvent.setup();
    renderWithProviders(<HistorySection entity="products" id={4} />);
    const list = await open(user);
    expect(within(list).getAllByRole('listitem')).toHaveLength(HISTORY_PAGE_SIZE);
    expect(within(list).getAllByRole('insertion')[0]).toHaveTextContent(`Пулемёт ${total}`);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(total));
    expect(calls.historyAsked()).toEqual([
      '/api/archive/products/4/history/page?page=0&size=10',
      '/api/archive/products/4/history/page?page=1&size=10',
    ]);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('says that nobody has changed an item whose history is empty (the demo catalogue’s), not that it failed', async () => {
    const calls = serve(() => page([], 0, 0));
    const user = userEvent.setup();
    renderWithProviders(<HistorySection entity="products" id={4} />);
    await user.click(screen.getByRole('button', { name: 'Показать историю изменений' }));
    expect(await screen.findByText('Изменений пока не было.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(calls.historyAsked()).toEqual(['/api/archive/products/4/history/page?page=0&size=10']);
  });

  it('says so when the history cannot be read (a deleted item, for a visitor)', async () => {
    expectConsoleErrors();
    serve(() => problemAnswer(404, 'NOT_FOUND', 'История изменений не найдена'));
    const user = userEvent.setup();
    renderWithProviders(<HistorySection entity="products" id={4} />);
    await user.click(screen.getByRole('button', { name: 'Показать историю изменений' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить историю изменений.');
  });
});
