import { z } from 'zod';
import { humanIssueMessage } from './issue-messages';
import { DEFAULT_LOCALE, type Locale } from './locales';

export * from './locales';

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

/**
 * Validation messages in the language `current()` names when an issue is worded: the server
 * answers each request in its caller's language, and zod's configuration is one global, so the
 * global asks which language the request being validated speaks (the server keeps that per
 * request) rather than being switched between requests, which would race.
 */
export function applyLocalisedMessages(current: () => Locale): void {
  messageLocale = current;
  const zodLocales: Record<Locale, { localeError: z.core.$ZodErrorMap }> = { ru: z.locales.ru(), en: z.locales.en() };
  z.config({
    localeError: (issue) => zodLocales[current()].localeError(issue),
    customError: (issue) => humanIssueMessage(issue, current()),
  });
}

/** The language schema-stated messages are worded in: Russian until a program says otherwise. */
let messageLocale: () => Locale = () => DEFAULT_LOCALE;

/** A message a schema states itself, in each language (a missing one fails the type check). */
export type LocalText = Readonly<Record<Locale, string>>;

/** A schema's own message in the language of the parse under way (`applyLocalisedMessages`). */
export const localText = (text: LocalText): string => text[messageLocale()];

/** A schema's own message as zod's `error` parameter, worded when an issue is raised: `.min(3, says({ ru, en }))`. */
export const says = (text: LocalText) => ({ error: () => localText(text) });
