import { isWebUrl } from '@museum/contract';
import sanitize from 'sanitize-html';

/**
 * The rich-text allowlist of the API contract: everything else is removed before it is stored.
 * Links only to absolute http or https addresses (as every URL stored from users, ADR 045): any
 * other href (another scheme, mailto:, a relative path) is dropped and the link text kept.
 * Images to http, https or our own /uploads/.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
  transformTags: {
    // Links leave the site without telling it where the reader came from.
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...(href && isWebUrl(href.trim()) ? { href: href.trim() } : {}), rel: 'noopener noreferrer nofollow' },
    }),
  },
};

function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith('/')) return /^\/uploads\/[\w./-]+$/.test(src) && !src.includes('..');
  return /^https?:\/\//i.test(src);
}

/** Sanitises a rich-text description to the allowlist; empty markup becomes null. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitize(html, OPTIONS).trim();
  return clean === '' || /^(<p>(<br \/>|\s)*<\/p>)+$/.test(clean) ? null : clean;
}
