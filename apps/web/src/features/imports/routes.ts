// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const importPages = {
  import: lazyPage(() => import('./pages/import-page'), 'ImportPage'),
};
