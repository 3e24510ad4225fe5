import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session';
import { meHandler } from '../../test/handlers';
import { renderWithProviders } from '../../test/render';
import { api, bodiesSent, noContent, recordRequests, server } from '../../test/server';
import { SiteHeader } from './site-header';

afterEach(() => localStorage.clear());

describe('the language switch', () => {
  it('leads from a Russian page to the same page in English, named in English', () => {
    renderWithProviders(<SiteHeader />, { route: '/search?q=1910' });
    const link = screen.getByRole('link', { name: 'English version (EN)' });
    expect(link).toHaveAttribute('href', '/en/search?q=1910');
    expect(link).toHaveAttribute('lang', 'en');
    // jsdom cannot load another page: the click is kept from navigating, its handler still runs.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    expect(localStorage.getItem('museum.locale')).toBe('en');
  });

  it('leads from an English page back to the Russian one, and the header speaks English', () => {
    renderWithProviders(<SiteHeader />, { route: '/en/products/1', locale: 'en' });
    expect(screen.getByRole('link', { name: 'Русская версия (RU)' })).toHaveAttribute('href', '/products/1');
    expect(screen.getByRole('link', { name: 'Tula Maxim Museum' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/en/search');
  });

  it('changes a signed-in account’s language too, so its mails follow; a visitor’s switch calls nothing', async () => {
    server.use(
      meHandler({ username: 'ivan' }),
      api.put<null>('/api/auth/language', () => noContent()),
    );
    const requests = recordRequests();
    const visitor = renderWithProviders(<SiteHeader />, { route: '/products/1' });
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    screen.getByRole('link', { name: 'English version (EN)' }).click();
    visitor.unmount();

    setSession({ token: 't1', role: 'USER' });
    renderWithProviders(<SiteHeader />, { route: '/products/1' });
    await screen.findByText('ivan');
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    screen.getByRole('link', { name: 'English version (EN)' }).click();
    await waitFor(async () => expect(await bodiesSent(requests, 'PUT', '/api/auth/language')).toEqual([{ language: 'en' }]));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.headers.get('authorization')).toBe('Bearer t1');
  });
});
