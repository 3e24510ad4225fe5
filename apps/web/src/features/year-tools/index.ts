// The year tools' public entry: the year page and the experimental page, loaded on demand.
import { lazyPage } from '../../lib/lazy-page';

export const yearToolsPages = {
  year: lazyPage(() => import('./pages/year-page'), 'YearPage'),
  exp: lazyPage(() => import('./pages/exp-page'), 'ExpPage'),
};
