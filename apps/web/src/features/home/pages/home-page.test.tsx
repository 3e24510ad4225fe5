import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast-store';
import { expectConsoleErrors } from '../../../test/console';
import { renderWithProviders } from '../../../test/render';
import { server } from '../../../test/server';
import { HomePage } from './home-page';

describe('the home page without a connection', () => {
  it('shows each block’s own state to a visitor, and no error toast', async () => {
    expectConsoleErrors();
    server.use(http.all('/api/*', () => HttpResponse.error()));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Не удалось загрузить новинки')).toBeInTheDocument();
    const makers = screen.getByRole('heading', { level: 2, name: 'Производители' }).closest('section') as HTMLElement;
    expect(await within(makers).findByText('Пока пусто.')).toBeInTheDocument();
    expect(getToasts()).toEqual([]);
  });
});
