import { LOCALES, type Locale } from '@museum/contract';

const KEY = 'museum.locale';

/** The language the reader chose (with the switch, or by turning the offer down); null before any choice. */
export function savedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(KEY);
    return LOCALES.find((locale) => locale === value) ?? null;
  } catch {
    return null;
  }
}

export function saveLocale(locale: Locale): void {
  try {
    localStorage.setItem(KEY, locale);
  } catch {
    // Storage off (private mode): the choice lasts for this page only, which is no harm.
  }
}

/**
 * Whether the browser's languages put English before Russian (navigator.languages, the same
 * list as Accept-Language): `['en-US', 'ru']` does, `['ru', 'en']` and `['de']` do not.
 */
export function prefersEnglish(languages: readonly string[]): boolean {
  const first = languages.map((tag) => tag.toLowerCase().split('-')[0]).find((code) => code === 'en' || code === 'ru');
  return first === 'en';
}
