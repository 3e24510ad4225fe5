/** The host of an address without `www.`; the address itself when it has none. */
export function hostOf(href: string): string {
  try {
    return new URL(href, window.location.origin).hostname.replace(/^www\./, '') || href;
  } catch {
    return href;
  }
}
