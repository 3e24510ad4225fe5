// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const detailPages = {
  detail: lazyPage(() => import('./pages/detail-page'), 'DetailPage'),
  list: lazyPage(() => import('./pages/details-list-page'), 'DetailsListPage'),
  ofYear: lazyPage(() => import('./pages/year-details-page'), 'YearDetailsPage'),
};
