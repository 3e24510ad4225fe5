import { z } from 'zod';
import { humanIssueMessage } from './issue-messages';

/**
 * Validation messages in Russian, for the server's problem answers and the web forms alike:
 * short phrases of our own for the common cases (they follow a field label: «Год: не меньше 1800»),
 * zod's Russian locale for the rest. A global setting, so it is applied by the program that wants
 * it (the server and the web client at start), never as a side effect of importing the contract.
 */
export function applyRussianMessages(): void {
  z.config(z.locales.ru());
  z.config({ customError: humanIssueMessage });
}

/** The interface languages: Russian (the default, at the root) and English (under /en). */
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
