import type { MeDto, ProductChildDto, ProductDto } from '@museum/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { setSession } from '../../../lib/session';
import { writeCache } from '../../../lib/session-cache';
import { buildItemPhoto, buildMe, buildProduct } from '../../../test/factories';
import { deferred, renderWithProviders } from '../../../test/render';
import { api, problemAnswer, server } from '../../../test/server';
import { ProductPage } from './product-page';

const product = buildProduct({
  id: 4,
  name: 'Пулемёт Максима',
  number: '1234',
  year: 1916,
  belongsTo: 'максим',
  manufacturer: { id: 1, name: 'ТОЗ', nameEn: null },
  parent: { id: 2, name: 'Комплект', nameEn: null },
  description: '<p>Текст <a href="https://example.org/x">https://example.org/x</a><img src="x" onerror="alert(1)"></p>',
  source: 'См. www.example.org или museum@example.org',
  photos: [{ ...buildItemPhoto({ id: 30 }), name: 'a' }],
  details: [{ id: 8, name: 'Кожух', number: '77', year: 1916, type: { name: 'Кожух', nameEn: null } }],
});

/** The product's API; `productAnswer` holds the product's answer back until the test gives it. */
function serve(loggedIn: boolean, productAnswer: Promise<ProductDto> | null = null) {
  if (loggedIn) setSession({ token: 't', role: 'USER' });
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ roles: ['ROLE_USER'] })),
    api.get<ProductChildDto[]>('/api/archive/products/:id/children', () => [
      { id: 5, name: 'Замок', year: null, number: null, manufacturer: null },
    ]),
    api.get<ProductDto, { id: string }>('/api/archive/products/:id', ({ params }) =>
      params.id === '4' ? (productAnswer ?? product) : problemAnswer(404, 'NOT_FOUND', 'Изделие не найдено'),
    ),
  );
}

const render = () => renderWithProviders(<ProductPage />, { route: '/products/4', path: '/products/:id' });

describe('the product page', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the not-found page for an address that names no product (/products/abc), as the server answers 404', async () => {
    serve(false);
    renderWithProviders(<ProductPage />, { route: '/products/abc', path: '/products/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(document.title).toBe('Страница не найдена — Музей «Тульский Максим»');
  });

  it('shows every field with its links, sanitised HTML and linkified source', async () => {
    serve(false);
    const user = userEvent.setup();
    const { container } = render();
    await screen.findByRole('heading', { name: 'Пулемёт Максима' });
    expect(screen.getByRole('link', { name: 'Комплект' })).toHaveAttribute('href', '/products/2');
    expect(screen.getByRole('link', { name: 'ТОЗ' })).toHaveAttribute('href', '/manufacturers/1');
    expect(screen.getByRole('link', { name: '1916' }).getAttribute('href')).toContain('year=1916');
    expect(screen.getByRole('link', { name: '1234' }).getAttribute('href')).toContain('q=1234');
    expect(screen.getByRole('link', { name: 'example.org' })).toHaveAttribute('href', 'https://example.org/x');
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByRole('link', { name: 'museum@example.org' })).toHaveAttribute('href', 'mailto:museum@example.org');
    expect(await screen.findByRole('link', { name: 'Замок' })).toHaveAttribute('href', '/products/5');
    expect(screen.queryByRole('link', { name: 'Редактировать' })).not.toBeInTheDocument();
    // Each photo of the grid links to its own page, not only through the lightbox.
    expect(screen.getByRole('link', { name: 'Информация о фото 1 из 1' })).toHaveAttribute('href', '/photos/30');
    await user.click(screen.getByRole('button', { name: 'Показать связанные детали (1)' }));
    expect(screen.getByRole('link', { name: 'Кожух' })).toHaveAttribute('href', '/details/8');
  });

  it('names the facts and the purpose in English on an English page, the catalogue text marked Russian', async () => {
    serve(false);
    renderWithProviders(<ProductPage />, { route: '/en/products/4', path: '/products/:id', locale: 'en' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Пулемёт Максима' });
    expect(heading).toHaveAttribute('lang', 'ru');
    expect(screen.getByText('Purpose')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maxim gun' })).toHaveAttribute('href', expect.stringContaining('belongsTo='));
    expect(screen.queryByText('максим')).toBeNull();
  });

  it('shows the English name and description on an English page, the Russian ones on a Russian page (ADR 064)', async () => {
    server.use(
      api.get<ProductChildDto[]>('/api/archive/products/:id/children', () => []),
      api.get<ProductDto>('/api/archive/products/:id', () => ({
        ...product,
        nameEn: 'Maxim gun, 1910 pattern',
        descriptionEn: '<p>The water-cooled gun</p>',
      })),
    );
    const english = renderWithProviders(<ProductPage />, { route: '/en/products/4', path: '/products/:id', locale: 'en' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Maxim gun, 1910 pattern' });
    // English content is marked as content, apart from the interface's words (ADR 081).
    expect(heading).toHaveAttribute('lang', 'en');
    const description = screen.getByText('The water-cooled gun');
    expect(description.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/^Текст/)).toBeNull();
    expect(document.title).toContain('Maxim gun, 1910 pattern');
    english.unmount();

    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Пулемёт Максима' })).toBeInTheDocument();
    expect(screen.queryByText('The water-cooled gun')).toBeNull();
  });

  it('shows the edit link to a signed-in user', async () => {
    serve(true);
    render();
    expect(await screen.findByRole('link', { name: 'Редактировать' })).toHaveAttribute('href', '/products/4/edit');
  });

  it('shows the cached copy first while the fresh one loads', async () => {
    writeCache(JSON.stringify(queryKeys.products.item(4)), { ...product, name: 'Из кэша' });
    const answer = deferred<ProductDto>();
    serve(false, answer.promise);
    render();
    expect(await screen.findByRole('heading', { name: 'Из кэша' })).toBeInTheDocument();
    answer.resolve(product);
    await screen.findByRole('heading', { name: 'Пулемёт Максима' });
  });

  it('comes back to the same place with the related details still open', async () => {
    serve(false);
    const user = userEvent.setup();
    const first = render();
    await user.click(await screen.findByRole('button', { name: /Показать связанные детали/ }));
    first.unmount();
    sessionStorage.setItem('scroll:product:4', '900');
    // The place is restored once the page is as tall as it was: children in, details open.
    const seen: string[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {
      seen.push(
        `${screen.queryByRole('link', { name: 'Замок' }) ? 'children' : '-'} ${screen.queryByRole('link', { name: /Кожух —|^Кожух$/ }) ? 'details' : '-'}`,
      );
    });
    render();
    await screen.findByRole('button', { name: /Скрыть связанные детали/ });
    await vi.waitFor(() => expect(seen).toEqual(['children details']));
  });
});
