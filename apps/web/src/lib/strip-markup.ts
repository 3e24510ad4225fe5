const HIDDEN = 'script, style, template, noscript';
const BLOCKS = 'p, div, br, li, ul, ol, h1, h2, h3, h4, h5, h6, blockquote, tr';

/**
 * Plain text of an HTML fragment: script and style contents dropped, blocks separated by a space,
 * whitespace collapsed. DOMParser runs no scripts and loads no images.
 */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const element of doc.body.querySelectorAll(HIDDEN)) element.remove();
  for (const element of doc.body.querySelectorAll(BLOCKS)) element.after(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
