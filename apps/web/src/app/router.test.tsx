import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { jsonResponse } from '../test/render';
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
  '/moderation',
  '/types',
  '/exp',
  '/confirm-email',
  '/reset-password',
];

describe('the router', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, [])),
    );
  });

  it('redirects an unknown path to the home page', async () => {
    const router = renderAt('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Тульский Максим' })).toBeInTheDocument();
  });

  it.each(SPEC_PATHS)('serves %s', async (path) => {
    const router = renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the placeholder texts and the footer', async () => {
    renderAt('/catalog');
    expect(await screen.findByText('Здесь будет каталог')).toBeInTheDocument();
    expect(screen.getByText('© 2025 Музей «Тульский Максим»')).toBeInTheDocument();
  });
});
