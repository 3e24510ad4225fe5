import type { Locale } from '@museum/contract';
import type { Messages } from '../../messages/catalogue';
import { language as enLanguage } from '../../messages/en/language';
import { ru } from '../../messages/ru';
import { language as ruLanguage } from '../../messages/ru/language';

/**
 * One catalogue per interface language, all of one type. Russian, the default, comes with the
 * entry; English is a chunk of its own that only English pages fetch (`loadCatalogue` before the
 * first render, see main.tsx), so Russian readers do not download it (ADR 054, issue 34's budgets).
 */
const loaded: Partial<Record<Locale, Messages>> = { ru };

/** Fetches `locale`'s catalogue once; the page renders after it. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  if (locale === 'en') loaded.en = (await import('../../messages/en')).en;
}

/** The texts of a loaded locale; asking for one that was not loaded is a programming error. */
export function catalogueOf(locale: Locale): Messages {
  const catalogue = loaded[locale];
  if (!catalogue) throw new Error(`The ${locale} catalogue was read before loadCatalogue('${locale}')`);
  return catalogue;
}

/** How each language names itself to readers of the other (the switch, the first-visit offer), always at hand. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, typeof ruLanguage>> = { ru: ruLanguage, en: enLanguage };
