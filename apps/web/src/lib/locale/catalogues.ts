import { DEFAULT_LOCALE, type Locale } from '@museum/contract';
import type { Messages } from '../../messages/catalogue';
import { language as enLanguage } from '../../messages/en/language';
import { ru } from '../../messages/ru';
import { language as ruLanguage } from '../../messages/ru/language';

/**
 * Where each language's catalogue comes from. Russian, the default, comes with the entry; every other
 * language is a chunk of its own that only its pages fetch (`loadCatalogue` before the first render,
 * see main.tsx), so Russian readers do not download it (ADR 054, issue 34's budgets). A new language
 * is one line here (the compiler asks for it).
 */
const CHUNKS: Readonly<Record<Locale, () => Promise<Messages>>> = {
  ru: async () => ru,
  en: async () => (await import('../../messages/en')).en,
};

const loaded = new Map<Locale, Messages>([[DEFAULT_LOCALE, ru]]);

/** Fetches `locale`'s catalogue once; the page renders after it. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) loaded.set(locale, await CHUNKS[locale]());
}

/**
 * Puts a catalogue made elsewhere in `locale`'s place: the tests' pseudo-locale (@museum/test-kit/pseudo-locale),
 * English with every text accented and lengthened, which shows any text a page writes by hand.
 */
export function replaceCatalogue(locale: Locale, catalogue: Messages): void {
  loaded.set(locale, catalogue);
}

/** The texts of a loaded locale; asking for one that was not loaded is a programming error. */
export function catalogueOf(locale: Locale): Messages {
  const catalogue = loaded.get(locale);
  if (!catalogue) throw new Error(`The ${locale} catalogue was read before loadCatalogue('${locale}')`);
  return catalogue;
}

/** How each language names itself to readers of the others (the switch, the first-visit offer), always at hand. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, typeof ruLanguage>> = { ru: ruLanguage, en: enLanguage };
