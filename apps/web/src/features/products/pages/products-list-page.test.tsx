import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/render';
import { ProductsListPage } from './products-list-page';

const page = (content: unknown[], totalPages = 1) =>
  jsonResponse(200, { content, totalElements: content.length, totalPages, number: 0, size: 100 });

describe('the products list', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists products by name, each linking to its page, asking the API sorted by name', async () => {
    const fetchMock = vi.fn(async () =>
      page([
        { id: 3, name: 'Пулемёт Максима обр. 1910 года', number: '2514', year: 1910, belongsTo: 'максим' },
        { id: 9, name: 'Станок Соколова', number: null, year: null, belongsTo: 'станок' },
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ProductsListPage />, { route: '/products', path: '/products' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Изделия');
    expect(await screen.findByRole('link', { name: /Пулемёт Максима обр\. 1910 года № 2514 · 1910/ })).toHaveAttribute(
      'href',
      '/products/3',
    );
    expect(screen.getByRole('link', { name: 'Станок Соколова' })).toHaveAttribute('href', '/products/9');
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain('sort=name%2Casc');
  });

  it('says when there are no products yet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => page([])),
    );
    renderWithProviders(<ProductsListPage />, { route: '/products', path: '/products' });
    expect(await screen.findByText('Изделий пока нет')).toBeInTheDocument();
  });
});
