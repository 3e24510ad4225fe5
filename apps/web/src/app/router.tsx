import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { Layout } from './layout';

/** Every route of the site, lazy-loaded so the home page ships only what it needs. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.home, lazy: () => import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: paths.year, lazy: () => import('../features/year-tools/pages/year-page').then((m) => ({ Component: m.YearPage })) },
      { path: paths.exp, lazy: () => import('../features/year-tools/pages/exp-page').then((m) => ({ Component: m.ExpPage })) },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
