import type { DetailTypeDto, ItemCardDto, SearchAllDto } from '@museum/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildItemCard, buildManufacturer, buildPhotoRef } from '../../../test/factories';
import { referenceListHandlers, searchAllOf } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/render';
import { api, problemAnswer, recordRequests, server } from '../../../test/server';
import { SearchPage } from './search-page';

function card(id: number, kind: 'product' | 'detail'): ItemCardDto {
  return buildItemCard({
    id,
    kind,
    name: `${kind === 'product' ? 'Пулемёт' : 'Щит'} ${id}`,
    number: String(100 + id),
    year: 1916,
    belongsTo: 'максим',
    manufacturer: { id: 1, name: 'ТОЗ', nameEn: null },
    type: kind === 'detail' ? { id: 3, name: 'Щит', nameEn: null } : null,
    description: 'Описание',
    source: 'Архив',
    photos: [buildPhotoRef(id * 10, { url: '/uploads/a.jpg', thumbnailUrl: '/uploads/thumbs/a_thumb.jpg' })],
  });
}

const types = [
  { id: 3, name: 'Щит', nameEn: null, description: null, belongsTo: 'станок', carriesNumber: false, subtypes: [] },
] satisfies DetailTypeDto[];

const found: SearchAllDto = {
  ...searchAllOf([card(1, 'product'), card(2, 'detail')], { products: 5, details: 40 }),
  totalElements: 45,
  totalPages: 2,
  size: 30,
};

/** The search API answering `results` (by default two cards of 45), with the lists the filters offer; returns the searches asked. */
function serve(results: (query: URLSearchParams) => SearchAllDto | Response | Promise<SearchAllDto> = () => found) {
  server.use(
    ...referenceListHandlers({ detailTypes: types, manufacturers: [buildManufacturer({ id: 1, name: 'ТОЗ', nameEn: null })] }),
    api.get<SearchAllDto>('/api/archive/search/all', ({ request }) => results(new URL(request.url).searchParams)),
  );
  const requests = recordRequests();
  return () => requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/archive/search/all');
}

describe('the search page and its address', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // jsdom has no scrolling; the pages scroll to the top on a new page.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('says «около» for an estimated total and «более» for a count that stopped at the cap', async () => {
    serve(() => ({
      content: [card(1, 'product'), card(2, 'detail')],
      totalElements: 95_000,
      totalKind: 'about',
      totalPages: 500,
      number: 0,
      size: 20,
      counts: { products: 10_000, details: 85_000 },
      countKinds: { products: 'atLeast', details: 'about' },
    }));
    renderWithProviders(<SearchPage />, { route: '/search?q=станки' });
    // Thousands are grouped with a no-break space (U+00A0).
    const nbsp = (text: string) => text.replace(/(\d) (?=\d{3})/g, '$1\u00a0');
    expect((await screen.findByText(/^Найдено: около 95\s000$/)).textContent).toBe(nbsp('Найдено: около 95 000'));
    expect(screen.getByRole('heading', { name: /Изделия в сборе/ }).textContent).toContain(nbsp('(более 10 000)'));
    expect(screen.getByRole('heading', { name: /^Детали/ }).textContent).toContain(nbsp('(около 85 000)'));
  });

  it('reads the address into the API query and shows products and details in two sections', async () => {
    const searches = serve();
    renderWithProviders(<SearchPage />, { route: '/search?q=щит&size=30&sortField=year&sortOrder=asc&searchType=bogus' });
    await screen.findByRole('heading', { name: /Изделия в сборе/ });
    expect(screen.getByRole('heading', { name: /^Детали/ })).toHaveTextContent('(40)');
    const [url] = searches();
    const query = url?.searchParams ?? new URLSearchParams();
    expect(Object.fromEntries(query)).toEqual({ q: 'щит', searchType: 'all', page: '0', size: '30', sort: 'year,asc' });
    expect(screen.getByRole('link', { name: 'Пулемёт 1' })).toHaveAttribute('href', '/products/1');
    expect(screen.getByRole('link', { name: 'Щит 2' })).toHaveAttribute('href', '/details/2');
    // No filter in the address: the panel is closed.
    expect(screen.getByRole('button', { name: 'Показать фильтры' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the filter panel by itself when the address has filters, and hides products with a type filter', async () => {
    serve();
    renderWithProviders(<SearchPage />, { route: '/search?type=3&belongsTo=станок' });
    await screen.findByRole('heading', { name: /^Детали/ });
    expect(screen.getByRole('button', { name: 'Скрыть фильтры' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('heading', { name: /Изделия в сборе/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Тип детали')).toHaveValue('3'));
  });

  it('keeps what is typed while the results of the current address arrive', async () => {
    let answer: (value: SearchAllDto) => void = () => undefined;
    serve(
      () =>
        new Promise<SearchAllDto>((resolve) => {
          answer = resolve;
        }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/search?q=щит' });
    const field = screen.getByLabelText('Что искать');
    await user.clear(field);
    await user.type(field, 'кожух');
    answer(found);
    await screen.findByRole('heading', { name: /^Детали/ });
    expect(screen.getByLabelText('Что искать')).toHaveValue('кожух');
  });

  it('filters by condition from the panel, sends it to the API and shows it on the cards', async () => {
    const searches = serve(() => searchAllOf([buildItemCard({ id: 5, kind: 'detail', name: 'Кожух', condition: 'раскопочное' })]));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?q=кожух' });
    await screen.findByRole('link', { name: 'Кожух' });
    await user.click(screen.getByRole('button', { name: 'Показать фильтры' }));
    await user.selectOptions(screen.getByLabelText('Состояние'), 'раскопочное');
    await user.click(screen.getByRole('button', { name: 'Применить фильтры' }));
    expect(new URLSearchParams(router.state.location.search).get('condition')).toBe('раскопочное');
    await waitFor(() => expect(searches().at(-1)?.searchParams.get('condition')).toBe('раскопочное'));
    const facts = screen.getByRole('link', { name: 'Кожух' }).closest('li');
    expect(facts).toHaveTextContent('Состояние:раскопочное');
  });

  it('submitting goes to page 0 and rewrites the address; a new purpose resets a type that no longer fits', async () => {
    serve();
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

  it('filters products whose numbers all match by a click, and clears it with the other filters', async () => {
    const searches = serve();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?q=максим' });
    await screen.findByRole('heading', { name: /^Детали/ });
    await user.click(screen.getByRole('button', { name: 'Показать фильтры' }));
    const only = screen.getByRole('checkbox', { name: 'Только изделия с совпадающими номерами' });
    expect(only).toHaveAccessibleDescription(/детали при этом не ищутся/);
    await user.click(only);
    await user.click(screen.getByRole('button', { name: 'Применить фильтры' }));
    await waitFor(() => expect(searches().at(-1)?.searchParams.get('numbersMatch')).toBe('true'));
    expect(new URLSearchParams(router.state.location.search).get('numbersMatch')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('numbersMatch')).toBe(false));
    expect(screen.getByRole('checkbox', { name: 'Только изделия с совпадающими номерами' })).not.toBeChecked();
  });

  it('clears every filter at once, the condition and the numbers too', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, {
      route: '/search?q=максим&year=1916&belongsTo=максим&condition=хорошее&numbersMatch=true',
    });
    await user.click(await screen.findByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('condition')).toBe(false));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'максим',
      searchType: 'all',
      page: '0',
      size: '20',
      sortField: 'id',
      sortOrder: 'desc',
    });
  });

  it('offers the numbers filter in English and says which filters products do not take', async () => {
    serve();
    const user = userEvent.setup();
    renderWithProviders(<SearchPage />, { route: '/en/search?q=maxim', path: '/search', locale: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Show filters' }));
    expect(screen.getByRole('checkbox', { name: 'Only guns with matching numbers' })).toHaveAccessibleDescription(/parts are not searched/);
    expect(screen.getByText('Part type and subtype do not apply to complete guns.')).toBeInTheDocument();
  });

  it('opens the panel with the filter ticked from an address and searches with it', async () => {
    const searches = serve();
    renderWithProviders(<SearchPage />, { route: '/search?numbersMatch=true' });
    expect(await screen.findByRole('checkbox', { name: 'Только изделия с совпадающими номерами' })).toBeChecked();
    await waitFor(() => expect(searches()[0]?.searchParams.get('numbersMatch')).toBe('true'));
  });

  it('changes page size, sort and page through the address', async () => {
    serve();
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
    serve((query) => (query.get('page') === '7' ? { ...found, content: [], number: 7 } : found));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?page=7&size=30' });
    await screen.findByText('Ничего не найдено.');
    await user.click(screen.getByRole('button', { name: 'Предыдущая страница' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('1');
    await screen.findByRole('heading', { name: /^Детали/ });
  });

  it('says so when nothing is found or the server fails', async () => {
    serve((query) => (query.get('q') === 'none' ? { ...searchAllOf([]), totalPages: 0 } : problemAnswer(500, 'INTERNAL', 'x')));
    renderWithProviders(<SearchPage />, { route: '/search?q=none' });
    await screen.findByText('Ничего не найдено.');
    renderWithProviders(<SearchPage />, { route: '/search?q=boom' });
    await screen.findByText('Ошибка на сервере');
  });

  it('says under the year filter that «abc» is not a year, and does not search with it', async () => {
    const searches = serve();
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?q=щит' });
    await screen.findByRole('heading', { name: /^Детали/ });
    await user.click(screen.getByRole('button', { name: 'Показать фильтры' }));
    const year = screen.getByLabelText('Год');
    await user.type(year, 'abc');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription('Введите год: от 1 до 4 цифр, например 1916');
    await user.click(screen.getByRole('button', { name: 'Применить фильтры' }));
    expect(year).toHaveFocus();
    expect(new URLSearchParams(router.state.location.search).get('year')).toBeNull();
    expect(searches()).toHaveLength(1);

    await user.clear(year);
    await user.type(year, '1916');
    expect(screen.queryByText('Введите год: от 1 до 4 цифр, например 1916')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Применить фильтры' }));
    await waitFor(() => expect(searches().at(-1)?.searchParams.get('year')).toBe('1916'));
  });

  it('does not search when the address carries a wrong year, and says so', async () => {
    const searches = serve();
    renderWithProviders(<SearchPage />, { route: '/search?q=щит&year=19x6' });
    expect(await screen.findByText('Поиск не выполнен: исправьте год в фильтрах.')).toBeInTheDocument();
    expect(screen.getByLabelText('Год')).toHaveAccessibleDescription('Введите год: от 1 до 4 цифр, например 1916');
    expect(searches()).toEqual([]);
  });

  it('shows the reason the server gives for refusing a page, such as one past the result window', async () => {
    const refusal = 'Страницы дальше 10 000-го результата не открываются: уточните поиск';
    serve(() => problemAnswer(400, 'RESULT_WINDOW_EXCEEDED', refusal));
    renderWithProviders(<SearchPage />, { route: '/search?q=&page=600&size=20' });
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText('Ошибка на сервере')).not.toBeInTheDocument();
  });

  it('offers the current search as CSV and JSON Lines downloads', async () => {
    serve();
    renderWithProviders(<SearchPage />, { route: '/search?q=максим&searchType=all&page=1&size=30&sortField=id&sortOrder=desc&year=1916' });
    const csv = await screen.findByRole('link', { name: 'CSV' });
    expect(csv).toHaveAttribute('download');
    expect(csv.getAttribute('href')).toBe(
      '/api/archive/export?format=csv&q=%D0%BC%D0%B0%D0%BA%D1%81%D0%B8%D0%BC&searchType=all&year=1916&lang=ru',
    );
    expect(screen.getByRole('link', { name: 'JSON Lines' }).getAttribute('href')).toMatch(/^\/api\/archive\/export\?format=jsonl&q=/);
  });
});
