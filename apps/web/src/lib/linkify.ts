export type TextPart = { kind: 'text' | 'url' | 'email'; text: string; href?: string };

// Web addresses (with a scheme or starting with www.) and e-mail addresses.
const PATTERN = /(https?:\/\/[^\s<>"']+|www\.[^\s<>"']+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/giu;
// Punctuation that ends a sentence rather than the address.
const TRAILING = /[.,;:!?)\]»]+$/u;

/** Splits plain text into text, web-address and e-mail parts, for source fields. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    let found = match[0];
    const tail = TRAILING.exec(found)?.[0] ?? '';
    found = found.slice(0, found.length - tail.length);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    if (found.includes('@') && !/^https?:|^www\./i.test(found)) parts.push({ kind: 'email', text: found, href: `mailto:${found}` });
    else parts.push({ kind: 'url', text: found, href: /^www\./i.test(found) ? `https://${found}` : found });
    last = start + found.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
