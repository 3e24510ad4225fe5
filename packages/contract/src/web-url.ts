// A link field's check and its words, said once for the server's schemas and the web's forms; zod-free,
// so a form's chunk imports it without the schemas (`@museum/contract/web-url`).
import type { Locale } from './locale';

/** Whether `value` parses as an absolute http(s) URL with a host. */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** What a link field that is not a web address is told, by the server's check and the form's alike. */
export const WEB_URL_WORDS: Readonly<Record<Locale, string>> = {
  ru: 'Ссылка должна быть адресом сайта: http:// или https://',
  en: 'The link must be a web address: http:// or https://',
};
