/** Plain text of an HTML fragment, with whitespace collapsed. DOMParser runs no scripts and loads no images. */
export function stripMarkup(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
