// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const addEditPages = {
  add: lazyPage(() => import('./pages/add-page'), 'AddPage'),
  productEdit: lazyPage(() => import('./pages/product-edit-page'), 'ProductEditPage'),
  detailEdit: lazyPage(() => import('./pages/detail-edit-page'), 'DetailEditPage'),
};
