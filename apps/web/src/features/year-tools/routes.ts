// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const yearToolsPages = {
  year: lazyPage(() => import('./pages/year-page'), 'YearPage'),
  exp: lazyPage(() => import('./pages/exp-page'), 'ExpPage'),
};
