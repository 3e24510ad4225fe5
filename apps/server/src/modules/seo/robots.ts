import { LOCALES, localisedPath } from '@museum/contract';
import { PRIVATE_PAGES } from './page-kinds';

/**
 * robots.txt (docs/decisions/043): crawlers that render pages (Googlebot) fetch what an item page
 * reads, so the public catalogue reads under /api/archive/ and /api/site are allowed, and
 * /uploads/ and /iiif/ are never disallowed; accounts, moderation, export and write-only paths
 * stay out. Rules follow RFC 9309: the longest matching rule wins, Allow on a tie.
 */
const RULES = [
  'Allow: /api/archive/',
  'Allow: /api/site',
  'Disallow: /api/',
  // Under the allowed archive: heavy downloads, a user's requests and moderation, upload limits, annotations.
  'Disallow: /api/archive/export',
  'Disallow: /api/archive/change-requests',
  'Disallow: /api/archive/photos/upload-limits',
  'Disallow: /api/archive/photos/*/annotate',
  // Pages of signed-in people, in every language: forms and accounts, nothing to index.
  ...PRIVATE_PAGES.flatMap((path) => LOCALES.map((locale) => `Disallow: ${localisedPath(locale, path)}`)),
];

export const robotsTxt = (publicUrl: string) => ['User-agent: *', ...RULES, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
