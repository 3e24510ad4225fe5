// The add and edit feature's public entry: its pages, loaded on demand.
import { lazyPage } from '../../lib/lazy-page';

export const addEditPages = {
  add: lazyPage(() => import('./pages/add-page'), 'AddPage'),
  productEdit: lazyPage(() => import('./pages/product-edit-page'), 'ProductEditPage'),
  detailEdit: lazyPage(() => import('./pages/detail-edit-page'), 'DetailEditPage'),
};
