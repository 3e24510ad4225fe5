import createDOMPurify from 'dompurify';
import { hostOf } from '../../lib/host-of';

// DOMPurify is fetched on demand by `SafeHtml` (safe-html.tsx), never with a page's first load (issue 34).

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

export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}
