import type { DatingCheckItemDto, MeDto, Page } from '@museum/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session';
import { buildMe, pageOf } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { api, server } from '../../../test/server';
import { ModerationPage } from './moderation-page';
import { YearCheckPage } from './year-check-page';

const ODD: DatingCheckItemDto = {
  id: 31,
  kind: 'detail',
  title: 'Короб пулемёта (без пулемёта)',
  number: '12310',
  serial: 12310,
  year: 1919,
  path: '/details/31',
  agrees: false,
  answer: { kind: 'exact', year: 1916 },
};

beforeEach(() => {
  setSession({ token: 't', role: 'ROLE_MODERATOR' });
  server.use(
    api.get<MeDto>('/api/auth/me', () => buildMe({ username: 'mod', roles: ['ROLE_USER', 'ROLE_MODERATOR'] })),
    api.get<Page<DatingCheckItemDto>>('/api/archive/dating/check', () => pageOf([ODD], 50)),
    api.get<Page<never>>('/api/archive/change-requests', () => pageOf([], 100)),
    api.get('/api/archive/manufacturers', () => []),
    api.get('/api/archive/detail-types', () => []),
    api.get('/api/archive/stamps', () => []),
  );
});

describe('«Проверить год»', () => {
  it('is a tab of the moderation page, reached by a click', async () => {
    const { router } = renderWithProviders(<ModerationPage />, { route: '/moderation', path: '/moderation' });
    const tabs = await screen.findByRole('navigation', { name: 'Модерация' });
    expect(within(tabs).getByRole('link', { name: 'Заявки' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(tabs).getByRole('link', { name: 'Проверить год' }));
    expect(router.state.location.pathname).toBe('/moderation/year-check');
  });

  it('lists the items whose year disagrees with the table, each a link', async () => {
    renderWithProviders(<YearCheckPage />, { route: '/moderation/year-check', path: '/moderation/year-check' });
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Короб пулемёта (без пулемёта)',
      '12310',
      '1919',
      '1916',
    ]);
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/details/31');
    expect(screen.getByText('Всего: 1')).toBeInTheDocument();
  });

  it('speaks English on English pages, the item titles marked Russian and linked under /en', async () => {
    renderWithProviders(<YearCheckPage />, { route: '/en/moderation/year-check', path: '/moderation/year-check', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check the year' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Year in the catalogue' })).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: 'Короб пулемёта (без пулемёта)' });
    expect(link).toHaveAttribute('href', '/en/details/31');
    expect(link).toHaveAttribute('lang', 'ru');
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
  });
});
