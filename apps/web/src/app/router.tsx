import { createBrowserRouter } from 'react-router';
import { NotFound } from '../components/ui/not-found';
import { paths } from '../config/paths';
import { addEditPages } from '../features/add-edit/routes';
import { adminUsersPages } from '../features/admin-users/routes';
import { authPages } from '../features/auth/routes';
import { collectionPages } from '../features/collection/routes';
import { detailPages } from '../features/details/routes';
import { galleryPages } from '../features/gallery/routes';
import { homePages } from '../features/home/routes';
import { importPages } from '../features/imports/routes';
import { manufacturerPages } from '../features/manufacturers/routes';
import { moderationPages } from '../features/moderation/routes';
import { photoPages } from '../features/photos/routes';
import { productPages } from '../features/products/routes';
import { profilePages } from '../features/profile/routes';
import { searchPages } from '../features/search/routes';
import { stampPages } from '../features/stamps/routes';
import { staticPages } from '../features/static-pages/routes';
import { typesPages } from '../features/types/routes';
import { yearToolsPages } from '../features/year-tools/routes';
import { activeLocale, routerBasename } from '../lib/locale';
import { Layout } from './layout';
import { RouteError } from './route-error';

/**
 * The pages inside the layout. Item pages set their own title from their data; the rest is the layout's.
 * Each page loads on demand (features export their pages as lazy loaders), so the home page ships only what it needs.
 */
const pages = [
  { path: paths.home, lazy: homePages.home },
  { path: paths.catalog, lazy: staticPages.catalog },
  { path: paths.liter, lazy: staticPages.liter },
  { path: paths.forum, lazy: staticPages.forum },
  { path: paths.about, lazy: staticPages.about },
  { path: paths.register, lazy: authPages.register },
  { path: paths.confirmEmail, lazy: authPages.confirmEmail },
  { path: paths.resetPassword, lazy: authPages.resetPassword },
  { path: paths.search, lazy: searchPages.search },
  { path: paths.gallery, lazy: galleryPages.gallery },
  { path: paths.products, lazy: productPages.list },
  { path: paths.product(':id'), lazy: productPages.product },
  { path: paths.productEdit(':id'), lazy: addEditPages.productEdit },
  { path: paths.productDossier(':id'), lazy: collectionPages.productDossier },
  { path: paths.details, lazy: detailPages.list },
  { path: paths.detail(':id'), lazy: detailPages.detail },
  { path: paths.detailEdit(':id'), lazy: addEditPages.detailEdit },
  { path: paths.detailDossier(':id'), lazy: collectionPages.detailDossier },
  { path: paths.detailsOfYear(':year'), lazy: detailPages.ofYear },
  { path: paths.photo(':id'), lazy: photoPages.photo },
  { path: paths.manufacturers, lazy: manufacturerPages.list },
  { path: paths.manufacturer(':id'), lazy: manufacturerPages.manufacturer },
  { path: paths.stamps, lazy: stampPages.list },
  { path: paths.stamp(':id'), lazy: stampPages.stamp },
  { path: paths.year, lazy: yearToolsPages.year },
  { path: paths.exp, lazy: yearToolsPages.exp },
  { path: paths.add, lazy: addEditPages.add },
  { path: paths.moderation, lazy: moderationPages.moderation },
  { path: paths.moderationYearCheck, lazy: moderationPages.yearCheck },
  { path: paths.moderationContradictions, lazy: moderationPages.contradictions },
  { path: paths.moderationRegions, lazy: moderationPages.regions },
  { path: paths.myRequests, lazy: moderationPages.myRequests },
  { path: paths.types, lazy: typesPages.types },
  { path: paths.profile, lazy: profilePages.profile },
  { path: paths.collection, lazy: collectionPages.collection },
  { path: paths.collectionDossier(':id'), lazy: collectionPages.ownDossier },
  { path: paths.sharedDossier(':token'), lazy: collectionPages.sharedDossier },
  { path: paths.compare, lazy: collectionPages.compare },
  { path: paths.adminUsers, lazy: adminUsersPages.users },
  { path: paths.import, lazy: importPages.import },
  { path: '*', element: <NotFound /> },
];

export const routes = [
  {
    element: <Layout />,
    // Shown only for the instant the first lazy page loads.
    hydrateFallbackElement: <div className="app" />,
    // An error in the layout itself; errors of a page keep the header (the child below).
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: pages,
      },
    ],
  },
];

/** One route table for both languages: English pages are the same routes under the /en basename (ADR 054). */
export const router = createBrowserRouter(routes, { basename: routerBasename(activeLocale()) });

/** Resolves once the router has loaded the first page's route module (its lazy chunk) and can draw it. */
export function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
