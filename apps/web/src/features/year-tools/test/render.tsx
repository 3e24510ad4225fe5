import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a year-tools component inside a router and a fresh query client without retries. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers fetch by path: a JSON body for a known path, a 500 for anything else. */
export function fakeFetch(answers: Record<string, unknown>) {
  return async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const body = answers[url.pathname];
    return body === undefined
      ? new Response('{}', { status: 500 })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}
