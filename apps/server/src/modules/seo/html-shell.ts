import { IIIF_MANIFEST_CONTENT_TYPE } from '@museum/contract';
import { escapeHtml, jsonForScript } from './html';
import type { PageHead, PageSummary } from './page-head';

const NOSCRIPT = 'Для поиска, галереи и добавления записей включите JavaScript; описание страницы доступно и без него.';

/** How IIIF discovery names a page's manifest: an alternate with the Presentation 3 profile. */
const iiifManifestLink = (href: string) =>
  `<link rel="alternate" type="${escapeHtml(IIIF_MANIFEST_CONTENT_TYPE)}" href="${escapeHtml(href)}" />`;

function headTags(head: PageHead): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}" />`,
    `<link rel="canonical" href="${e(head.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="Музей «Тульский Максим»" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:title" content="${e(head.title)}" />`,
    `<meta property="og:description" content="${e(head.description)}" />`,
    `<meta property="og:url" content="${e(head.canonicalUrl)}" />`,
    `<meta property="og:image" content="${e(head.image.url)}" />`,
    `<meta property="og:image:width" content="${head.image.width}" />`,
    `<meta property="og:image:height" content="${head.image.height}" />`,
    `<meta property="og:image:type" content="${head.image.type}" />`,
    `<meta property="og:image:alt" content="${e(head.image.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(head.title)}" />`,
    `<meta name="twitter:description" content="${e(head.description)}" />`,
    `<meta name="twitter:image" content="${e(head.image.url)}" />`,
  ];
  if (head.status === 404) tags.push('<meta name="robots" content="noindex" />');
  if (head.iiifManifest) tags.push(iiifManifestLink(head.iiifManifest));
  // Data, not script: the CSP's script-src 'self' does not apply to it.
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

function summaryHtml(summary: PageSummary): string {
  const e = escapeHtml;
  const parts = [`<article class="server-summary"><h1>${e(summary.heading)}</h1>`];
  if (summary.facts.length > 0) {
    parts.push(`<dl>${summary.facts.map((f) => `<dt>${e(f.label)}</dt><dd>${e(f.value)}</dd>`).join('')}</dl>`);
  }
  if (summary.text) parts.push(`<p>${e(summary.text)}</p>`);
  if (summary.photo) parts.push(`<img src="${e(summary.photo.url)}" alt="${e(summary.photo.alt)}" />`);
  parts.push('</article>');
  return parts.join('');
}

/**
 * The built index.html with the page's head and summary: the `<title>` and description of the
 * build are replaced by the page's tags (they stay before Vite's script and style tags), the
 * summary goes inside the root element, which the client's `createRoot().render` replaces.
 */
export function renderShell(indexHtml: string, head: PageHead): string {
  const withoutDefaults = indexHtml.replace(/\s*<meta name="description"[^>]*>/, '');
  return withoutDefaults
    .replace(/<title>[\s\S]*?<\/title>/, () => headTags(head))
    .replace('<div id="root"></div>', () => {
      const inner = head.summary ? summaryHtml(head.summary) : '';
      return `<div id="root">${inner}</div>\n    <noscript><p>${escapeHtml(NOSCRIPT)}</p></noscript>`;
    });
}
