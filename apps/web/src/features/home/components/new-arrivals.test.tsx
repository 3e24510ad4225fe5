import type { Page } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../../test/console';
import { buildItemCard, buildPhotoRef, pageOf } from '../../../test/factories';
import { deferred, renderWithProviders } from '../../../test/render';
import { api, problemAnswer, recordRequests, requestLine, server } from '../../../test/server';
import type { ItemCard } from '../api/get-new-arrivals';
import { NewArrivals } from './new-arrivals';

function card(overrides: Partial<ItemCard>): ItemCard {
  return buildItemCard({
    number: '100',
    year: 1910,
    manufacturer: { id: 1, name: 'ТОЗ', nameEn: null },
    photos: [buildPhotoRef(9, { url: '/uploads/a.jpg', thumbnailUrl: '/uploads/thumbs/a_thumb.jpg' })],
    ...overrides,
  });
}

type Arrivals = Page<ItemCard> | ItemCard[];
const page = (content: ItemCard[]): Page<ItemCard> => ({ ...pageOf(content, 4), totalKind: 'none' });

/** The two endpoints the cards come from; `details` answers like `products` unless given. Returns the requests seen. */
function serve(products: () => Arrivals | Response | Promise<Arrivals>, details = products) {
  server.use(api.get<Arrivals>('/api/archive/products/search', products), api.get<Arrivals>('/api/archive/details/page', details));
  return recordRequests();
}

describe('new arrivals', () => {
  it('asks for the latest four products of the Maxim first, with skeletons while loading', async () => {
    const answer = deferred<Arrivals>();
    const requests = serve(() => answer.promise);
    renderWithProviders(<NewArrivals />);
    expect(screen.getAllByTestId('arrival-skeleton')).toHaveLength(4);
    await waitFor(() =>
      expect(requests.map(requestLine)).toEqual([
        `GET /api/archive/products/search?page=0&size=4&sort=${encodeURIComponent('id,desc')}&belongsTo=${encodeURIComponent('максим')}&q=&total=none`,
      ]),
    );
    answer.resolve(page([card({ id: 7, name: null }), card({ id: 8 })]));
    await screen.findByRole('link', { name: '#7' });
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: '#7' })).toHaveAttribute('href', '/products/7');
    expect(within(first).getByText('Назначение')).toBeInTheDocument();
    expect(within(first).queryByText('Тип')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'См. всё' })).toHaveAttribute(
      'href',
      `/search?q=&searchType=products&page=0&sortField=id&sortOrder=desc&size=20&belongsTo=${encodeURIComponent('максим')}`,
    );
  });

  it('ignores an answer that arrives after the switches changed', async () => {
    const slow = deferred<Arrivals>();
    const fast = deferred<Arrivals>();
    serve(
      () => slow.promise,
      () => fast.promise,
    );
    const { queryClient } = renderWithProviders(<NewArrivals />);
    await userEvent.click(screen.getByRole('button', { name: 'Детали' }));
    fast.resolve(page([card({ id: 3, kind: 'detail', name: 'с клеймом', type: { id: 1, name: 'Ствол', nameEn: null } })]));
    await screen.findByRole('link', { name: 'Ствол — с клеймом' });
    slow.resolve(page([card({ id: 99, name: 'Устаревший ответ' })]));
    // The late answer has arrived (nothing is on the way any more), and the cards stay as they were.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByText('Устаревший ответ')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ствол — с клеймом' })).toHaveAttribute('href', '/details/3');
    expect(screen.getByText('Тип')).toBeInTheDocument();
  });

  it('reloads for the mount, reads a bare array, and says when it is empty', async () => {
    server.use(
      api.get<Arrivals>('/api/archive/products/search', ({ request }) =>
        new URL(request.url).searchParams.get('belongsTo') === 'станок' ? [] : page([card({})]),
      ),
    );
    renderWithProviders(<NewArrivals />);
    await screen.findByRole('link', { name: 'Пулемёт' });
    await userEvent.click(screen.getByRole('button', { name: 'Станок' }));
    await screen.findByText('Пока пусто.');
    expect(screen.getByRole('button', { name: 'Станок' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the failure text', async () => {
    expectConsoleErrors();
    serve(() => problemAnswer(500, 'INTERNAL', 'Сбой'));
    renderWithProviders(<NewArrivals />);
    await screen.findByText('Не удалось загрузить новинки');
  });

  it('titles a detail without a name by its type, and with neither by #id', async () => {
    serve(() =>
      page([
        card({ id: 4, kind: 'detail', name: null, type: { id: 1, name: 'Кожух', nameEn: null } }),
        card({ id: 5, kind: 'detail', name: null, type: null }),
      ]),
    );
    renderWithProviders(<NewArrivals />);
    await userEvent.click(screen.getByRole('button', { name: 'Детали' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Кожух' })).toHaveAttribute('href', '/details/4'));
    expect(screen.getByRole('link', { name: '#5' })).toBeInTheDocument();
  });
});
