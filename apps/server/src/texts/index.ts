import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, type Locale } from '@museum/contract';
import { EN } from './en';
import { RU } from './ru';

/** The server's texts in one language: the Russian catalogue's keys and parameters. */
export type ServerTexts = typeof RU;

/** A text for people, chosen from the catalogue when the language of the answer is known. */
export type Text = (t: ServerTexts) => string;

const CATALOGUES: Readonly<Record<Locale, ServerTexts>> = { ru: RU, en: EN };

/** The catalogue of a language. */
export const textsIn = (locale: Locale): ServerTexts => CATALOGUES[locale];

/** A text in a language. */
export const render = (text: Text, locale: Locale): string => text(CATALOGUES[locale]);

const requestLocale = new AsyncLocalStorage<Locale>();

/** Runs `fn` (and everything it awaits) answering in `locale`: the locale plugin wraps each request in it. */
export const inLocale = <T>(locale: Locale, fn: () => T): T => requestLocale.run(locale, fn);

/** The language of the request being answered; Russian outside a request (start-up, jobs, the command line). */
export const currentLocale = (): Locale => requestLocale.getStore() ?? DEFAULT_LOCALE;

/** A text in the language of the request being answered, for an answer's `message`. */
export const say = (text: Text): string => render(text, currentLocale());
