import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths';
import { Layout } from './layout';

/** Every route of the site, lazy-loaded so the home page ships only what it needs. */
export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.home, lazy: () => import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })) },
      { path: '*', element: <Navigate to={paths.home} replace /> },
    ],
  },
]);
