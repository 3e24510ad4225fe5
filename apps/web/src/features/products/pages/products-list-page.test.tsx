import type { Page, ProductListItemDto } from '@museum/contract';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, recordRequests, server } from '../../../test/server';
import { ProductsListPage } from './products-list-page';

const page = (content: ProductListItemDto[]) => pageOf(content, 100);

describe('the products list', () => {
  beforeEach(() => sessionStorage.clear());

  it('lists products by name, each linking to its page, asking the API sorted by name', async () => {
    server.use(
      api.get<Page<ProductListItemDto>>('/api/archive/products', () =>
        page([
          { id: 3, name: 'Пулемёт Максима обр. 1910 года', nameEn: null, number: '2514', year: 1910, belongsTo: 'максим' },
          { id: 9, name: 'Станок Соколова', nameEn: null, number: null, year: null, belongsTo: 'станок' },
        ]),
      ),
    );
    const requests = recordRequests();
    renderWithProviders(<ProductsListPage />, { route: '/products', path: '/products' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Изделия');
    expect(await screen.findByRole('link', { name: /Пулемёт Максима обр\. 1910 года № 2514 · 1910/ })).toHaveAttribute(
      'href',
      '/products/3',
    );
    expect(screen.getByRole('link', { name: 'Станок Соколова' })).toHaveAttribute('href', '/products/9');
    expect(new URL(requests[0]?.url ?? '').searchParams.get('sort')).toBe('name,asc');
  });

  it('lists the English name on an English page, sorted by it, and marks a Russian name and the letters of a number as Russian', async () => {
    const requests = recordRequests();
    server.use(
      api.get<Page<ProductListItemDto>>('/api/archive/products', () =>
        page([
          { id: 3, name: 'Пулемёт Максима', nameEn: 'Maxim gun', number: 'АЕ 2415', year: 1910, belongsTo: 'максим' },
          { id: 9, name: 'Станок Соколова', nameEn: null, number: '785', year: null, belongsTo: 'станок' },
        ]),
      ),
    );
    renderWithProviders(<ProductsListPage />, { route: '/en/products', path: '/products', locale: 'en' });
    const english = await screen.findByRole('link', { name: 'Maxim gun No. АЕ 2415 · 1910' });
    expect(english.querySelector('[lang="ru"]')).toHaveTextContent(/^АЕ 2415$/);
    const russian = screen.getByRole('link', { name: 'Станок Соколова No. 785' });
    expect(Array.from(russian.querySelectorAll('[lang="ru"]'), (marked) => marked.textContent)).toEqual(['Станок Соколова']);
    // By the English name where there is one (issue 52), not by the Russian one the page does not show.
    expect(new URL(requests[0]?.url ?? '').searchParams.get('sort')).toBe('nameEn,asc');
  });

  it('says when there are no products yet', async () => {
    server.use(api.get<Page<ProductListItemDto>>('/api/archive/products', () => page([])));
    renderWithProviders(<ProductsListPage />, { route: '/products', path: '/products' });
    expect(await screen.findByText('Изделий пока нет')).toBeInTheDocument();
  });
});
