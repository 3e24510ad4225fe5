import type { STAMP_KINDS } from './constants';
import type { Locale } from './locale';

// Stamps' words without schemas: message catalogues and pages import them, and a module with zod
// schemas would bring zod into the first load of every page that names a stamp's kind or years.

export type StampKind = (typeof STAMP_KINDS)[number];
/** The name of each kind in each interface language, as pages, filters and the moderation queue show it. */
export const STAMP_KIND_LABELS: Readonly<Record<Locale, Readonly<Record<StampKind, string>>>> = {
  ru: {
    FACTORY: 'заводское клеймо',
    ACCEPTANCE: 'приёмка',
    INSPECTOR: 'клеймо контролёра',
    YEAR: 'год выпуска',
    PROOF: 'испытательное',
    OTHER: 'другое',
  },
  en: {
    FACTORY: 'factory stamp',
    ACCEPTANCE: 'acceptance stamp (приёмка)',
    INSPECTOR: "inspector's stamp",
    YEAR: 'year stamp',
    PROOF: 'proof stamp',
    OTHER: 'other',
  },
};

const YEAR_WORDS: Readonly<Record<Locale, { from: string; to: string }>> = {
  ru: { from: 'с', to: 'по' },
  en: { from: 'from', to: 'until' },
};

/** A stamp's years of use as pages and heads show them: «1910–1917», «с 1910», «по 1917» (in English "from 1910", "until 1917"), or null. */
export function stampYearsText(locale: Locale, from: number | null, to: number | null): string | null {
  if (from !== null && to !== null) return from === to ? String(from) : `${from}–${to}`;
  if (from !== null) return `${YEAR_WORDS[locale].from} ${from}`;
  return to === null ? null : `${YEAR_WORDS[locale].to} ${to}`;
}
