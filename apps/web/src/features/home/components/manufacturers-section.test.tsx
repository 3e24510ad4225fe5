import type { ManufacturerDto } from '@museum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../../test/console';
import { buildManufacturer } from '../../../test/factories';
import { deferred, renderWithProviders } from '../../../test/render';
import { api, problemAnswer, server } from '../../../test/server';
import { ManufacturersSection } from './manufacturers-section';

const makers = [
  buildManufacturer({
    id: 2,
    name: 'Тульский оружейный завод',
    shortName: 'ТОЗ',
    country: 'СССР',
    period: '1918–1941',
    description: '<p>Основной <strong>производитель</strong></p><script>x()</script>',
  }),
  buildManufacturer({ id: 5, name: 'завод Лесснера', shortName: null, country: null, period: '1910–1917' }),
];

describe('the manufacturers section', () => {
  it('shows loading, then cards with avatar letter, country or period, plain description and both links', async () => {
    const answer = deferred<ManufacturerDto[]>();
    server.use(api.get<ManufacturerDto[]>('/api/archive/manufacturers', () => answer.promise));
    renderWithProviders(<ManufacturersSection />);
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    answer.resolve(makers);
    const [toz, lessner] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(toz).getByText('Т')).toHaveClass('maker__avatar');
    expect(within(toz).getByText('СССР')).toBeInTheDocument();
    expect(within(toz).getByText('Основной производитель').tagName).toBe('P');
    expect(within(toz).getByRole('link', { name: 'Страница производителя' })).toHaveAttribute('href', '/manufacturers/2');
    expect(within(toz).getByRole('link', { name: 'Поиск по «Тульский оружейный завод»' })).toHaveAttribute(
      'href',
      `/search?searchType=all&manufacturer=${encodeURIComponent('Тульский оружейный завод').replace(/%20/g, '+')}`,
    );
    expect(within(lessner).getByText('З')).toHaveClass('maker__avatar');
    expect(within(lessner).getByText('1910–1917')).toBeInTheDocument();
  });

  it('shows the empty text for an empty list and for a failure', async () => {
    expectConsoleErrors();
    server.use(api.get<ManufacturerDto[]>('/api/archive/manufacturers', () => []));
    const first = renderWithProviders(<ManufacturersSection />);
    await screen.findByText('Пока пусто.');
    first.unmount();
    server.use(api.get<ManufacturerDto[]>('/api/archive/manufacturers', () => problemAnswer(503, 'UNAVAILABLE', 'Нет')));
    renderWithProviders(<ManufacturersSection />);
    await screen.findByText('Пока пусто.');
  });
});
