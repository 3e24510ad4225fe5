import { DEFAULT_LOCALE, type Locale } from '@museum/contract';
import { compareNames, lowerCase } from '../../lib/locale/intl';

/** One choice of a select: an id and the label shown. */
/** A choice: its label, and the language to mark the label in when it is catalogue text as entered (`lang="ru"` on English pages). */
export type SelectOption = { id: number; name: string; lang?: string | undefined };

/** Options whose label holds `text` (case-insensitive), sorted alphabetically by label in the page's language. */
export function filterOptions(options: readonly SelectOption[], text: string, locale: Locale = DEFAULT_LOCALE): SelectOption[] {
  const needle = lowerCase(text.trim(), locale);
  const compare = compareNames(locale);
  return options.filter((option) => lowerCase(option.name, locale).includes(needle)).sort((a, b) => compare(a.name, b.name));
}

/** The option a typed text names exactly (case and surrounding spaces aside), if there is one. */
export function exactOption(options: readonly SelectOption[], text: string, locale: Locale = DEFAULT_LOCALE): SelectOption | undefined {
  const needle = lowerCase(text.trim(), locale);
  return needle === '' ? undefined : options.find((option) => lowerCase(option.name.trim(), locale) === needle);
}

/** Android browsers get the full-screen overlay, as the spec asks; everything else a dropdown. */
export function isAndroid(userAgent: string = globalThis.navigator?.userAgent ?? ''): boolean {
  return /android/i.test(userAgent);
}

/** Overlay rows are 48 px; the list is at most half the window high. */
export const OVERLAY_ROW_PX = 48;
export function overlayListHeight(windowHeight: number = globalThis.innerHeight ?? 800): number {
  return Math.floor(windowHeight / 2);
}
