import { ENTERED_LOCALE, type Locale } from '@museum/contract';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/**
 * JSON safe inside a `<script type="application/ld+json">` block: `<`, `>` and `&` become
 * unicode escapes, so no text can close the block, and the JSON parses to the same value.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const CYRILLIC = /\p{Script=Cyrillic}/u;

/**
 * Catalogue text as entered, on a page in another language: Russian text is marked
 * `lang="ru"` on pages in other languages, so screen readers and translators read it as Russian.
 */
export function content(locale: Locale, tag: string, text: string, className?: string): string {
  const lang = locale !== ENTERED_LOCALE && CYRILLIC.test(text) ? ` lang="${ENTERED_LOCALE}"` : '';
  const attrs = className ? ` class="${className}"${lang}` : lang;
  return `<${tag}${attrs}>${escapeHtml(text)}</${tag}>`;
}
