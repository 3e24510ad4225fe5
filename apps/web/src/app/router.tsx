import { createBrowserRouter } from 'react-router';
import { NotFound } from '../components/ui/not-found';
import { paths } from '../config/paths';
import { Layout } from './layout';
import { RouteError } from './route-error';

// Each page loads on demand, so the home page ships only what it needs.
const home = () => import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage }));
const staticPage = (name: 'CatalogPage' | 'LiterPage' | 'ForumPage') => () =>
  import('../features/static-pages/pages/placeholder-page').then((m) => ({ Component: m[name] }));
const about = () => import('../features/static-pages/pages/about-page').then((m) => ({ Component: m.AboutPage }));
const register = () => import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage }));
const confirmEmail = () => import('../features/auth/pages/confirm-email-page').then((m) => ({ Component: m.ConfirmEmailPage }));
const resetPassword = () => import('../features/auth/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage }));
const add = () => import('../features/add-edit/pages/add-page').then((m) => ({ Component: m.AddPage }));
const detailEdit = () => import('../features/add-edit/pages/detail-edit-page').then((m) => ({ Component: m.DetailEditPage }));
const productEdit = () => import('../features/add-edit/pages/product-edit-page').then((m) => ({ Component: m.ProductEditPage }));
const moderation = () => import('../features/moderation/pages/moderation-page').then((m) => ({ Component: m.ModerationPage }));
const myRequests = () => import('../features/moderation/pages/my-requests-page').then((m) => ({ Component: m.MyRequestsPage }));
const profile = () => import('../features/profile/pages/profile-page').then((m) => ({ Component: m.ProfilePage }));
const types = () => import('../features/types/pages/types-page').then((m) => ({ Component: m.TypesPage }));
const page =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  () =>
    load().then((m) => ({ Component: m[name] }));
const search = page(() => import('../features/search/pages/search-page'), 'SearchPage');
const gallery = page(() => import('../features/gallery/pages/gallery-page'), 'GalleryPage');
const product = page(() => import('../features/products/pages/product-page'), 'ProductPage');
const productsList = page(() => import('../features/products/pages/products-list-page'), 'ProductsListPage');
const detail = page(() => import('../features/details/pages/detail-page'), 'DetailPage');
const detailsList = page(() => import('../features/details/pages/details-list-page'), 'DetailsListPage');
const yearDetails = page(() => import('../features/details/pages/year-details-page'), 'YearDetailsPage');
const photo = page(() => import('../features/photos/pages/photo-page'), 'PhotoPage');
const manufacturers = page(() => import('../features/manufacturers/pages/manufacturers-page'), 'ManufacturersPage');
const manufacturer = page(() => import('../features/manufacturers/pages/manufacturer-page'), 'ManufacturerPage');
const yearPage = () => import('../features/year-tools/pages/year-page').then((m) => ({ Component: m.YearPage }));
const expPage = () => import('../features/year-tools/pages/exp-page').then((m) => ({ Component: m.ExpPage }));

/** The pages inside the layout. Item pages set their own title from their data; the rest is the layout's. */
const pages = [
  { path: paths.home, lazy: home },
  { path: paths.catalog, lazy: staticPage('CatalogPage') },
  { path: paths.liter, lazy: staticPage('LiterPage') },
  { path: paths.forum, lazy: staticPage('ForumPage') },
  { path: paths.about, lazy: about },
  { path: paths.register, lazy: register },
  { path: paths.confirmEmail, lazy: confirmEmail },
  { path: paths.resetPassword, lazy: resetPassword },
  { path: paths.search, lazy: search },
  { path: paths.gallery, lazy: gallery },
  { path: paths.products, lazy: productsList },
  { path: paths.product(':id'), lazy: product },
  { path: paths.productEdit(':id'), lazy: productEdit },
  { path: paths.details, lazy: detailsList },
  { path: paths.detail(':id'), lazy: detail },
  { path: paths.detailEdit(':id'), lazy: detailEdit },
  { path: paths.detailsOfYear(':year'), lazy: yearDetails },
  { path: paths.photo(':id'), lazy: photo },
  { path: paths.manufacturers, lazy: manufacturers },
  { path: paths.manufacturer(':id'), lazy: manufacturer },
  { path: paths.year, lazy: yearPage },
  { path: paths.exp, lazy: expPage },
  { path: paths.add, lazy: add },
  { path: paths.moderation, lazy: moderation },
  { path: paths.myRequests, lazy: myRequests },
  { path: paths.types, lazy: types },
  { path: paths.profile, lazy: profile },
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

export const router = createBrowserRouter(routes);
