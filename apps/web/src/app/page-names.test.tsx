import { LOCALES, type Locale, localisedPath, PAGE_TEXTS, pageTitleIn } from '@museum/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { scaled } from '../../../../packages/test-kit/src/timeouts.ts';
import { catalogueOf, LocaleProvider, routerBasename } from '../lib/locale';
import { createQueryClient } from '../lib/query-client';
import { buildPhoto } from '../test/factories';
import { emptyArchiveHandlers } from '../test/handlers';
import { api, server } from '../test/server';
import { routes } from './router';

/** The list pages a visitor reaches from the navigation, a year's parts and a photo. */
const PATHS = [
  '/products',
  '/details',
  '/manufacturers',
  '/stamps',
  '/types',
  '/gallery',
  '/year',
  '/search',
  '/about',
  '/details/year/1910',
  '/photos/7',
];

// Issue 52, point 3: one name per concept, the same in a page's <title> (the server writes it too) and its heading.
describe.each(LOCALES)('the list pages in %s', (locale: Locale) => {
  beforeEach(() =>
    server.use(
      ...emptyArchiveHandlers(),
      api.get('/api/archive/photos/7', () => buildPhoto({ id: 7 })),
    ),
  );

  it.each(PATHS)('titles %s as its heading names it', async (path) => {
    const router = createMemoryRouter(routes, { initialEntries: [localisedPath(locale, path)], basename: routerBasename(locale) });
    render(
      <LocaleProvider locale={locale}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LocaleProvider>,
    );
    await screen.findByRole('heading', { level: 1 }, { timeout: scaled(20_000) });
    // A page with data of its own names itself once the data is in: the heading is read again until both agree.
    await waitFor(() => expect(document.title).toBe(pageTitleIn(locale, screen.getByRole('heading', { level: 1 }).textContent)), {
      timeout: scaled(10_000),
    });
  });
});

// Point 5: the server writes these pages' <title> and first heading before the web draws them; both name them alike.
it.each(LOCALES)('names a photo, a year’s parts and an edit page in %s as the server does', (locale) => {
  const { items, addEdit } = catalogueOf(locale);
  const named = PAGE_TEXTS[locale];
  expect(items.photo.title(7)).toBe(named.photoTitle(7));
  expect(items.yearPage.title(1910)).toBe(named.yearDetailsPageName(1910));
  expect([addEdit.edit.title('product', 19), addEdit.edit.title('detail', 4)]).toEqual([
    named.editPageName('product', 19),
    named.editPageName('detail', 4),
  ]);
});
