/* The languages and what is said of them, without zod: the zod-free constants import them too. */

/**
 * The interface languages: Russian (the default, at the root) and English (under /en). A new language
 * is one more line here; the compiler then names every text it still needs (ADR 081).
 */
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ru';
/**
 * The language the catalogue's own texts are entered in (names, descriptions, facts): Russian. On a
 * page in any other language they are marked `lang="ru"`; only English has optional texts of its
 * own beside them (`nameEn`, `descriptionEn`, ADR 064, 081).
 */
export const ENTERED_LOCALE: Locale = 'ru';

/**
 * Whether pages in `locale` show the catalogue's optional English texts (`nameEn`, `descriptionEn`)
 * where they exist: English pages do; a page in a language without texts of its own shows the
 * Russian as entered (marked), not another language's translation.
 */
export const showsEnglishContent = (locale: Locale): boolean => locale === TRANSLATED_LOCALE;

/**
 * The language of the catalogue's optional translated texts (`nameEn`, `descriptionEn`): English.
 * Shown on a page, they are content like the Russian ones and marked so (`lang="en"`), apart from the
 * interface's words, which the pseudo-locale walk tells them from (ADR 081).
 */
export const TRANSLATED_LOCALE: Locale = 'en';

/**
 * The cookie that carries the reader's chosen language (`en`), set by the web's switch and offer:
 * the server opens `/` in it (ADR 081). Without it the root is Russian, as crawlers get it.
 */
export const LOCALE_COOKIE = 'museum-locale';
