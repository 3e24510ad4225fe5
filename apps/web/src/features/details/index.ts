// The details feature's public entry: creating a detail from a photo, and its pages.
import { lazyPage } from '../../lib/lazy-page';

export { createDetailFromPhoto } from './api/create-detail';

export const detailPages = {
  detail: lazyPage(() => import('./pages/detail-page'), 'DetailPage'),
  list: lazyPage(() => import('./pages/details-list-page'), 'DetailsListPage'),
  ofYear: lazyPage(() => import('./pages/year-details-page'), 'YearDetailsPage'),
};
