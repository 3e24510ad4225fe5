import type { ItemCardDto } from '@museum/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { SearchPage } from './search-page';

function card(id: number, kind: 'product' | 'detail'): ItemCardDto {
  return {
    id,
    kind,
    name: `${kind === 'product' ? 'Пулемёт' : 'Щит'} ${id}`,
    number: String(100 + id),
    year: 1916,
    belongsTo: 'максим',
    manufacturer: { id: 1, name: 'ТОЗ' },
    type: kind === 'detail' ? { id: 3, name: 'Щит' } : null,
    description: 'Описание',
    source: 'Архив',
    photos: [
      {
        id: id * 10,
        url: '/uploads/a.jpg',
        thumbnailUrl: '/uploads/thumbs/a_thumb.jpg',
        image: { width: 800, height: 600, placeholder: null, sizes: null, tiles: null },
      },
    ],
  };
}

const types = [{ id: 3, name: 'Щит', description: null, belongsTo: 'станок', subtypes: [] }];

function answer(url: string) {
  if (url.startsWith('/api/archive/detail-types')) return jsonResponse(200, types);
  if (url.startsWith('/api/archive/manufacturers')) return jsonResponse(200, [{ id: 1, name: 'ТОЗ' }]);
  return jsonResponse(200, {
    content: [card(1, 'product'), card(2, 'detail')],
    totalElements: 45,
    totalPages: 2,
    number: 0,
    size: 30,
    counts: { products: 5, details: 40 },
  });
}

const searchCalls = (mock: ReturnType<typeof vi.fn>) =>
  mock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/archive/search/all'));

describe('the search page and its address', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // jsdom has no scrolling; the pages scroll to the top on a new page.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('reads the address into the API query and shows products and details in two sections', async () => {
    const fetchMock = vi.fn(async (url: string) => answer(url));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SearchPage />, { route: '/search?q=щит&size=30&sortField=year&sortOrder=asc&searchType=bogus' });
    await screen.findByRole('heading', { name: /Изделия в сборе/ });
    expect(screen.getByRole('heading', { name: /^Детали/ })).toHaveTextContent('(40)');
    const [url] = searchCalls(fetchMock);
    const query = new URL(url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ q: 'щит', searchType: 'all', page: '0', size: '30', sort: 'year,asc' });
    expect(screen.getByRole('link', { name: 'Пулемёт 1' })).toHaveAttribute('href', '/products/1');
    expect(screen.getByRole('link', { name: 'Щит 2' })).toHaveAttribute('href', '/details/2');
    // No filter in the address: the panel is closed.
    expect(screen.getByRole('button', { name: 'Показать фильтры' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the filter panel by itself when the address has filters, and hides products with a type filter', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answer(url)),
    );
    renderWithProviders(<SearchPage />, { route: '/search?type=3&belongsTo=станок' });
    await screen.findByRole('heading', { name: /^Детали/ });
    expect(screen.getByRole('button', { name: 'Скрыть фильтры' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('heading', { name: /Изделия в сборе/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Тип детали')).toHaveValue('3'));
  });

  it('submitting goes to page 0 and rewrites the address; a new purpose resets a type that no longer fits', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answer(url)),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?page=1&type=3&belongsTo=станок' });
    await screen.findByRole('heading', { name: /^Детали/ });
    await waitFor(() => expect(screen.getByLabelText('Тип детали')).toHaveValue('3'));
    await user.selectOptions(screen.getByLabelText('Назначение'), 'максим');
    expect(screen.getByLabelText('Тип детали')).toHaveValue('');
    await user.clear(screen.getByLabelText('Что искать'));
    await user.type(screen.getByLabelText('Что искать'), 'кожух');
    await user.click(screen.getByRole('button', { name: 'Применить фильтры' }));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toEqual({
      q: 'кожух',
      searchType: 'all',
      page: '0',
      size: '20',
      sortField: 'id',
      sortOrder: 'desc',
      belongsTo: 'максим',
    });
  });

  it('changes page size, sort and page through the address', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => answer(url)),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, { route: '/search' });
    await screen.findByRole('heading', { name: /^Детали/ });
    await user.click(screen.getByRole('button', { name: '120' }));
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('120');
    await user.selectOptions(screen.getByLabelText('Сортировка'), 'Давно добавленные');
    expect(new URLSearchParams(router.state.location.search).get('sortOrder')).toBe('asc');
    await user.click(await screen.findByRole('button', { name: 'Страница 2' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
  });

  it('past the end of the results still shows the pager, and back goes to the last page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/archive/search') && url.includes('page=7')
          ? jsonResponse(200, { content: [], totalElements: 45, totalPages: 2, number: 7, size: 30, counts: { products: 5, details: 40 } })
          : answer(url),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?page=7&size=30' });
    await screen.findByText('Ничего не найдено.');
    await user.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
    await screen.findByRole('heading', { name: /^Детали/ });
  });

  it('says so when nothing is found or the server fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('q=none')
          ? jsonResponse(200, { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20, counts: { products: 0, details: 0 } })
          : url.startsWith('/api/archive/search')
            ? jsonResponse(500, { status: 500, detail: 'x' })
            : answer(url),
      ),
    );
    renderWithProviders(<SearchPage />, { route: '/search?q=none' });
    await screen.findByText('Ничего не найдено.');
    renderWithProviders(<SearchPage />, { route: '/search?q=boom' });
    await screen.findByText('Ошибка на сервере');
  });
});
