import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CatalogueLanding } from './catalogue-landing';

function cards() {
  return screen.getByRole('tabpanel').querySelectorAll('a');
}

describe('the catalogue landing', () => {
  it('shows the gun tab by default with four cards, staggered by 0.05 s', () => {
    renderWithProviders(<CatalogueLanding />);
    expect(screen.getByRole('tab', { name: 'Пулемёт' })).toHaveAttribute('aria-selected', 'true');
    const links = cards();
    expect(links).toHaveLength(4);
    expect([...links].map((link) => link.style.animationDelay)).toEqual(['0.00s', '0.05s', '0.10s', '0.15s']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      const url = new URL(link.getAttribute('href') ?? '', 'http://x');
      expect(url.pathname).toBe('/search');
      expect([...url.searchParams.keys()]).toEqual([
        'q',
        'searchType',
        'page',
        'sortField',
        'sortOrder',
        'size',
        'manufacturer',
        'belongsTo',
      ]);
      expect(url.searchParams.get('belongsTo')).toBe('максим');
      expect(url.searchParams.get('size')).toBe('20');
      expect(link.querySelector('img')).toHaveAttribute('width');
    }
  });

  it('takes the mount tab from ?catalog=mount only', () => {
    renderWithProviders(<CatalogueLanding />, { route: '/?catalog=mount' });
    expect(screen.getByRole('tab', { name: 'Станок' })).toHaveAttribute('aria-selected', 'true');
    expect(cards()).toHaveLength(3);
    for (const link of cards()) expect(new URL(link.href).searchParams.get('belongsTo')).toBe('станок');
  });

  it('falls back to the gun tab for any other value', () => {
    renderWithProviders(<CatalogueLanding />, { route: '/?catalog=tank' });
    expect(screen.getByRole('tab', { name: 'Пулемёт' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the tab into the query string, replacing the history entry and keeping other parameters', async () => {
    const { router } = renderWithProviders(<CatalogueLanding />, { route: '/?x=1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Станок' }));
    expect(router.state.location.search).toBe('?x=1&catalog=mount');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(cards()).toHaveLength(3);
  });

  it('moves between tabs with the arrow keys', async () => {
    const { router } = renderWithProviders(<CatalogueLanding />);
    screen.getByRole('tab', { name: 'Пулемёт' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Станок' })).toHaveFocus();
    expect(router.state.location.search).toBe('?catalog=mount');
    await userEvent.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?catalog=gun');
  });

  it('submits the trimmed text to /search', async () => {
    const { router } = renderWithProviders(<CatalogueLanding />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), '  станок Соколова ');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('станок Соколова')}`);
  });

  it('submits an empty search', async () => {
    const { router } = renderWithProviders(<CatalogueLanding />);
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/search?q=');
  });
});
