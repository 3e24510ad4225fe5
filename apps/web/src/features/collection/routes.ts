// The feature's pages as lazy route loaders, for the app's router only (ADR 031).
import { lazyPage } from '../../lib/lazy-page';

export const collectionPages = {
  collection: lazyPage(() => import('./pages/collection-page'), 'CollectionPage'),
  // A specimen's dossier, its shared copy and the comparison of two specimens (issue 54, points 4 and 5; ADR 089).
  productDossier: lazyPage(() => import('./pages/catalogue-dossier-page'), 'ProductDossierPage'),
  detailDossier: lazyPage(() => import('./pages/catalogue-dossier-page'), 'DetailDossierPage'),
  ownDossier: lazyPage(() => import('./pages/own-dossier-page'), 'OwnDossierPage'),
  sharedDossier: lazyPage(() => import('./pages/shared-dossier-page'), 'SharedDossierPage'),
  compare: lazyPage(() => import('./pages/compare-page'), 'ComparePage'),
};
