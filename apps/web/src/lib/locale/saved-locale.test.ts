import { afterEach, describe, expect, it } from 'vitest';
import { cookieLocale, preferredLocale, savedChoiceAddress, savedLocale, saveLocale, writeCookie } from './saved-locale';

const clearCookie = () => writeCookie('', 0);

afterEach(() => {
  localStorage.clear();
  clearCookie();
});

describe('the reader’s language', () => {
  it('is the first of our languages the browser lists, whichever they are', () => {
    expect(preferredLocale(['en-US', 'ru'])).toBe('en');
    expect(preferredLocale(['de-DE', 'en'])).toBe('en');
    expect(preferredLocale(['ru-RU', 'en-US'])).toBe('ru');
    expect(preferredLocale(['de'])).toBeNull();
    expect(preferredLocale([])).toBeNull();
    // Only the list decides: with Russian alone, an English browser prefers none of them.
    expect(preferredLocale(['en-GB', 'ru'], ['ru'])).toBe('ru');
  });

  it('keeps a choice in the browser and in a cookie for the server, and ignores anything that is not a locale', () => {
    localStorage.setItem('museum.locale', 'fr');
    expect(savedLocale()).toBeNull();
    saveLocale('en');
    expect(savedLocale()).toBe('en');
    expect(cookieLocale()).toBe('en');
    expect(document.cookie).toContain('museum-locale=en');
  });

  it('sends / to the chosen language when only the browser kept the choice, and gives the server the cookie', () => {
    localStorage.setItem('museum.locale', 'en');
    expect(savedChoiceAddress('/', '?q=1')).toBe('/en?q=1');
    expect(cookieLocale()).toBe('en');
    // The server answers from now on; explicit addresses and a Russian choice stay where they are.
    expect(savedChoiceAddress('/', '')).toBeNull();
    clearCookie();
    expect(savedChoiceAddress('/about', '')).toBeNull();
    saveLocale('ru');
    expect(savedChoiceAddress('/', '')).toBeNull();
  });
});
