import type { DatingContradictionDto, MeDto, Page } from '@museum/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { buildMe, pageOf } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, server } from '../../../test/server';
import { ContradictionsPage } from './contradictions-page';
import { YearCheckPage } from './year-check-page';

const AGAINST: DatingContradictionDto = {
  id: 7,
  kind: 'product',
  title: 'Пулемёт Максима обр. 1910 г.',
  number: '20 100',
  serial: 20100,
  year: 1920,
  path: '/products/7',
  agrees: false,
  tableYear: 1916,
  examplesYear: 1919,
  examples: 2,
};

beforeEach(() => {
  setSession({ token: 't', role: 'ROLE_MODERATOR' });
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ username: 'mod', roles: ['ROLE_USER', 'ROLE_MODERATOR'] })),
    api.get<Page<DatingContradictionDto>>('/api/archive/dating/contradictions', () => pageOf([AGAINST], 50)),
    api.get<Page<never>>('/api/archive/dating/check', () => pageOf([], 50)),
  );
});

describe('«Примеры против таблицы»', () => {
  it('is a tab of the moderation pages, reached by a click', async () => {
    const { router } = renderWithProviders(<YearCheckPage />, { route: '/moderation/year-check', path: '/moderation/year-check' });
    const tabs = await screen.findByRole('navigation', { name: 'Модерация' });
    await userEvent.click(within(tabs).getByRole('link', { name: 'Примеры против таблицы' }));
    expect(router.state.location.pathname).toBe('/moderation/contradictions');
  });

  it('lists each item with its number, its year, the table’s year and the examples’, linked to its page', async () => {
    renderWithProviders(<ContradictionsPage />, { route: '/moderation/contradictions', path: '/moderation/contradictions' });
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Пулемёт Максима обр. 1910 г.',
      '20 100',
      '1920',
      '1916',
      '1919 (2 примера)',
    ]);
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/products/7');
    expect(screen.getByText('Всего: 1')).toBeInTheDocument();
  });

  it('says so when the examples nowhere contradict the table', async () => {
    server.use(api.get<Page<DatingContradictionDto>>('/api/archive/dating/contradictions', () => pageOf([], 50)));
    renderWithProviders(<ContradictionsPage />, { route: '/moderation/contradictions', path: '/moderation/contradictions' });
    expect(await screen.findByText('Примеры нигде не спорят с таблицей.')).toBeInTheDocument();
  });

  it('speaks English on English pages, the titles marked Russian and linked under /en', async () => {
    renderWithProviders(<ContradictionsPage />, {
      route: '/en/moderation/contradictions',
      path: '/moderation/contradictions',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Examples against the table' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'By the examples near it' })).toBeInTheDocument();
    expect(within(table).getByText('1919 (2 examples)')).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: 'Пулемёт Максима обр. 1910 г.' });
    expect(link).toHaveAttribute('href', '/en/products/7');
    expect(link).toHaveAttribute('lang', 'ru');
  });
});
