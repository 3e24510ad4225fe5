import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function renderFailing(error: Error) {
  const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, lazy: () => Promise.reject(error) }], {
    initialEntries: ['/'],
  });
  render(<RouterProvider router={router} />);
}

describe('a page that fails', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('shows a Russian error page with a reload button, never the router developer screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new Error('Cannot read properties of undefined'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не загрузилась' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    // Logged from an effect, which may run just after the heading shows on a busy machine.
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it('shows the error page when a reload for a missing chunk has just been tried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    sessionStorage.setItem('museum:chunk-reload-at', String(Date.now()));
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/old-page-abc.js'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Страница не загрузилась' })).toBeInTheDocument();
  });
});
