import type { DatedItemDto, DatingDto } from '@museum/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { api } from '../../../test/server';

/** Renders a year-tools component inside a router and a fresh query client without retries. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A dated example as the dating endpoints answer it. */
export function datedItem(serial: number, year: number, overrides: Partial<DatedItemDto> = {}): DatedItemDto {
  const id = overrides.id ?? serial;
  return {
    id,
    kind: 'product',
    title: 'Пулемёт',
    number: String(serial),
    serial,
    year,
    path: `/products/${id}`,
    agrees: true,
    ...overrides,
  };
}

/** `GET /api/archive/dating` answering these examples (none by default) around whatever number is asked. */
export const datingHandler = (answer: Partial<DatingDto> = {}) =>
  api.get<DatingDto>('/api/archive/dating', ({ request }) => {
    const query = new URL(request.url).searchParams;
    return {
      serial: Number(query.get('serial')),
      table: query.get('table') === 'state-factory' ? 'state-factory' : 'maxim',
      answer: null,
      below: [],
      above: [],
      estimate: null,
      ...answer,
    };
  });
