import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LanguageOffer } from './language-offer';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the offer of English on a first visit', () => {
  it('offers the English home page to a browser that prefers English, without leaving the page', () => {
    browserLanguages(['en-US', 'en', 'ru']);
    renderWithProviders(<LanguageOffer />);
    const offer = screen.getByRole('complementary', { name: 'English version' });
    expect(offer).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Open in English' })).toHaveAttribute('href', '/en');
  });

  it('is not made to a Russian-first browser, on other pages, or once the reader has chosen', async () => {
    browserLanguages(['ru-RU', 'en-US']);
    const first = renderWithProviders(<LanguageOffer />);
    expect(screen.queryByRole('complementary')).toBeNull();
    first.unmount();

    browserLanguages(['en-GB']);
    const other = renderWithProviders(<LanguageOffer />, { route: '/search' });
    expect(screen.queryByRole('complementary')).toBeNull();
    other.unmount();

    renderWithProviders(<LanguageOffer />);
    await userEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(localStorage.getItem('museum.locale')).toBe('ru');
  });
});
