// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

const placeholder = () => import('./pages/placeholder-page');

export const staticPages = {
  catalog: lazyPage(placeholder, 'CatalogPage'),
  liter: lazyPage(placeholder, 'LiterPage'),
  forum: lazyPage(placeholder, 'ForumPage'),
  about: lazyPage(() => import('./pages/about-page'), 'AboutPage'),
};
