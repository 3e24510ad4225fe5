import type { BelongsTo } from '../common';
import type { Locale } from '../locale';

/**
 * The purposes (`belongsTo`) as each language names them: stored and filtered by the Russian value,
 * shown as «станок» on Russian pages and "mount" on English ones (museum English, ADR 054).
 */
export const PURPOSE_NAMES: Readonly<Record<Locale, Readonly<Record<BelongsTo, string>>>> = {
  ru: { максим: 'максим', станок: 'станок', другое: 'другое', ЗИП: 'ЗИП' },
  en: { максим: 'Maxim gun', станок: 'mount', другое: 'other', ЗИП: 'spares kit (ZIP)' },
};

/** A purpose as a page in `locale` names it; an unknown value as stored. */
export const purposeName = (locale: Locale, purpose: string): string =>
  (PURPOSE_NAMES[locale] as Readonly<Record<string, string>>)[purpose] ?? purpose;
