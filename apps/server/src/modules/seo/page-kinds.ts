import type { ListPagePath } from '@museum/contract';

/**
 * What each page that is not one item is to a crawler, in one table the compiler checks against
 * the contract's pages, so a new page cannot be left out of robots.txt or the sitemap:
 * - `listed`: public and worth a search engine's visit, so in the sitemap;
 * - `open`: public, not listed (old addresses that lead elsewhere);
 * - `private`: forms and accounts of signed-in people, disallowed in robots.txt.
 */
const PAGE_KINDS: Record<ListPagePath, 'listed' | 'open' | 'private'> = {
  '/about': 'listed',
  '/products': 'listed',
  '/details': 'listed',
  '/search': 'listed',
  '/gallery': 'listed',
  '/manufacturers': 'listed',
  '/stamps': 'listed',
  '/types': 'listed',
  '/year': 'listed',
  '/catalog': 'open',
  '/liter': 'open',
  '/forum': 'open',
  '/exp': 'open',
  '/add': 'private',
  '/import': 'private',
  '/admin/users': 'private',
  '/moderation': 'private',
  '/moderation/year-check': 'private',
  '/moderation/contradictions': 'private',
  '/moderation/regions': 'private',
  '/my-requests': 'private',
  '/profile': 'private',
  '/collection': 'private',
  // It may name the caller's own records (ADR 089).
  '/compare': 'private',
  '/register': 'private',
  '/confirm-email': 'private',
  '/reset-password': 'private',
};

const pagesOf = (kind: 'listed' | 'private') => (Object.keys(PAGE_KINDS) as ListPagePath[]).filter((path) => PAGE_KINDS[path] === kind);

/** The sitemap's pages that are not one item: home and the listed pages. */
export const SITEMAP_PAGES: readonly string[] = ['/', ...pagesOf('listed')];

/** Pages robots.txt keeps crawlers out of: the private pages and the items' edit forms. */
export const PRIVATE_PAGES: readonly string[] = [...pagesOf('private'), '/products/*/edit', '/details/*/edit'];
