// The manufacturers feature's public entry: its pages, loaded on demand.
import { lazyPage } from '../../lib/lazy-page';

export const manufacturerPages = {
  manufacturer: lazyPage(() => import('./pages/manufacturer-page'), 'ManufacturerPage'),
  list: lazyPage(() => import('./pages/manufacturers-page'), 'ManufacturersPage'),
};
