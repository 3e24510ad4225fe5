import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { expectConsoleErrors } from '../test/console';
import { emptyArchiveHandlers } from '../test/handlers';
import { server } from '../test/server';
import { routes } from './router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Every route of the spec's table, plus the two the e-mail links open. */
const SPEC_PATHS = [
  '/catalog',
  '/liter',
  '/forum',
  '/about',
  '/add',
  '/products',
  '/products/3',
  '/details',
  '/details/4',
  '/year',
  '/details/year/1910',
  '/photos/5',
  '/search',
  '/details/4/edit',
  '/products/3/edit',
  '/manufacturers',
  '/manufacturers/2',
  '/gallery',
  '/register',
  '/types',
  '/exp',
  '/confirm-email',
  '/reset-password',
  '/profile',
];

describe('the router', () => {
  beforeEach(() => {
    server.use(...emptyArchiveHandlers());
  });

  it('shows the not-found page with a link home at an unknown path (the server answers it with 404)', async () => {
    const router = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(screen.getByRole('main').querySelector('a[href="/"]')).toHaveTextContent('На главную');
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Музей «Тульский Максим»'));
  });

  it('shows the not-found page for an item the API does not know', async () => {
    expectConsoleErrors();
    renderAt('/products/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('keeps document.title in step on list pages', async () => {
    renderAt('/gallery');
    await waitFor(() => expect(document.title).toBe('Галерея — Музей «Тульский Максим»'));
  });

  it('describes the page it moved to in the meta description, not the first page it loaded', async () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Фото №5. Первая страница';
    document.head.append(meta);
    // As the server wrote the first page's head.
    document.title = 'Фото №5 — Музей «Тульский Максим»';
    try {
      const router = renderAt('/gallery');
      await waitFor(() => expect(document.title).toBe('Галерея — Музей «Тульский Максим»'));
      expect(meta.content).toMatch(/^Галерея\. Онлайн-каталог тульского пулемёта «Максим»/);
      await router.navigate('/');
      await waitFor(() => expect(document.title).toBe('Музей «Тульский Максим»'));
      expect(meta.content).toMatch(/^Онлайн-каталог тульского пулемёта «Максим»/);
    } finally {
      meta.remove();
    }
  });

  it.each(SPEC_PATHS)('serves %s', async (path) => {
    const router = renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
  });

  it('asks a visitor at /moderation (moderators only) to sign in where they are, keeping the address', async () => {
    const router = renderAt('/moderation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Модерация' })).toBeInTheDocument();
    expect(screen.getByText('Раздел модерации доступен только модераторам.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation');
  });

  it('shows the placeholder texts and the footer', async () => {
    renderAt('/catalog');
    expect(await screen.findByText('Здесь будет каталог')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Музей «Тульский Максим»`)).toBeInTheDocument();
    // The release, built in from the root package.json as the server's /api/site says it.
    expect(screen.getByText(`Версия ${__APP_VERSION__}`)).toBeInTheDocument();
    expect(__APP_VERSION__).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('lists every section in the footer for everyone, the screens no header links to among them', async () => {
    renderAt('/about');
    const footer = await screen.findByRole('navigation', { name: 'Разделы' });
    const hrefs = Array.from(footer.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/types', '/manufacturers', '/details', '/products', '/exp', '/search', '/gallery', '/year']),
    );
  });

  it('moves focus to the new page heading after in-app navigation, not on the first load', async () => {
    const router = renderAt('/about');
    const heading = await screen.findByRole('heading', { level: 1, name: 'О проекте' });
    expect(heading).not.toHaveFocus();
    const link = screen.getAllByRole('link', { name: 'Производители' })[0] as HTMLElement;
    link.focus();
    link.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/manufacturers'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Производители');
  });
});
