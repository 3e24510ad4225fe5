import createDOMPurify from 'dompurify';
import { useMemo } from 'react';
import './safe-html.css';
import { useContentLang } from '../../lib/locale';

const ALLOWED_TAGS = ['p', 'br', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'a', 'img', 'blockquote'];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title'];
const SAFE_URL = /^(?:https?:|mailto:|\/)/i;

let purifier: ReturnType<typeof createDOMPurify> | null = null;

/** A private DOMPurify instance, so its hooks never touch other users of the library. */
function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_URL.test(href)) {
        node.removeAttribute('href');
        return;
      }
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
      // A bare address as link text is shown as its host name (spec: links shown by host name).
      const text = node.textContent?.trim() ?? '';
      if (!text || text === href || /^https?:\/\//i.test(text)) node.textContent = hostOf(href);
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!SAFE_URL.test(src) || src.startsWith('//')) node.remove();
      else {
        node.setAttribute('loading', 'lazy');
        if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      }
    }
  });
  return purifier;
}

/** The host of an address without `www.`; the address itself when it has none. */
export function hostOf(href: string): string {
  try {
    return new URL(href, window.location.origin).hostname.replace(/^www\./, '') || href;
  } catch {
    return href;
  }
}

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/**
 * Rich text from the API, sanitised again on render whatever the server did. Catalogue text is
 * Russian (marked so on English pages) unless `inPageLanguage` says it is the page's own (an
 * item's English description, ADR 064).
 */
export function SafeHtml({
  html,
  className,
  inPageLanguage,
}: {
  html: string | null | undefined;
  className?: string;
  inPageLanguage?: boolean;
}) {
  const contentLang = useContentLang();
  const lang = inPageLanguage ? undefined : contentLang;
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitised by DOMPurify just above.
  return <div className={`rich-text ${className ?? ''}`} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
