// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const stampPages = {
  list: lazyPage(() => import('./pages/stamps-page'), 'StampsPage'),
  stamp: lazyPage(() => import('./pages/stamp-page'), 'StampPage'),
};
