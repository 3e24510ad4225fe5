import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
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
    expect(screen.getByRole('link', { name: 'The Tula Maxim Museum' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/en/search');
  });
});
