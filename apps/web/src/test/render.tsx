import type { Locale } from '@museum/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthDialogsProvider } from '../features/auth';
import { LocaleProvider, routerBasename } from '../lib/locale';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders `ui` at `route` inside a memory router, a fresh query client and the account dialogs,
 * in Russian unless `locale` says otherwise (English routes then start with /en, as on the site).
 */
export function renderWithProviders(
  ui: ReactNode,
  { route = '/', path = '*', locale = 'ru' }: { route?: string; path?: string; locale?: Locale } = {},
) {
  const queryClient = createQueryClient();
  const page = { path, element: <AuthDialogsProvider>{ui}</AuthDialogsProvider> };
  // Where the page navigates to (another page) renders nothing, instead of the router's error page.
  const routes = path === '*' ? [page] : [page, { path: '*', element: null }];
  const router = createMemoryRouter(routes, { initialEntries: [route], basename: routerBasename(locale) });
  const result = render(
    <LocaleProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return { ...result, router, queryClient };
}

/** A promise with its resolve exposed, to answer a request when the test decides. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
