import { DEFAULT_LOCALE, type Locale } from '@museum/contract';
import type { Messages } from '../../messages/catalogue';
import { catalogueOf } from './catalogues';
import { localeOfPath } from './locale-path';

/**
 * The locale of this page load, for code that runs outside rendering (toasts from a mutation's
 * callback, error texts built in the query client). The address decides it, and switching the
 * language loads the other address, so it does not change while the page lives; the provider
 * still sets it, so a test that renders in English gets English toasts too.
 */
let active: Locale = typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname);

export const activeLocale = (): Locale => active;

export function setActiveLocale(locale: Locale): void {
  active = locale;
}

/** The texts of the active locale, read when called (never bound at module load). */
export const activeMessages = (): Messages => catalogueOf(active);
