import { describe, expect, it } from 'vitest';
import { prefersEnglish, savedLocale, saveLocale } from './saved-locale';

describe('the reader’s language', () => {
  it('prefers English only when English comes before Russian in the browser’s list', () => {
    expect(prefersEnglish(['en-US', 'ru'])).toBe(true);
    expect(prefersEnglish(['de-DE', 'en'])).toBe(true);
    expect(prefersEnglish(['ru-RU', 'en-US'])).toBe(false);
    expect(prefersEnglish(['de'])).toBe(false);
    expect(prefersEnglish([])).toBe(false);
  });

  it('keeps a choice and ignores anything that is not a locale', () => {
    localStorage.setItem('museum.locale', 'fr');
    expect(savedLocale()).toBeNull();
    saveLocale('en');
    expect(savedLocale()).toBe('en');
    localStorage.removeItem('museum.locale');
  });
});
