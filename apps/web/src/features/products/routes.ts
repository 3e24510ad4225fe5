// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const productPages = {
  product: lazyPage(() => import('./pages/product-page'), 'ProductPage'),
  list: lazyPage(() => import('./pages/products-list-page'), 'ProductsListPage'),
};
