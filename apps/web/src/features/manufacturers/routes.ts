// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const manufacturerPages = {
  manufacturer: lazyPage(() => import('./pages/manufacturer-page'), 'ManufacturerPage'),
  list: lazyPage(() => import('./pages/manufacturers-page'), 'ManufacturersPage'),
};
