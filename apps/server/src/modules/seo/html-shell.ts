import { HEADER_TEXTS, IIIF_MANIFEST_CONTENT_TYPE, LOCALES, type Locale, PAGE_TEXTS, webManifestPath } from '@museum/contract';
import { textsIn } from '../../texts';
import { firstScreenHtml } from './first-screen-html';
import { headerHtml } from './header-html';
import { content, escapeHtml, jsonForScript } from './html';
import type { PageHead, PageSummary } from './page-head';
import { summaryPictureHtml, summaryPreloadHtml } from './summary-picture';

/** The page in every language, Russian also for visitors whose language we do not speak. */
function alternateTags(head: PageHead): string[] {
  const e = escapeHtml;
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${e(head.alternates[locale])}" />`),
    `<link rel="alternate" hreflang="x-default" href="${e(head.alternates.ru)}" />`,
  ];
}

/** How IIIF discovery names a page's manifest: an alternate with the Presentation 3 profile. */
const iiifManifestLink = (href: string) =>
  `<link rel="alternate" type="${escapeHtml(IIIF_MANIFEST_CONTENT_TYPE)}" href="${escapeHtml(href)}" />`;

function headTags(head: PageHead): string {
  const e = escapeHtml;
  const t = textsIn(head.locale);
  const tags = [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}" />`,
    `<link rel="canonical" href="${e(head.canonicalUrl)}" />`,
    ...alternateTags(head),
    `<meta property="og:site_name" content="${e(PAGE_TEXTS[head.locale].siteName)}" />`,
    `<meta property="og:locale" content="${t.ogLocale}" />`,
    ...LOCALES.filter((l) => l !== head.locale).map((l) => `<meta property="og:locale:alternate" content="${textsIn(l).ogLocale}" />`),
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
  // The summary's photos fetched first (an item's, the gallery's first screen): before the scripts' preloads that follow the title.
  const pictures = head.firstScreen?.kind === 'gallery' ? (head.firstScreen.tiles ?? []).map((tile) => tile.picture) : [];
  if (head.summary?.photo) pictures.push(head.summary.photo);
  for (const picture of pictures) {
    const link = picture.priority ? summaryPreloadHtml(picture) : null;
    if (link) tags.push(link);
  }
  if (head.status === 404 || head.noindex) tags.push('<meta name="robots" content="noindex" />');
  for (const m of head.meta ?? []) tags.push(`<meta name="${e(m.name)}" content="${e(m.content)}" />`);
  if (head.iiifManifest) tags.push(iiifManifestLink(head.iiifManifest));
  // Data, not script: the CSP's script-src 'self' does not apply to it.
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

function summaryHtml(locale: Locale, summary: PageSummary): string {
  const e = escapeHtml;
  const parts = [`<article class="server-summary">${content(locale, 'h1', summary.heading)}`];
  if (summary.facts.length > 0) {
    parts.push(`<dl>${summary.facts.map((f) => `<dt>${e(f.label)}</dt>${content(locale, 'dd', f.value)}`).join('')}</dl>`);
  }
  if (summary.text) parts.push(content(locale, 'p', summary.text));
  if (summary.photo) parts.push(summaryPictureHtml(summary.photo));
  parts.push('</article>');
  return parts.join('');
}

/** The root's first screen: the app's shell (skip link, header) and the page's summary in its `<main>`. */
function rootHtml(head: PageHead, search: string): string {
  const inner = head.summary
    ? summaryHtml(head.locale, head.summary)
    : head.firstScreen
      ? firstScreenHtml(head.locale, head.firstScreen)
      : '';
  if (!inner) return '';
  const path = new URL(head.alternates.ru).pathname;
  const skip = `<a class="skip-link" href="#main">${escapeHtml(HEADER_TEXTS[head.locale].skipToContent)}</a>`;
  const main = head.summary ? `<main id="main" class="site-main">${inner}</main>` : inner;
  return `<div class="app">${skip}${headerHtml(head.locale, path, search)}${main}</div>`;
}

/**
 * The built index.html with the page's language, head and summary: `<html lang>` is the page's,
 * the `<title>` and description of the build are replaced by the page's tags (they stay before
 * Vite's script and style tags), the header and summary go inside the root element, which the
 * client's `createRoot().render` replaces. `search` is the request's query (`?…` or empty), kept
 * by the language switch as the app's keeps it.
 */
export function renderShell(indexHtml: string, head: PageHead, search = ''): string {
  const withoutDefaults = indexHtml.replace(/\s*<meta name="description"[^>]*>/, '');
  return withoutDefaults
    .replace(/<html lang="[^"]*"/, `<html lang="${head.locale}"`)
    .replace('<link rel="manifest" href="/manifest.webmanifest"', () => `<link rel="manifest" href="${webManifestPath(head.locale)}"`)
    .replace(/<title>[\s\S]*?<\/title>/, () => headTags(head))
    .replace('<div id="root"></div>', () => {
      return `<div id="root">${rootHtml(head, search)}</div>\n    <noscript><p>${escapeHtml(textsIn(head.locale).noscript)}</p></noscript>`;
    });
}
