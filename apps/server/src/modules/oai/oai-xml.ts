/** XML text or attribute value with the five special characters escaped; characters XML 1.0 forbids dropped. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element with escaped text; nothing when the value is empty. */
export const element = (name: string, value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${xmlEscape(String(value))}</${name}>`;

/** Attributes from a map, escaped; undefined ones left out. */
export const attributes = (values: Record<string, string | undefined>): string =>
  Object.entries(values)
    .flatMap(([key, value]) => (value === undefined ? [] : [` ${key}="${xmlEscape(value)}"`]))
    .join('');

/** A UTC datestamp at the repository's granularity (seconds). */
export const datestamp = (at: Date): string => `${at.toISOString().slice(0, 19)}Z`;
