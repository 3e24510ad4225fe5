import type { BelongsTo } from '../common';
import type { Locale } from '../locale';

type PurposeNames = Readonly<Record<BelongsTo, string>>;

/** The purposes (`belongsTo`) in Russian: the stored values themselves. */
export const PURPOSE_NAMES_RU = { максим: 'максим', станок: 'станок', другое: 'другое', ЗИП: 'ЗИП' } as const satisfies PurposeNames;
/** The purposes in museum English (ADR 054); the web's English catalogue reads them from here. */
export const PURPOSE_NAMES_EN = {
  максим: 'Maxim gun',
  станок: 'mount',
  другое: 'other',
  ЗИП: 'spares kit (ZIP)',
} as const satisfies PurposeNames;

/**
 * The purposes as each language names them: stored and filtered by the Russian value, shown as
 * «станок» on Russian pages and "mount" on English ones. Each language's map is its own constant,
 * so a web catalogue takes only its own.
 */
export const PURPOSE_NAMES: Readonly<Record<Locale, PurposeNames>> = { ru: PURPOSE_NAMES_RU, en: PURPOSE_NAMES_EN };

/** A purpose as a page in `locale` names it; an unknown value as stored. */
export const purposeName = (locale: Locale, purpose: string): string =>
  (PURPOSE_NAMES[locale] as Readonly<Record<string, string>>)[purpose] ?? purpose;
