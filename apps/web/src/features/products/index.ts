// The products feature's public entry: creating a product from a photo, and its pages.
import { lazyPage } from '../../lib/lazy-page';

export { createProductFromPhoto } from './api/create-product';

export const productPages = {
  product: lazyPage(() => import('./pages/product-page'), 'ProductPage'),
  list: lazyPage(() => import('./pages/products-list-page'), 'ProductsListPage'),
};
